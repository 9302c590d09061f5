import { readFileSync } from "node:fs";

/**
 * Whether the build found an entry of `collection` to give a page of its own, in the generated
 * `has-entries.json` at `file`. Read from disk when Vike asks, during a build: imported, it would be
 * a module of Vike's config, which site dev loads again whenever a saved entry changes it.
 */
export function hasEntries(file: URL, collection: string): boolean {
  const found: unknown = JSON.parse(readFileSync(file, "utf8"));
  return typeof found === "object" && found !== null && Reflect.get(found, collection) === true;
}
