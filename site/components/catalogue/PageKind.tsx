import type { ReactNode } from "react";

export type PageKindName = "services" | "industries" | "products";

/**
 * Gives the page's sections the accent of its kind (`text-kind`, `bg-kind/10`…), set in
 * site/styles/global.css, so a visitor tells a service page from an industry page at a glance.
 */
export function PageKind({ kind, children }: { kind: PageKindName; children: ReactNode }) {
  return <div data-page-kind={kind}>{children}</div>;
}
