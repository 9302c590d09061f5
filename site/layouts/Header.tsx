import { usePageContext } from "vike-react/usePageContext";
import { buttonClasses } from "../components/ui/ButtonLink";
import { industryMenu, serviceMenu } from "../generated/menus";
import { site } from "../generated/site";
import { cn } from "../lib/cn";
import { DesktopMenu } from "./DesktopMenu";
import { menuItemClasses } from "./menu-styles";
import { isActive, mainNavigation } from "./navigation";

function NavLinks({ pathname, className }: { pathname: string; className: string }) {
  return (
    <ul className={className}>
      {mainNavigation.map((item) => {
        const active = isActive(item.href, pathname);
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

/**
 * Fixed header with the main menu: from the xl breakpoint a menu bar with the Services and Industries
 * dropdowns, below it a disclosure.
 */
export function Header() {
  const { urlPathname } = usePageContext();
  return (
    <header className="fixed inset-x-0 top-0 z-50 border-b border-line/60 bg-ground/90 backdrop-blur">
      <nav
        aria-label="Main"
        className="mx-auto flex h-20 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8"
      >
        <a href="/" className="flex items-center gap-2 text-lg font-bold whitespace-nowrap text-ink">
          <img src="/favicon.svg" alt="" width={32} height={32} />
          {site.name}
        </a>
        {/* Keyed by the path, like the phone menu, so a client-side navigation closes its dropdowns. */}
        <DesktopMenu
          key={`menu-bar:${urlPathname}`}
          pathname={urlPathname}
          services={serviceMenu}
          industries={industryMenu}
          className="hidden xl:flex"
        />
        {/* The wrapper hides the button: `hidden` on the button itself loses to its own inline-flex. */}
        <div className="hidden md:block">
          <a href="/contact" className={buttonClasses("primary")}>
            Get a FREE Consultation
          </a>
        </div>
        {/* Keyed by the path so that choosing a link (a client-side navigation) closes the menu. */}
        <details key={urlPathname} className="group xl:hidden">
          <summary className="cursor-pointer list-none rounded-md border border-line px-4 py-2 text-sm font-medium text-ink [&::-webkit-details-marker]:hidden">
            Menu
          </summary>
          <div className="absolute inset-x-0 top-20 border-b border-line bg-ground px-4 pb-6 shadow-xl">
            <NavLinks pathname={urlPathname} className="flex flex-col gap-1 py-2" />
            <div className="md:hidden">
              <a href="/contact" className={cn(buttonClasses("primary"), "w-full")}>
                Get a FREE Consultation
              </a>
            </div>
          </div>
        </details>
      </nav>
    </header>
  );
}
