import { ChevronDown } from "lucide-react";
import { type FocusEvent, type KeyboardEvent, type MouseEvent, type ReactNode, useId, useRef } from "react";
import { flushSync } from "react-dom";
import { cn } from "../lib/cn";
import { menuItemClasses, menuItemColour } from "./menu-styles";

export interface DropdownControls {
  open: boolean;
  pinned: boolean;
  onOpen(pinned: boolean): void;
  onClose(): void;
  onCloseSoon(): void;
}

interface MenuDropdownProps extends DropdownControls {
  label: string;
  href: string;
  /** The current route is this item's page or one below it. */
  active: boolean;
  /** `wide`: centred under the whole menu bar (the list is its positioning box); `below`: under the item. */
  placement: "wide" | "below";
  /** The panel box's width and padding, e.g. `w-[900px] p-6`. */
  panelClassName: string;
  children: ReactNode;
}

/**
 * Before hydration (no `data-hydrated` on <html>, also with JavaScript off) CSS alone shows the panel
 * while the item is hovered or holds focus; afterwards React's state decides.
 */
const beforeHydration = [
  "[html:not([data-hydrated])_[data-dropdown]:hover>&]:visible",
  "[html:not([data-hydrated])_[data-dropdown]:hover>&]:translate-y-0",
  "[html:not([data-hydrated])_[data-dropdown]:hover>&]:opacity-100",
  "[html:not([data-hydrated])_[data-dropdown]:focus-within>&]:visible",
  "[html:not([data-hydrated])_[data-dropdown]:focus-within>&]:translate-y-0",
  "[html:not([data-hydrated])_[data-dropdown]:focus-within>&]:opacity-100",
].join(" ");

/**
 * A main-menu item with a dropdown panel, after the WAI-ARIA APG "disclosure navigation menu with
 * top-level links": the item stays a real link to its overview page (it works without JavaScript,
 * carries aria-current like every other item, and one click still reaches /services), and a
 * separate chevron button, named "<label> menu", is the disclosure trigger with aria-expanded and
 * aria-controls. A link that also toggled would have to hijack Enter; a button alone would hide
 * the overview page behind the panel.
 *
 * Pointer: entering the item opens the panel, leaving closes it after a grace delay; clicking the
 * chevron pins it open (a second click closes it). Keyboard: focus entering the item opens it;
 * Enter or Space on the chevron pins it open, again closes it; ArrowDown/ArrowUp on the link or the
 * chevron open it and move to the first/last panel link, and move between the panel links (Home and
 * End jump); Escape closes it and returns focus to the chevron, from where Tab skips the panel; focus
 * leaving the item closes it. Choosing a link closes it (the header also remounts the menu on every
 * route change). The panel is always in the DOM, hidden with `visibility`, so its links are in the
 * prerendered HTML but neither visible nor focusable while closed. It fades in (unless reduced
 * motion is asked for) and hides at once, so a closed panel's links never keep focus or take clicks.
 */
export function MenuDropdown({
  label,
  href,
  active,
  placement,
  panelClassName,
  open,
  pinned,
  onOpen,
  onClose,
  onCloseSoon,
  children,
}: MenuDropdownProps) {
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  const panelLinks = () => [...(panel.current?.querySelectorAll<HTMLAnchorElement>("a[href]") ?? [])];

  /** Opens the panel now (so its links can take focus) and focuses its first or last link. */
  const enterPanel = (where: "first" | "last") => {
    flushSync(() => onOpen(true));
    const links = panelLinks();
    (where === "first" ? links[0] : links.at(-1))?.focus();
  };

  const moveWithinPanel = (key: string, from: HTMLAnchorElement) => {
    const links = panelLinks();
    const index = links.indexOf(from);
    if (key === "ArrowUp" && index === 0) toggle.current?.focus();
    else if (key === "ArrowUp") links[index - 1]?.focus();
    else if (key === "ArrowDown") links[Math.min(index + 1, links.length - 1)]?.focus();
    else if (key === "Home") links[0]?.focus();
    else if (key === "End") links.at(-1)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === "Escape") {
      if (!open) return;
      event.preventDefault();
      onClose();
      toggle.current?.focus();
      return;
    }
    if (!["ArrowDown", "ArrowUp", "Home", "End"].includes(event.key)) return;
    const target = event.target as HTMLElement;
    if (target instanceof HTMLAnchorElement && panel.current?.contains(target)) {
      event.preventDefault();
      moveWithinPanel(event.key, target);
    } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      enterPanel(event.key === "ArrowDown" ? "first" : "last");
    }
  };

  const onFocus = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) onOpen(false);
  };

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    const next = event.relatedTarget;
    if (next ? event.currentTarget.contains(next) : event.currentTarget.matches(":hover")) return;
    onClose();
  };

  /** A plain click on any of the item's links is a navigation: the panel has served its purpose. */
  const onClick = (event: MouseEvent<HTMLLIElement>) => {
    const plain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (plain && (event.target as HTMLElement).closest("a")) onClose();
  };

  return (
    <li
      data-dropdown
      className={cn(placement === "below" && "relative")}
      onPointerEnter={() => onOpen(false)}
      onPointerLeave={onCloseSoon}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      <div className="flex items-center">
        <a
          href={href}
          aria-current={active ? "page" : undefined}
          className={cn(menuItemClasses(active), "pr-1")}
        >
          {label}
        </a>
        <button
          ref={toggle}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={`${label} menu`}
          onClick={() => (open && pinned ? onClose() : onOpen(true))}
          className={cn(
            "flex h-9 w-6 items-center justify-center rounded-md transition-colors",
            menuItemColour(active),
          )}
        >
          <ChevronDown
            aria-hidden="true"
            className={cn("size-4 motion-safe:transition-transform", open && "rotate-180")}
          />
        </button>
      </div>
      <div
        ref={panel}
        id={panelId}
        data-open={open}
        className={cn(
          "absolute top-full z-50 pt-2 motion-safe:transition-[opacity,translate] motion-safe:duration-150 motion-safe:ease-out",
          placement === "wide" ? "left-1/2 -translate-x-1/2" : "left-0",
          open ? "visible translate-y-0 opacity-100" : "invisible -translate-y-1 opacity-0",
          beforeHydration,
        )}
      >
        <div
          className={cn(
            "rounded-2xl border border-line bg-surface shadow-2xl shadow-black/40",
            panelClassName,
          )}
        >
          {children}
        </div>
      </div>
    </li>
  );
}
