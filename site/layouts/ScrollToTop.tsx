import { ArrowUp } from "lucide-react";
import { SCROLL_TOP } from "../enhance/attributes";
import { cn } from "../lib/cn";

/**
 * The floating scroll-to-top button. While hidden it is `visibility: hidden`: neither seen, nor
 * focusable, nor announced. site/enhance/behaviours/scroll-to-top.ts shows it past 300 px (`data-shown`) and
 * makes it work.
 */
export function ScrollToTop() {
  return (
    <button
      type="button"
      aria-label="Scroll to top"
      {...{ [SCROLL_TOP]: true }}
      className={cn(
        "fixed right-4 bottom-4 z-40 flex size-12 items-center justify-center rounded-full bg-gradient-accent text-white shadow-lg shadow-black/40 hover:brightness-110 sm:right-6 sm:bottom-6",
        "motion-safe:transition-[opacity,translate,visibility] motion-safe:duration-200",
        "invisible translate-y-2 opacity-0 data-shown:visible data-shown:translate-y-0 data-shown:opacity-100",
      )}
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </button>
  );
}
