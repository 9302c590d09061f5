import { ChevronDown } from "lucide-react";
import { type ReactNode, useId } from "react";
import { cardClasses } from "../components/ui/Card";
import { DROPDOWN } from "../enhance/attributes";
import { cn } from "../lib/cn";
import { menuItemClasses, menuItemColour } from "./menu-styles";

interface MenuDropdownProps {
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
 * Before the page's script runs (no `data-enhanced` on <html>, also with JavaScript off) CSS alone
 * shows the panel while the item is hovered or holds focus; afterwards `data-open` decides.
 */
const beforeEnhancement = [
  "[html:not([data-enhanced])_[data-dropdown]:hover>&]:visible",
  "[html:not([data-enhanced])_[data-dropdown]:hover>&]:translate-y-0",
  "[html:not([data-enhanced])_[data-dropdown]:hover>&]:opacity-100",
  "[html:not([data-enhanced])_[data-dropdown]:focus-within>&]:visible",
  "[html:not([data-enhanced])_[data-dropdown]:focus-within>&]:translate-y-0",
  "[html:not([data-enhanced])_[data-dropdown]:focus-within>&]:opacity-100",
].join(" ");

/**
 * A main-menu item with a dropdown panel, after the WAI-ARIA APG "disclosure navigation menu with
 * top-level links": the item stays a real link to its overview page, and a separate chevron button,
 * named "<label> menu", is the disclosure trigger with aria-expanded and aria-controls. The
 * behaviour (hover, focus, keyboard, one open at a time) is site/enhance/behaviours/dropdown-menus.ts.
 * The panel is always in the DOM, hidden with `visibility`, so its links are in the prerendered HTML
 * but neither visible nor focusable while closed; it fades in unless reduced motion is asked for.
 */
export function MenuDropdown({
  label,
  href,
  active,
  placement,
  panelClassName,
  children,
}: MenuDropdownProps) {
  const panelId = useId();
  return (
    <li {...{ [DROPDOWN]: true }} className={cn(placement === "below" && "relative")}>
      <div className="flex items-center">
        <a
          href={href}
          aria-current={active ? "page" : undefined}
          className={cn(menuItemClasses(active), "pr-1")}
        >
          {label}
        </a>
        <button
          type="button"
          aria-expanded="false"
          aria-controls={panelId}
          aria-label={`${label} menu`}
          className={cn(
            "group flex h-9 w-6 items-center justify-center rounded-md transition-colors",
            menuItemColour(active),
          )}
        >
          <ChevronDown
            aria-hidden="true"
            className="size-4 group-aria-expanded:rotate-180 motion-safe:transition-transform"
          />
        </button>
      </div>
      <div
        id={panelId}
        className={cn(
          "invisible absolute top-full z-50 -translate-y-1 pt-2 opacity-0 motion-safe:transition-[opacity,translate] motion-safe:duration-150 motion-safe:ease-out",
          "data-open:visible data-open:translate-y-0 data-open:opacity-100",
          placement === "wide" ? "left-1/2 -translate-x-1/2" : "left-0",
          beforeEnhancement,
        )}
      >
        <div className={cn(cardClasses({ padding: "none" }), "shadow-2xl shadow-black/40", panelClassName)}>
          {children}
        </div>
      </div>
    </li>
  );
}
