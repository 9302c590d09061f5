import { startAccordions } from "./accordions";
import { startBackgroundDecor } from "./background-decor";
import { startCurrentYear } from "./current-year";
import { startDialogs } from "./dialogs";
import { startDropdownMenus } from "./dropdown-menus";
import { startGalleries } from "./gallery";
import { startHeroVideo } from "./hero-video";
import { startHistoryBack } from "./history-back";
import { startImageFallbacks } from "./image-fallback";
import { startLogoGrids } from "./logo-grid";
import { startMobileMenu } from "./mobile-menu";
import { startRequestPath } from "./request-path";
import { startReveal } from "./reveal";
import { startScrollToTop } from "./scroll-to-top";

/**
 * The frame's enhancement module, shared by every page: plain TypeScript on the prerendered HTML,
 * no React. Each part finds its own markup and does nothing on a page without it. The reveals start
 * first, so that what is already in view is marked shown before the hiding styles apply; then the
 * document is marked `data-enhanced`, which those styles (and the browser tests) wait for.
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
  startLogoGrids();
  startGalleries();
  startHeroVideo();
  startCurrentYear();
  startRequestPath();
  document.documentElement.dataset.enhanced = "true";
}
