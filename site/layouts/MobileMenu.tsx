import { Menu, X } from "lucide-react";
import { type FocusEvent, type MouseEvent, useEffect, useRef, useState } from "react";
import { useHydrated } from "vike-react/useHydrated";
import { buttonClasses } from "../components/ui/ButtonLink";
import { cn } from "../lib/cn";
import type { MenuGroup, MenuItem } from "../lib/menu";
import { lockScroll } from "../lib/scroll-lock";
import { useMediaQuery } from "../lib/use-media-query";
import { MobileSubMenu, SubMenuLinks } from "./MobileSubMenu";
import { menuItemClasses } from "./menu-styles";
import { isActive, mainNavigation } from "./navigation";

/** Tailwind's xl breakpoint, where the menu bar takes over. */
const DESKTOP = "(min-width: 80rem)";

type SubMenuId = "/services" | "/industries";

interface MobileMenuProps {
  pathname: string;
  services: MenuGroup[];
  industries: MenuItem[];
  className?: string;
}

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The phone menu (below xl): a 'Menu' button and the panel it controls. The panel is a native
 * popover (`popover="auto"`, opened by the button's `popovertarget`), so it opens, closes and
 * closes on Escape even before hydration and without JavaScript; the Services and Industries
 * sub-lists then show expanded. Once hydrated the sub-lists are an accordion (one open at a time),
 * and React follows the popover's toggle event: aria-expanded, the page behind locked in place,
 * focus on the first link when it opens and back on the button when it closes. Choosing a link, a
 * route change, focus leaving the menu and widening to the menu bar close it.
 */
export function MobileMenu({ pathname, services, industries, className }: MobileMenuProps) {
  const hydrated = useHydrated();
  const desktop = useMediaQuery(DESKTOP);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = "mobile-menu";
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<SubMenuId | null>(null);

  const close = () => {
    if (panel.current?.matches(":popover-open")) panel.current.hidePopover();
  };

  useEffect(() => {
    const element = panel.current;
    if (!element) return;
    const onToggle = (event: Event) => {
      const isOpen = (event as ToggleEvent).newState === "open";
      setOpen(isOpen);
      if (isOpen) return;
      setExpanded(null);
      // The popover gives focus back to the button when it had it; cover the other ways of closing.
      const focused = document.activeElement;
      if (!focused || focused === document.body || element.contains(focused)) button.current?.focus();
    };
    element.addEventListener("toggle", onToggle);
    // It may have been opened before hydration.
    setOpen(element.matches(":popover-open"));
    return () => element.removeEventListener("toggle", onToggle);
  }, []);

  useEffect(() => {
    if (!open) return;
    const unlock = lockScroll();
    panel.current?.querySelector<HTMLElement>("a[href], button")?.focus();
    return unlock;
  }, [open]);

  // A route change (also back/forward) closes it; the first run is hydration, which must not.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    close();
  });

  useEffect(() => {
    if (desktop) close();
  });

  const onPanelClick = (event: MouseEvent<HTMLDivElement>) => {
    if (isPlainClick(event) && (event.target as HTMLElement).closest("a[href]")) close();
  };

  /** Tabbing past the last link (or back past the button) leaves the menu: close it behind you. */
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (next && !event.currentTarget.contains(next)) close();
  };

  const subMenu = (id: SubMenuId) => ({
    // Before hydration the buttons cannot toggle: the sub-lists show, and say so.
    expanded: !hydrated || expanded === id,
    onToggle: () => setExpanded((current) => (current === id ? null : id)),
  });

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: only notices focus leaving the menu
    <div className={className} onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        popoverTarget={panelId}
        aria-controls={panelId}
        aria-expanded={hydrated ? open : undefined}
        className="inline-flex min-h-11 items-center gap-2 rounded-md border border-line px-4 py-2 text-sm font-medium text-ink hover:border-accent"
      >
        {open ? <X aria-hidden="true" className="size-4" /> : <Menu aria-hidden="true" className="size-4" />}
        Menu
      </button>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the click only notices a chosen link */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link is a click too */}
      <div
        ref={panel}
        id={panelId}
        popover="auto"
        onClick={onPanelClick}
        className="fixed inset-x-0 top-20 bottom-0 m-0 h-auto max-h-none w-auto max-w-none overflow-y-auto overscroll-contain border-t border-line bg-ground text-ink xl:hidden"
      >
        <div className="mx-auto max-w-7xl px-4 pt-2 pb-8 sm:px-6">
          <ul className="flex flex-col gap-1">
            {mainNavigation.map((item) => {
              const active = isActive(item.href, pathname);
              if (item.href === "/services" || item.href === "/industries") {
                const groups = item.href === "/services" ? services : [{ group: "", items: industries }];
                return (
                  <MobileSubMenu key={item.href} label={item.label} active={active} {...subMenu(item.href)}>
                    <SubMenuLinks groups={groups} pathname={pathname} />
                    <a
                      href={item.href}
                      aria-current={pathname === item.href ? "page" : undefined}
                      className="mt-2 block rounded-md px-2 py-2 text-sm font-semibold text-accent-strong hover:text-ink"
                    >
                      View All {item.label}
                    </a>
                  </MobileSubMenu>
                );
              }
              return (
                <li key={item.href}>
                  <a
                    href={item.href}
                    aria-current={active ? "page" : undefined}
                    className={cn(menuItemClasses(active), "py-3 text-base")}
                  >
                    {item.label}
                  </a>
                </li>
              );
            })}
          </ul>
          {/* From md the header shows this button itself. */}
          <div className="mt-6 md:hidden">
            <a href="/contact" className={cn(buttonClasses("primary"), "w-full")}>
              Get a FREE Consultation
            </a>
          </div>
        </div>
      </div>
    </div>
  );
}
