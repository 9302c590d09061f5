import { ACCORDION, ACCORDION_OPEN } from "../attributes";

/**
 * One-open-at-a-time disclosure lists (the FAQ, the phone menu's sub-menus): a container marked
 * `data-accordion` holds buttons with `aria-controls` and `aria-expanded`. In the HTML every panel
 * is shown (so all of it reads without JavaScript); once this runs, only the item named by
 * `data-accordion-open` (an index, or nothing for none) stays open, and each button opens its
 * panel and closes the others, or closes its own.
 */
function accordionButtons(container: Element): HTMLButtonElement[] {
  return [...container.querySelectorAll<HTMLButtonElement>("button[aria-controls][aria-expanded]")].filter(
    (button) => button.closest(`[${ACCORDION}]`) === container,
  );
}

export function setAccordion(container: Element, openIndex: number | null): void {
  accordionButtons(container).forEach((button, index) => {
    const open = index === openIndex;
    button.setAttribute("aria-expanded", String(open));
    const panel = document.getElementById(button.getAttribute("aria-controls") ?? "");
    if (panel) panel.hidden = !open;
  });
}

export function startAccordions(): void {
  for (const container of document.querySelectorAll<HTMLElement>(`[${ACCORDION}]`)) {
    const initial = Number.parseInt(container.getAttribute(ACCORDION_OPEN) ?? "", 10);
    setAccordion(container, Number.isNaN(initial) ? null : initial);
    accordionButtons(container).forEach((button, index) => {
      button.addEventListener("click", () => {
        const open = button.getAttribute("aria-expanded") === "true";
        setAccordion(container, open ? null : index);
      });
    });
  }
}
