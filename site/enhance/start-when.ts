import { afterLoad } from "./after-load";

/**
 * When something that waits starts: a page behaviour's chunk is fetched and run, an island is
 * hydrated (registry.ts lists both, lazy-start.ts finds them on the page and calls these):
 * - `load`: at once, as the page's script runs (what is above the fold, or what a visitor reaches
 *   for first);
 * - `after-load`: once the page has loaded and shown its largest paint (afterLoad, after-load.ts),
 *   so that it never competes with the first paint;
 * - `visible`: when it comes near the viewport, watched from `after-load` on (whenVisible);
 * - `interaction`: on the first pointer, focus or touch inside it, for what waits for the visitor
 *   to start (onFirstInteraction).
 */
export type StartWhen = "load" | "after-load" | "visible" | "interaction";

/** What waits for `visible` starts this close below the viewport, so it is ready when it arrives. */
const VISIBLE_MARGIN = "200px";
const FIRST_INTERACTION = ["pointerover", "focusin", "touchstart"] as const;

type Start = (element: HTMLElement) => void;

/**
 * Calls `start` with each of `elements` once it comes near the viewport, after load. Each is
 * watched through its first child, which stands in for it: an island's container is
 * `display: contents` and has no box to intersect.
 */
export function whenVisible(elements: readonly HTMLElement[], start: Start): void {
  afterLoad(() => {
    if (elements.length === 0) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const element = entry.target.parentElement;
          if (!entry.isIntersecting || !element) continue;
          observer.unobserve(entry.target);
          start(element);
        }
      },
      { rootMargin: `${VISIBLE_MARGIN} 0px` },
    );
    for (const element of elements) {
      if (element.firstElementChild) observer.observe(element.firstElementChild);
      else start(element);
    }
  });
}

/** Calls `start` with `element` on the first pointer, focus or touch inside it. */
export function onFirstInteraction(element: HTMLElement, start: Start): void {
  const begin = () => {
    for (const type of FIRST_INTERACTION) element.removeEventListener(type, begin);
    start(element);
  };
  for (const type of FIRST_INTERACTION) element.addEventListener(type, begin, { passive: true });
}
