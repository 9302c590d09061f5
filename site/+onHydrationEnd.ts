/**
 * Marks the document as running: styles that wait for JavaScript (reveal animations) key off this,
 * and so do the browser tests. Before it, every page is complete, static HTML.
 */
export function onHydrationEnd(): void {
  document.documentElement.dataset.hydrated = "true";
}
