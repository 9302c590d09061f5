import { banner, type Writer } from "./generated-file.ts";

/**
 * Whether each collection with pages of its own has an entry to build, for the pages' `+prerender`
 * (a collection with none has no URL to prerender). Kept apart from the data modules because Vike
 * reads `+prerender` with its config: a change to a module it imports makes `site dev` reload every
 * open page, and this one changes only when a collection gains its first entry or loses its last.
 */
export const collectionsWithEntries: Writer = ({ validation, data }) => {
  const hasEntries = Object.fromEntries(
    validation.collections
      .filter(({ collection }) => collection.kind === "entries" && collection.route !== undefined)
      .map(({ collection }) => {
        const entries = data.get(collection.name);
        return [collection.name, Array.isArray(entries) && entries.length > 0];
      }),
  );
  return [
    {
      path: "collections-with-entries.ts",
      text: `${banner}export const hasEntries: Readonly<Record<string, boolean>> = ${JSON.stringify(hasEntries, null, 1)};\n`,
    },
  ];
};
