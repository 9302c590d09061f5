import type { ListingPage } from "../../contracts/listing-page.ts";

/** Pages needed for `total` entries; an empty listing still has its first page (its empty state). */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** Splits `ids` (already in listing order) into pages of `perPage`. */
export function paginate(
  ids: readonly string[],
  perPage: number,
  tag: string | null,
  hrefOf: (page: number) => string,
): ListingPage[] {
  const count = pageCount(ids.length, perPage);
  const pageHrefs = Array.from({ length: count }, (_, index) => hrefOf(index + 1));
  return pageHrefs.map((href, index) => ({
    href,
    tag,
    page: index + 1,
    pageHrefs,
    ids: ids.slice(index * perPage, (index + 1) * perPage),
  }));
}

/** "Cloud & AI" → "cloud-ai": the tag's part of a URL. */
export function tagSlug(tag: string): string {
  return tag
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export interface ListedEntry {
  id: string;
  date: string;
  tags: readonly string[];
}

// localeCompare's order from one collator: localeCompare makes a new one on every call, which
// cost more than the rest of validation at a thousand posts.
const textOrder = new Intl.Collator().compare;

/** Newest first, then by id for a stable order (site/components/blog/posts.ts sorts the same way). */
export function newestFirst(entries: readonly ListedEntry[]): ListedEntry[] {
  return [...entries].sort((a, b) => textOrder(b.date, a.date) || textOrder(a.id, b.id));
}

/**
 * The ids carrying each tag, newest first, by tag slug. Tags that differ only in case or
 * punctuation share a page, named by the first spelling met; a tag with no letters or digits has none.
 */
export function entriesByTag(sorted: readonly ListedEntry[]): Map<string, { tag: string; ids: string[] }> {
  const byTag = new Map<string, { tag: string; ids: string[] }>();
  for (const entry of sorted) {
    for (const tag of entry.tags) {
      const slug = tagSlug(tag);
      if (slug === "") continue;
      const series = byTag.get(slug) ?? { tag, ids: [] };
      if (series.ids.at(-1) !== entry.id) series.ids.push(entry.id);
      byTag.set(slug, series);
    }
  }
  return byTag;
}
