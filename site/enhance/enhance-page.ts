import { ENHANCED } from "./attributes";
import { startAccordions } from "./behaviours/accordions";
import { startBackgroundDecor } from "./behaviours/background-decor";
import { startCurrentYear } from "./behaviours/current-year";
import { startDeferredIframes } from "./behaviours/deferred-iframes";
import { startDialogs } from "./behaviours/dialogs";
import { startDropdownMenus } from "./behaviours/dropdown-menus";
import { startHistoryBack } from "./behaviours/history-back";
import { startImageFallbacks } from "./behaviours/image-fallback";
import { startMobileMenu } from "./behaviours/mobile-menu";
import { startRequestPath } from "./behaviours/request-path";
import { startReveal } from "./behaviours/reveal";
import { startScrollToTop } from "./behaviours/scroll-to-top";
import { startIslands, startPageBehaviours } from "./lazy-start";
import { afterNextFrame, runInSlices } from "./slices";

/**
 * What the script every page loads does (site/+client.ts): it starts the behaviours in
 * behaviours/, plain TypeScript on the prerendered HTML, no React. Each finds its own markup and
 * does nothing on a page without it. What only one kind of page has, and the islands, wait for
 * their time (lazy-start.ts). Once the behaviours have started, <html> is marked ENHANCED, on which
 * the header's menus stop opening from CSS alone (and the browser tests wait); then the islands
 * start. All of it runs after the next frame, in slices (slices.ts), so that none of it is a long
 * task: one task for all of it, in the script's own evaluation, took up to 126 ms at a 4× CPU
 * slowdown.
 */
export async function enhancePage(): Promise<void> {
  // The units that read layout or media queries first, on the layout of the frame just drawn;
  // those that write (hidden panels, attributes) after them. Reading the scroll position after
  // the accordions had hidden their panels forced a layout of the page: a 62 ms task.
  await afterNextFrame();
  await runInSlices([
    startScrollToTop,
    startBackgroundDecor,
    startMobileMenu,
    startImageFallbacks,
    startReveal,
    startAccordions,
    startDropdownMenus,
    startDialogs,
    startHistoryBack,
    startPageBehaviours,
    startDeferredIframes,
    startCurrentYear,
    startRequestPath,
    () => document.documentElement.setAttribute(ENHANCED, "true"),
    startIslands,
  ]);
}
