import { startAccordions } from "./accordions";
import { startBackgroundDecor } from "./background-decor";
import { startCurrentYear } from "./current-year";
import { startDeferredFrames } from "./deferred-frames";
import { startDialogs } from "./dialogs";
import { startDropdownMenus } from "./dropdown-menus";
import { startHistoryBack } from "./history-back";
import { startImageFallbacks } from "./image-fallback";
import { startMobileMenu } from "./mobile-menu";
import { startPageBehaviours } from "./page-behaviours";
import { startRequestPath } from "./request-path";
import { startReveal } from "./reveal";
import { startScrollToTop } from "./scroll-to-top";

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
