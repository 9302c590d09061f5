/**
 * Runs `task` once the page has loaded (at once if it already has) and the browser has drawn a
 * frame since, in a task of its own. Work that no one needs for the first paint waits here, so its
 * requests do not compete with the page's largest image and text for the network and the main
 * thread: on a page whose resources arrive before its first frame is drawn, `load` alone comes
 * before the largest paint.
 */
export function afterLoad(task: () => void): void {
  // A task queued from an animation frame callback runs after that frame is drawn.
  const later = () => requestAnimationFrame(() => setTimeout(task, 0));
  if (document.readyState === "complete") later();
  else window.addEventListener("load", later, { once: true });
}
