import { ArrowUp } from "lucide-react";
import { useSyncExternalStore } from "react";
import { cn } from "../lib/cn";
import { prefersReducedMotion } from "../lib/motion";

/** The button appears once the page is scrolled further than this (spec: 300 px). */
export const SCROLL_TOP_THRESHOLD = 300;

function subscribe(onChange: () => void): () => void {
  window.addEventListener("scroll", onChange, { passive: true });
  return () => window.removeEventListener("scroll", onChange);
}

/** Re-renders only when the threshold is crossed, not on every scroll event. */
const isPastThreshold = () => window.scrollY > SCROLL_TOP_THRESHOLD;

/**
 * The floating scroll-to-top button. While hidden it is `visibility: hidden`: neither seen, nor
 * focusable, nor announced. Using it moves focus to the main content (the skip link's target) so a
 * keyboard user is not left on a button that is about to vanish.
 */
export function ScrollToTop() {
  const shown = useSyncExternalStore(subscribe, isPastThreshold, () => false);

  const toTop = () => {
    document.getElementById("main")?.focus({ preventScroll: true });
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" });
  };

  return (
    <button
      type="button"
      aria-label="Scroll to top"
      data-scroll-top
      onClick={toTop}
      className={cn(
        "fixed right-4 bottom-4 z-40 flex size-12 items-center justify-center rounded-full bg-gradient-accent text-white shadow-lg shadow-black/40 hover:brightness-110 sm:right-6 sm:bottom-6",
        "motion-safe:transition-[opacity,translate,visibility] motion-safe:duration-200",
        shown ? "visible translate-y-0 opacity-100" : "invisible translate-y-2 opacity-0",
      )}
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </button>
  );
}
