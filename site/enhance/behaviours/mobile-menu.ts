import { ACCORDION, MOBILE_MENU } from "../attributes";
import { setAccordion } from "./accordions";
import { isPlainClick } from "./plain-click";
import { lockScroll } from "./scroll-lock";

/** Tailwind's xl breakpoint, where the menu bar takes over. */
const DESKTOP = "(min-width: 80rem)";

/**
 * The phone menu (markup: site/layouts/MobileMenu.tsx): a native popover, so it opens, closes and
 * closes on Escape without JavaScript. This adds what the platform does not: aria-expanded on the
 * button, the page behind locked in place, focus on the first link when it opens and back on the
 * button when it closes, and closing when a link is chosen, when focus leaves the menu or when the
 * window widens to the menu bar. Its sub-menus are an accordion (accordions.ts).
 */
export function startMobileMenu(): void {
  const button = document.querySelector<HTMLButtonElement>(`button[${MOBILE_MENU}]`);
  const panel = button && document.getElementById(button.getAttribute("aria-controls") ?? "");
  const wrapper = button?.parentElement;
  if (!button || !panel || !wrapper) return;

  let unlock: (() => void) | undefined;
  const close = () => {
    if (panel.matches(":popover-open")) panel.hidePopover();
  };
  const sync = (open: boolean) => {
    button.setAttribute("aria-expanded", String(open));
    if (open) {
      unlock ??= lockScroll();
      panel.querySelector<HTMLElement>("a[href], button")?.focus();
      return;
    }
    unlock?.();
    unlock = undefined;
    for (const accordion of panel.querySelectorAll(`[${ACCORDION}]`)) setAccordion(accordion, null);
    const focused = document.activeElement;
    if (!focused || focused === document.body || panel.contains(focused)) button.focus();
  };

  panel.addEventListener("toggle", (event) => sync((event as ToggleEvent).newState === "open"));
  // It may have been opened before this ran.
  if (panel.matches(":popover-open")) sync(true);
  else button.setAttribute("aria-expanded", "false");
  panel.addEventListener("click", (event) => {
    if (isPlainClick(event) && (event.target as Element).closest("a[href]")) close();
  });
  wrapper.addEventListener("focusout", (event) => {
    const next = event.relatedTarget as Node | null;
    if (next && !wrapper.contains(next)) close();
  });
  window.matchMedia(DESKTOP).addEventListener("change", (query) => {
    if (query.matches) close();
  });
  window.addEventListener("pageshow", close);
}
