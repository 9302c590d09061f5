import { startReveal } from "./lib/reveal";

/**
 * Marks the document as running: styles that wait for JavaScript (reveal animations) key off this,
 * and so do the browser tests. Before it, every page is complete, static HTML. The reveals start
 * first, so that what is already in view is marked shown before the hiding styles apply.
 */
export function onHydrationEnd(): void {
  startReveal();
  document.documentElement.dataset.hydrated = "true";
}
