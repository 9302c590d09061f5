/**
 * Runs `task` once the page has loaded (at once if it already has), in a task of its own. Work
 * that no one needs for the first paint waits here, so its requests do not compete with the
 * page's largest image and text for the network and the main thread.
 */
export function afterLoad(task: () => void): void {
  const later = () => setTimeout(task, 0);
  if (document.readyState === "complete") later();
  else window.addEventListener("load", later, { once: true });
}
