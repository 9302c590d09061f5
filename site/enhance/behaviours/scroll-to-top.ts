import { SCROLL_TOP, SCROLL_TOP_SHOWN } from "../attributes";
import { prefersReducedMotion } from "./motion";

/** The button appears once the page is scrolled further than this (300 px). */
export const SCROLL_TOP_THRESHOLD = 300;

/**
 * The floating scroll-to-top button (markup: site/layouts/ScrollToTop.tsx), hidden with
 * `visibility` until the page is scrolled past the threshold (`data-shown`). Using it moves focus
 * to the main content, so a keyboard user is not left on a button that is about to vanish.
 */
export function startScrollToTop(): void {
  const button = document.querySelector<HTMLButtonElement>(`button[${SCROLL_TOP}]`);
  if (!button) return;
  let frame = 0;
  const update = () => {
    frame = 0;
    button.toggleAttribute(SCROLL_TOP_SHOWN, window.scrollY > SCROLL_TOP_THRESHOLD);
  };
  window.addEventListener(
    "scroll",
    () => {
      if (!frame) frame = requestAnimationFrame(update);
    },
    { passive: true },
  );
  update();
  button.addEventListener("click", () => {
    document.getElementById("main")?.focus({ preventScroll: true });
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" });
  });
}
