/**
 * Runs `task` once the page has loaded and shown its largest content, in a task of its own. Work
 * that no one needs for the first paint waits here, so that its requests do not compete with the
 * page's largest image and text for the network and the main thread: on a page whose resources
 * arrive before its first frame is drawn, `load` alone comes before the largest paint, and so does
 * the task after the next animation frame, since a frame reaches the screen some milliseconds after
 * its callbacks. The browser reports a largest-contentful-paint entry once that frame is on the
 * screen; where it reports none (a browser without the entry type), the next animation frame stands
 * in, and after SHOWN_AT_THE_LATEST_MS the page counts as shown anyway (a page opened in a background
 * tab or prerendered reports no paint until it is shown, and its behaviours should be ready then).
 */
const SHOWN_AT_THE_LATEST_MS = 3000;

const shown = new Promise<void>((resolve) => {
  setTimeout(resolve, SHOWN_AT_THE_LATEST_MS);
  const types = typeof PerformanceObserver === "undefined" ? [] : PerformanceObserver.supportedEntryTypes;
  const type = ["largest-contentful-paint", "paint"].find((candidate) => types.includes(candidate));
  if (!type) {
    requestAnimationFrame(() => resolve());
    return;
  }
  const observer = new PerformanceObserver(() => {
    observer.disconnect();
    resolve();
  });
  observer.observe({ type, buffered: true });
});

const loaded = new Promise<void>((resolve) => {
  if (document.readyState === "complete") resolve();
  else window.addEventListener("load", () => resolve(), { once: true });
});

export function afterLoad(task: () => void): void {
  void Promise.all([loaded, shown]).then(() => setTimeout(task, 0));
}
