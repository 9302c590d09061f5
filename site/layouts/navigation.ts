import type { PageRoute } from "../generated/page-routes";

/** The main menu, in its order. /products exists but is deliberately not listed. */
export const mainNavigation = [
  { label: "Home", href: "/" },
  { label: "About", href: "/about" },
  { label: "Services", href: "/services" },
  { label: "Projects", href: "/projects" },
  { label: "Industries", href: "/industries" },
  { label: "Case Studies", href: "/case-studies" },
  { label: "Careers", href: "/careers" },
  { label: "Blog", href: "/blog" },
  { label: "Contact", href: "/contact" },
] as const satisfies readonly { label: string; href: PageRoute }[];

/** A menu item is active on its own route and on the routes below it (/projects/x → Projects). */
export function isActive(href: string, pathname: string): boolean {
  if (href === "/") return pathname === "/";
  return pathname === href || pathname.startsWith(`${href}/`);
}
