import { banner, type Writer } from "./generated-file.ts";

/**
 * What the pages' `+prerender` and `+route` files read (`routing.ts`): whether each collection with
 * pages of its own has an entry to build (one with none has no URL to prerender) and the href of
 * every listing page. Vike loads those files with its config, and `site dev` loads that config again
 * (reloading every open page) whenever a module they import changes; so they import this one module
 * only, which a saved entry changes only when a collection gains its first entry or loses its last,
 * or a listing page or tag comes or goes. One module, too, because two of them changed by one save
 * made Vike load its config twice at once, and the two loads broke each other.
 */
export const routing: Writer = ({ validation, data, listings }) => {
  const hasEntries: Record<string, boolean> = {};
  for (const { collection } of validation.collections) {
    if (collection.kind !== "entries" || collection.route === undefined) continue;
    const entries = data.get(collection.name);
    hasEntries[collection.name] = Array.isArray(entries) && entries.length > 0;
  }
  const listingHrefs = Object.fromEntries(
    [...listings].map(([name, pages]) => [name, pages.map((page) => page.href)]),
  );
  return [
    {
      path: "routing.ts",
      text: `${banner}/** Whether each collection with pages of its own has an entry to build. */
export const hasEntries: Readonly<Record<string, boolean>> = ${JSON.stringify(hasEntries, null, 1)};

/** The href of every page listing each listed collection: all of them, then each tag's. */
export const listingHrefs: Readonly<Record<string, readonly string[]>> = ${JSON.stringify(listingHrefs, null, 1)};
`,
    },
  ];
};
