import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const SITE = import.meta.dirname;
/** The files Vike loads with its config (and loads again when a module they import changes). */
const CONFIG_TIME = new Set(["+config.ts", "+route.ts", "+prerender.ts"]);
/**
 * The modules of ours they may import a value from, none of which a saved entry changes: the listing
 * routes (see pipeline/generate/routing.ts) and the reader of has-entries.json, which reads the file
 * when Vike asks instead of importing it.
 */
const ALLOWED = new Set(["generated/routing", "lib/has-entries"]);

function configTimeFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" ? [] : configTimeFiles(path);
    return CONFIG_TIME.has(entry.name) ? [path] : [];
  });
}

/** The relative modules a file imports values from (type-only imports leave no trace once transpiled). */
function valueImports(path: string): string[] {
  const text = readFileSync(path, "utf8");
  return [...text.matchAll(/^import\s+(type\s+)?[^;]*?from\s+"(\.[^"]+)"/gm)]
    .filter((match) => match[1] === undefined)
    .map((match) => relative(SITE, join(dirname(path), match[2] ?? "")).replace(/\\/g, "/"));
}

describe("the files Vike loads with its config", () => {
  const files = configTimeFiles(SITE);

  it("are found: the site's config, the listing's route and the collections' prerender switches", () => {
    expect(files.map((path) => relative(SITE, path).replace(/\\/g, "/")).sort()).toEqual([
      "+config.ts",
      "pages/blog-listing/+route.ts",
      "pages/blog/@slug/+prerender.ts",
      "pages/careers/@id/+prerender.ts",
    ]);
  });

  // A module they import that changes with a saved entry makes site dev load Vike's config again on
  // every such save; two of them changed at once made two loads race and break every later page.
  it.each(files.map((path) => [relative(SITE, path), path]))(
    "%s imports values from the routing module and the has-entries reader only",
    (_, path) => {
      expect(valueImports(path).filter((module) => !ALLOWED.has(module))).toEqual([]);
    },
  );

  it("import nothing more through the has-entries reader", () => {
    expect(valueImports(join(SITE, "lib/has-entries.ts"))).toEqual([]);
  });
});
