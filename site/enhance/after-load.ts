/**
 * Runs `task` once the page has loaded and shown its largest content, in a task of its own. Work
 * that no one needs for the first paint waits here, so that its requests do not compete with the
 * page's largest image and text for the network and the main thread: on a page whose resources
 * arrive before its first frame is drawn, `load` alone comes before the largest paint, and so does
 * the task after the next animation frame, since a frame reaches the screen some milliseconds after
 * its callbacks. The browser reports a largest-contentful-paint entry once that frame is on the
 * screen (a browser without that entry type reports the first contentful paint), and after
 * SHOWN_AT_THE_LATEST_MS the page counts as shown anyway (a page opened in a background tab or
 * prerendered reports no paint until it is shown, and its behaviours should be ready then).
 *
 * The first paint reported can be the text, with an eager image (a hero, a gallery's first picture)
 * fetched by `load` but reaching the screen some frames later on a busy machine, as a larger paint:
 * then the wait goes on for that image's paint, for IMAGE_PAINT_AT_THE_LATEST_MS at most.
 */
const SHOWN_AT_THE_LATEST_MS = 3000;
const IMAGE_PAINT_AT_THE_LATEST_MS = 1000;
const LCP = "largest-contentful-paint";

const reportsLcp = PerformanceObserver.supportedEntryTypes.includes(LCP);
let largest: LargestContentfulPaint | undefined;
let painted = false;
const onPaint: (() => void)[] = [];

const observer = new PerformanceObserver((list) => {
  painted = true;
  if (reportsLcp) largest = list.getEntries().at(-1) as LargestContentfulPaint | undefined;
  for (const notify of onPaint.splice(0)) notify();
});
observer.observe({ type: reportsLcp ? LCP : "paint", buffered: true });

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const nextPaint = () => new Promise<void>((resolve) => onPaint.push(resolve));

/** The last entry is `image`'s own picture (not a placeholder drawn as its background). */
function isLargest(image: HTMLImageElement): boolean {
  return largest?.element === image && largest.url === image.currentSrc;
}

/** The area the browser counts for `image`'s paint: its part in the viewport, at most its own pixels. */
function paintArea(image: HTMLImageElement): number {
  const box = image.getBoundingClientRect();
  const width = Math.min(box.right, innerWidth) - Math.max(box.left, 0);
  const height = Math.min(box.bottom, innerHeight) - Math.max(box.top, 0);
  if (width <= 0 || height <= 0) return 0;
  const shown = box.width * box.height;
  return width * height * Math.min(1, (image.naturalWidth * image.naturalHeight) / shown);
}

/**
 * The largest of the page's eager images (its hero, a gallery's first picture), when it is fetched
 * but not yet reported, and would be the largest paint.
 */
function imageToBePainted(): HTMLImageElement | undefined {
  if (!reportsLcp) return;
  let found: { image: HTMLImageElement; area: number } | undefined;
  for (const image of document.querySelectorAll<HTMLImageElement>(
    'img[fetchpriority="high"], img[loading="eager"]',
  )) {
    if (!image.complete || image.naturalWidth === 0 || isLargest(image)) continue;
    const area = paintArea(image);
    if (area > (found?.area ?? largest?.size ?? 0)) found = { image, area };
  }
  return found?.image;
}

async function paintOf(image: HTMLImageElement): Promise<void> {
  while (!isLargest(image)) await nextPaint();
}

async function shownOnScreen(): Promise<void> {
  if (!painted) await Promise.race([nextPaint(), delay(SHOWN_AT_THE_LATEST_MS - performance.now())]);
  const image = imageToBePainted();
  if (image) await Promise.race([paintOf(image), delay(IMAGE_PAINT_AT_THE_LATEST_MS)]);
  observer.disconnect();
}

let shown: Promise<void> | undefined;

export function afterLoad(task: () => void): void {
  const later = () => {
    shown ??= shownOnScreen();
    void shown.then(() => setTimeout(task, 0));
  };
  if (document.readyState === "complete") later();
  else window.addEventListener("load", later, { once: true });
}
