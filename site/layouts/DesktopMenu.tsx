import { type ReactNode, useRef } from "react";
import { cn } from "../lib/cn";
import type { MenuGroup, MenuItem } from "../lib/menu";
import { type DropdownControls, MenuDropdown } from "./MenuDropdown";
import { IndustriesPanel, ServicesPanel } from "./MenuPanels";
import { menuItemClasses } from "./menu-styles";
import { isActive, mainNavigation } from "./navigation";
import { useOpenMenu } from "./use-open-menu";

interface Dropdown {
  placement: "wide" | "below";
  /** The panel box's width and padding. */
  box: string;
  panel: ReactNode;
}

interface DesktopMenuProps {
  pathname: string;
  services: MenuGroup[];
  industries: MenuItem[];
  className?: string;
}

/**
 * The desktop menu bar: the main menu, with the Services and Industries items as dropdowns built
 * from the generated menus. Its props are plain data; all the menu state lives here and below. The
 * header remounts it on every route change, which closes whatever was open.
 */
export function DesktopMenu({ pathname, services, industries, className }: DesktopMenuProps) {
  const root = useRef<HTMLUListElement>(null);
  const menu = useOpenMenu(root);
  const controls = (id: string): DropdownControls => ({
    open: menu.id === id,
    pinned: menu.pinned,
    onOpen: (pinned) => menu.open(id, pinned),
    onClose: () => menu.close(id),
    onCloseSoon: () => menu.closeSoon(id),
  });

  const dropdowns: Partial<Record<string, Dropdown>> = {
    "/services": {
      placement: "wide",
      box: "w-[900px] p-6",
      panel: <ServicesPanel groups={services} pathname={pathname} />,
    },
    "/industries": {
      placement: "below",
      box: "w-60 p-3",
      panel: <IndustriesPanel items={industries} pathname={pathname} />,
    },
  };

  return (
    <ul ref={root} className={cn("relative items-center gap-1", className)}>
      {mainNavigation.map((item) => {
        const active = isActive(item.href, pathname);
        const dropdown = dropdowns[item.href];
        if (dropdown) {
          return (
            <MenuDropdown
              key={item.href}
              label={item.label}
              href={item.href}
              active={active}
              placement={dropdown.placement}
              panelClassName={dropdown.box}
              {...controls(item.href)}
            >
              {dropdown.panel}
            </MenuDropdown>
          );
        }
        return (
          <li key={item.href}>
            <a
              href={item.href}
              aria-current={active ? "page" : undefined}
              className={menuItemClasses(active)}
            >
              {item.label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
