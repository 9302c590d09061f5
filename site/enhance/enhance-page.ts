import { startAccordions } from "./behaviours/accordions";
import { startBackgroundDecor } from "./behaviours/background-decor";
import { startCurrentYear } from "./behaviours/current-year";
import { startDeferredFrames } from "./behaviours/deferred-iframes";
import { startDialogs } from "./behaviours/dialogs";
import { startDropdownMenus } from "./behaviours/dropdown-menus";
import { startHistoryBack } from "./behaviours/history-back";
import { startImageFallbacks } from "./behaviours/image-fallback";
import { startMobileMenu } from "./behaviours/mobile-menu";
import { startRequestPath } from "./behaviours/request-path";
import { startReveal } from "./behaviours/reveal";
import { startScrollToTop } from "./behaviours/scroll-to-top";
import { startPageBehaviours } from "./lazy-start";

/**
 * The frame's enhancement module, shared by every page: plain TypeScript on the prerendered HTML,
 * no React. Each part finds its own markup and does nothing on a page without it; what only one
 * kind of page has is fetched by that page alone (page-behaviours.ts). Once all have started the
 * document is marked `data-enhanced`, on which the header's menus stop opening from CSS alone (and
 * the browser tests wait).
 */
export function startFrame(): void {
  startReveal();
  startImageFallbacks();
  startAccordions();
  startDropdownMenus();
  startMobileMenu();
  startScrollToTop();
  startBackgroundDecor();
  startDialogs();
  startHistoryBack();
  startPageBehaviours();
  startDeferredFrames();
  startCurrentYear();
  startRequestPath();
  document.documentElement.dataset.enhanced = "true";
}
