import type { Thing, WithContext } from "schema-dts";

/** Structured data for search engines, one graph per page. */
export type StructuredData = Exclude<Thing, string>;

/**
 * A `<script type="application/ld+json">`: a data block, never run, so the Content-Security-Policy
 * neither blocks it nor needs its hash (server/inline-scripts.ts hashes runnable types only).
 * `<` is escaped so no text in the data can close the script element.
 */
export function JsonLd({ items }: { items: readonly StructuredData[] }) {
  const document:
    | WithContext<Thing>
    | { "@context": "https://schema.org"; "@graph": readonly StructuredData[] } = {
    "@context": "https://schema.org",
    "@graph": items,
  };
  const json = JSON.stringify(document).replace(/</g, "\\u003c");
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with '<' escaped, a data block the browser never runs
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
