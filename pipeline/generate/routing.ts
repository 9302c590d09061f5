import { listingPathPatterns } from "../routes/routes.ts";
import { banner, type Writer } from "./generated-file.ts";

/**
 * What the pages' config-time files read. Vike loads `+route` and `+prerender` with its config, and
 * `site dev` loads that config again whenever a module they import changes, reloading every open
 * page; two loads at once break each other (both write and delete the same transpiled file). So
 * nothing they read may change with a saved entry:
 * - `routing.ts`: the paths each listing's routes can take, from the collection registry only; the
 *   listing's `+data` answers 404 for one the build did not list (a tag with no posts, a page past
 *   the last).
 * - `has-entries.json`: whether each collection with pages of its own has an entry to build (one
 *   with none has no URL to prerender). A save changes it, so `+prerender` reads the file when Vike
 *   asks, during a build, and does not import it.
 */
export const routing: Writer = ({ validation, data }) => {
  const hasEntries: Record<string, boolean> = {};
  const patterns: Record<string, string[]> = {};
  for (const { collection } of validation.collections) {
    if (collection.kind !== "entries") continue;
    if (collection.listing !== undefined) patterns[collection.name] = listingPathPatterns(collection.listing);
    if (collection.route === undefined) continue;
    const entries = data.get(collection.name);
    hasEntries[collection.name] = Array.isArray(entries) && entries.length > 0;
  }
  const regexes = Object.entries(patterns)
    .map(
      ([name, list]) =>
        ` ${JSON.stringify(name)}: [${list.map((pattern) => String(new RegExp(pattern))).join(", ")}],`,
    )
    .join("\n");
  return [
    {
      path: "routing.ts",
      text: `${banner}/** The paths each listed collection's listing routes can take (page 1, page n, a tag, a tag's page n). */
export const listingRoutes: Readonly<Record<string, readonly RegExp[]>> = {
${regexes}
};
`,
    },
    { path: "has-entries.json", text: `${JSON.stringify(hasEntries, null, 1)}\n` },
  ];
};
