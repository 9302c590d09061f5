/**
 * The desktop menu bar's dropdowns (markup: site/layouts/MenuDropdown.tsx), after the WAI-ARIA APG
 * "disclosure navigation menu with top-level links". Without this module CSS opens a panel while its
 * item is hovered or holds focus; with it the state lives in `aria-expanded` on the chevron button
 * and `data-open` on the panel.
 *
 * Pointer: entering an item opens it, leaving closes it after CLOSE_GRACE_MS (a diagonal move into
 * the panel is safe); a click on the chevron pins it open, a second click closes it. Keyboard: focus
 * entering the item opens it; Enter or Space on the chevron pins it or closes it; ArrowDown/ArrowUp
 * open it and move to the first/last panel link, then between the links (Home and End jump);
 * Escape closes it and returns focus to the chevron; focus leaving the item closes it. One is open
 * at a time; Escape anywhere and a press outside the menu close it; choosing a link closes it.
 */

import { DROPDOWN, DROPDOWN_OPEN } from "../attributes";
import { isPlainClick } from "./plain-click";

/** How long a hover-opened panel stays after the pointer leaves. */
export const CLOSE_GRACE_MS = 250;

interface Dropdown {
  item: HTMLElement;
  toggle: HTMLButtonElement;
  panel: HTMLElement;
}

export function startDropdownMenus(): void {
  const dropdowns: Dropdown[] = [];
  for (const item of document.querySelectorAll<HTMLElement>(`[${DROPDOWN}]`)) {
    const toggle = item.querySelector<HTMLButtonElement>("button[aria-controls]");
    const panel = toggle && document.getElementById(toggle.getAttribute("aria-controls") ?? "");
    if (toggle && panel) dropdowns.push({ item, toggle, panel });
  }
  if (dropdowns.length === 0) return;

  let current: Dropdown | null = null;
  let pinned = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const show = (dropdown: Dropdown, open: boolean) => {
    dropdown.toggle.setAttribute("aria-expanded", String(open));
    dropdown.panel.toggleAttribute(DROPDOWN_OPEN, open);
  };
  const open = (dropdown: Dropdown, pin: boolean) => {
    clearTimeout(timer);
    if (current && current !== dropdown) show(current, false);
    pinned = pin || (current === dropdown && pinned);
    current = dropdown;
    show(dropdown, true);
  };
  const close = (dropdown?: Dropdown) => {
    clearTimeout(timer);
    if (!current || (dropdown && dropdown !== current)) return;
    show(current, false);
    current = null;
    pinned = false;
  };
  const closeSoon = (dropdown: Dropdown) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (current === dropdown && !pinned) close(dropdown);
    }, CLOSE_GRACE_MS);
  };
  const links = (dropdown: Dropdown) => [...dropdown.panel.querySelectorAll<HTMLAnchorElement>("a[href]")];

  const onKeyDown = (dropdown: Dropdown, event: KeyboardEvent) => {
    if (event.key === "Escape") {
      if (current !== dropdown) return;
      event.preventDefault();
      close();
      dropdown.toggle.focus();
      return;
    }
    if (!["ArrowDown", "ArrowUp", "Home", "End"].includes(event.key)) return;
    const target = event.target;
    const panelLinks = links(dropdown);
    if (target instanceof HTMLAnchorElement && dropdown.panel.contains(target)) {
      event.preventDefault();
      const index = panelLinks.indexOf(target);
      if (event.key === "ArrowUp" && index === 0) dropdown.toggle.focus();
      else if (event.key === "ArrowUp") panelLinks[index - 1]?.focus();
      else if (event.key === "ArrowDown") panelLinks[Math.min(index + 1, panelLinks.length - 1)]?.focus();
      else if (event.key === "Home") panelLinks[0]?.focus();
      else panelLinks.at(-1)?.focus();
    } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      open(dropdown, true);
      (event.key === "ArrowDown" ? panelLinks[0] : panelLinks.at(-1))?.focus();
    }
  };

  for (const dropdown of dropdowns) {
    const { item, toggle } = dropdown;
    show(dropdown, false);
    item.addEventListener("pointerenter", () => open(dropdown, false));
    item.addEventListener("pointerleave", () => closeSoon(dropdown));
    item.addEventListener("focusin", (event) => {
      if (!item.contains(event.relatedTarget as Node | null)) open(dropdown, false);
    });
    item.addEventListener("focusout", (event) => {
      const next = event.relatedTarget as Node | null;
      if (next ? item.contains(next) : item.matches(":hover")) return;
      close(dropdown);
    });
    item.addEventListener("keydown", (event) => onKeyDown(dropdown, event));
    toggle.addEventListener("click", () => (current === dropdown && pinned ? close() : open(dropdown, true)));
    item.addEventListener("click", (event) => {
      if (isPlainClick(event) && (event.target as Element).closest("a")) close();
    });
  }

  const bar = dropdowns[0]?.item.parentElement;
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && !event.defaultPrevented) close();
  });
  document.addEventListener("pointerdown", (event) => {
    if (current && !bar?.contains(event.target as Node)) close();
  });
  // A page restored from the back/forward cache comes back with its menus closed.
  window.addEventListener("pageshow", () => close());
}
