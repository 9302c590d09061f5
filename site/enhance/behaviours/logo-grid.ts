import { SHOW_MORE, SHOW_MORE_ITEM, SHOW_MORE_LABEL } from "../attributes";

/**
 * Show More / Show Less (markup: site/components/home/LogoGrid.tsx): the button's aria-controls
 * list holds every logo, those past the first few `hidden` and marked `data-more`. Expanding moves
 * focus to the first logo that appeared; collapsing keeps the button where it was on screen, so the
 * page does not jump away from the visitor.
 */
export function startLogoGrids(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>(`button[${SHOW_MORE}]`)) {
    const list = document.getElementById(button.getAttribute("aria-controls") ?? "");
    const label = button.querySelector(`[${SHOW_MORE_LABEL}]`);
    if (!list || !label) continue;
    const extra = [...list.querySelectorAll<HTMLElement>(`[${SHOW_MORE_ITEM}]`)];
    button.addEventListener("click", () => {
      const expand = button.getAttribute("aria-expanded") !== "true";
      const anchorTop = button.getBoundingClientRect().top;
      for (const item of extra) item.hidden = !expand;
      button.setAttribute("aria-expanded", String(expand));
      label.textContent = expand ? "Show Less" : "Show More";
      if (expand) {
        extra[0]?.focus();
        return;
      }
      window.scrollBy({ top: button.getBoundingClientRect().top - anchorTop, behavior: "instant" });
      button.focus({ preventScroll: true });
    });
  }
}
