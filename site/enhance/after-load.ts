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
 */
const SHOWN_AT_THE_LATEST_MS = 3000;

const shown = new Promise<void>((resolve) => {
  setTimeout(resolve, SHOWN_AT_THE_LATEST_MS);
  const type = PerformanceObserver.supportedEntryTypes.includes("largest-contentful-paint")
    ? "largest-contentful-paint"
    : "paint";
  new PerformanceObserver((_, observer) => {
    observer.disconnect();
    resolve();
  }).observe({ type, buffered: true });
});

export function afterLoad(task: () => void): void {
  const later = () => void shown.then(() => setTimeout(task, 0));
  if (document.readyState === "complete") later();
  else window.addEventListener("load", later, { once: true });
}
