import type { ListingPage } from "../../contracts/listing-page.ts";
import { tagSlug } from "../routes/pagination.ts";
import { listingHref, listingPages } from "../routes/routes.ts";
import type { ValidationResult } from "../validate/validate.ts";
import { banner, type Writer } from "./generated-file.ts";

/** Each listed collection's listing pages, by collection name: made once for every writer. */
export function listingsOf(validation: ValidationResult): Map<string, ListingPage[]> {
  const pages = new Map<string, ListingPage[]>();
  for (const { collection, sources } of validation.collections) {
    if (collection.kind !== "entries" || collection.listing === undefined) continue;
    pages.set(
      collection.name,
      listingPages(
        collection,
        sources.map((source) => source.data),
        validation.timeZone,
      ),
    );
  }
  return pages;
}

/** Each listed collection's pages (`<name>-listings.ts`): which entries each page shows, its series' hrefs. */
export const listings: Writer = ({ validation, listings }) =>
  validation.collections.flatMap(({ collection, sources }) => {
    const pages = listings.get(collection.name);
    if (collection.kind !== "entries" || collection.listing === undefined || pages === undefined) return [];
    const { listing } = collection;
    const tagHrefs: Record<string, string> = {};
    for (const { data } of sources) {
      const tags = (data as Record<string, unknown> | null)?.[listing.tagsField];
      for (const tag of Array.isArray(tags) ? tags : []) {
        const slug = typeof tag === "string" ? tagSlug(tag) : "";
        if (slug !== "") tagHrefs[tag as string] = listingHref(listing, 1, slug);
      }
    }
    return [
      {
        path: `${collection.name}-listings.ts`,
        text: `${banner}import type { ListingPage } from "../../contracts/listing-page";

/** Every page listing ${collection.name}, newest first: all of them, then each tag's. */
export const ${collection.name}Listings: readonly ListingPage[] = ${JSON.stringify(pages, null, 2)};

/** The first page of each tag's listing, by the tag as the entries spell it. */
export const ${collection.name}TagHrefs: Readonly<Record<string, string>> = ${JSON.stringify(tagHrefs, null, 2)};
`,
      },
    ];
  });
