import { usePageContext } from "vike-react/usePageContext";
import { buttonClasses } from "../components/ui/ButtonLink";
import { industryMenu, serviceMenu } from "../generated/menus";
import { site } from "../generated/site";
import { DesktopMenu } from "./DesktopMenu";
import { MobileMenu } from "./MobileMenu";

/**
 * Fixed header with the main menu: from the xl breakpoint a menu bar with the Services and Industries
 * dropdowns, below it a menu button and its panel.
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
          {/* A 1 KB mark: low priority keeps it (and React's preload of it) out of the way of the page's own first paint. */}
          <img src="/favicon.svg" alt="" width={32} height={32} fetchPriority="low" />
          {site.name}
        </a>
        <DesktopMenu
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
        <MobileMenu
          pathname={urlPathname}
          services={serviceMenu}
          industries={industryMenu}
          className="xl:hidden"
        />
      </nav>
    </header>
  );
}
