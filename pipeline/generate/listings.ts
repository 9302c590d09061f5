import { tagSlug } from "../routes/pagination.ts";
import { listingHref, listingPages } from "../routes/routes.ts";
import { banner, type Writer } from "./generated-file.ts";

/** Each listed collection's pages (`<name>-listings.ts`): which entries each page shows, its series' hrefs. */
export const listings: Writer = ({ validation }) =>
  validation.collections.flatMap(({ collection, sources }) => {
    if (collection.kind !== "entries" || collection.listing === undefined) return [];
    const pages = listingPages(
      collection,
      sources.map((source) => source.data),
      validation.timeZone,
    );
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
