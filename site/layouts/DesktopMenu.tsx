import type { ReactNode } from "react";
import type { MenuGroup, MenuItem } from "../../contracts/menu";
import { cn } from "../lib/cn";
import { MenuDropdown } from "./MenuDropdown";
import { IndustriesPanel, ServicesPanel } from "./MenuPanels";
import { menuItemClasses } from "./menu-styles";
import { isActive, mainNavigation } from "./navigation";

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
 * from the generated menus (their behaviour: site/enhance/behaviours/dropdown-menus.ts).
 */
export function DesktopMenu({ pathname, services, industries, className }: DesktopMenuProps) {
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
    <ul className={cn("relative items-center gap-1", className)}>
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
