import { listingPages } from "../routes.ts";
import { banner, type Writer } from "./generated-file.ts";

/** Each listed collection's pages (`<name>-listings.ts`): which entries each page shows, its series' hrefs. */
export const listings: Writer = ({ validation }) =>
  validation.collections.flatMap(({ collection, sources }) => {
    if (collection.kind !== "entries" || collection.listing === undefined) return [];
    const pages = listingPages(
      collection,
      sources.map((source) => source.data),
    );
    return [
      {
        path: `${collection.name}-listings.ts`,
        text: `${banner}import type { ListingPage } from "../lib/listing-page";

/** Every page listing ${collection.name}, newest first: all of them, then each tag's. */
export const ${collection.name}Listings: readonly ListingPage[] = ${JSON.stringify(pages, null, 2)};
`,
      },
    ];
  });
