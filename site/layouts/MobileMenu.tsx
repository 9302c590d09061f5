import { Menu, X } from "lucide-react";
import type { MenuGroup, MenuItem } from "../../contracts/menu";
import { buttonClasses } from "../components/ui/ButtonLink";
import { ACCORDION, MOBILE_MENU } from "../enhance/attributes";
import { cn } from "../lib/cn";
import { MobileSubMenu, SubMenuLinks } from "./MobileSubMenu";
import { menuItemClasses } from "./menu-styles";
import { isActive, mainNavigation } from "./navigation";

interface MobileMenuProps {
  pathname: string;
  services: MenuGroup[];
  industries: MenuItem[];
  className?: string;
}

/**
 * The phone menu (below xl): a 'Menu' button and the panel it controls. The panel is a native
 * popover (`popover="auto"`, opened by the button's `popovertarget`), so it opens, closes and closes
 * on Escape without JavaScript, its Services and Industries sub-lists shown expanded. The page's
 * script (site/enhance/behaviours/mobile-menu.ts) adds aria-expanded, the scroll lock, focus
 * handling and the one-at-a-time accordion of the sub-lists. The call to action is not repeated
 * here: the header, which stays above the open panel, shows it at every width.
 */
export function MobileMenu({ pathname, services, industries, className }: MobileMenuProps) {
  const panelId = "mobile-menu";
  return (
    <div className={className}>
      <button
        type="button"
        popoverTarget={panelId}
        aria-controls={panelId}
        {...{ [MOBILE_MENU]: "" }}
        className="group inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md border border-line px-4 py-2 text-sm font-medium text-ink hover:border-accent max-sm:px-0"
      >
        <Menu aria-hidden="true" className="size-4 max-sm:size-5 group-aria-expanded:hidden" />
        <X aria-hidden="true" className="hidden size-4 max-sm:size-5 group-aria-expanded:block" />
        {/* On a phone the icon alone, beside the header's call to action. */}
        <span className="max-sm:sr-only">Menu</span>
      </button>
      <div
        id={panelId}
        popover="auto"
        className="fixed inset-x-0 top-20 bottom-0 m-0 h-auto max-h-none w-auto max-w-none overflow-y-auto overscroll-contain border-t border-line bg-ground text-ink xl:hidden"
      >
        <div className="mx-auto max-w-7xl px-4 pt-2 pb-8 sm:px-6">
          <ul className="flex flex-col gap-1" {...{ [ACCORDION]: "" }}>
            {mainNavigation.map((item) => {
              const active = isActive(item.href, pathname);
              if (item.href === "/services" || item.href === "/industries") {
                const groups = item.href === "/services" ? services : [{ group: "", items: industries }];
                return (
                  <MobileSubMenu key={item.href} label={item.label} active={active}>
                    <SubMenuLinks groups={groups} pathname={pathname} />
                    <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
                      <a
                        href={item.href}
                        aria-current={pathname === item.href ? "page" : undefined}
                        className="block rounded-md px-2 py-2 text-sm font-semibold text-accent-strong hover:text-ink"
                      >
                        View All {item.label}
                      </a>
                      {/* The Services dropdown ends with 'Get Quote', on the phone as on the desktop. */}
                      {item.href === "/services" ? (
                        <a href="/contact" className={buttonClasses("primary")}>
                          Get Quote
                        </a>
                      ) : null}
                    </div>
                  </MobileSubMenu>
                );
              }
              return (
                <li key={item.href}>
                  <a
                    href={item.href}
                    aria-current={active ? "page" : undefined}
                    className={cn(menuItemClasses(active), "py-3")}
                  >
                    {item.label}
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </div>
  );
}
