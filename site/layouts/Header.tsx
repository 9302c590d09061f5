import { usePageContext } from "vike-react/usePageContext";
import { buttonClasses } from "../components/ui/ButtonLink";
import { industryMenu, serviceMenu } from "../generated/menus";
import { site } from "../generated/site";
import { siteLogoSrc } from "../generated/site-logo";
import { cn } from "../lib/cn";
import { DesktopMenu } from "./DesktopMenu";
import { MobileMenu } from "./MobileMenu";

/**
 * Fixed header with the main menu: from the xl breakpoint a menu bar with the Services and Industries
 * dropdowns, below it a menu button and its panel. The call to action stays in the header at every
 * width; on a phone the company name gives way to it (the mark stays, the name is still the link's
 * accessible name).
 */
export function Header() {
  const { urlPathname } = usePageContext();
  return (
    <header className="fixed inset-x-0 top-0 z-50 border-b border-line/60 bg-ground/90 backdrop-blur">
      <nav
        aria-label="Main"
        className="mx-auto flex h-20 max-w-7xl items-center justify-between gap-3 px-4 sm:gap-4 sm:px-6 lg:px-8"
      >
        <a href="/" className="flex shrink-0 items-center gap-2 text-lg font-bold whitespace-nowrap text-ink">
          {/* A 1 KB mark: low priority keeps it (and React's preload of it) out of the way of the page's own first paint. */}
          <img src={siteLogoSrc} alt="" width={32} height={32} />
          <span className="max-sm:sr-only">{site.name}</span>
        </a>
        <DesktopMenu
          pathname={urlPathname}
          services={serviceMenu}
          industries={industryMenu}
          className="hidden xl:flex"
        />
        <div className="flex items-center gap-2 sm:gap-3">
          <a href="/contact" className={cn(buttonClasses("primary"), "whitespace-nowrap max-sm:px-4")}>
            Get a FREE Consultation
          </a>
          <MobileMenu
            pathname={urlPathname}
            services={serviceMenu}
            industries={industryMenu}
            className="xl:hidden"
          />
        </div>
      </nav>
    </header>
  );
}
