import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { codeRoutes, type EntryCollection, type SingleCollection } from "../collections.ts";
import { loadContentFile } from "../load/load.ts";
import type { SourceFile } from "../load/source-file.ts";
import { entryHref, notFoundHref, pageRoutes, routeTable } from "./routes.ts";

const guides: EntryCollection = {
  kind: "entries",
  name: "guides",
  schema: "guides",
  folder: "guides",
  extensions: [".yaml"],
  idField: "slug",
  route: "/guides/{id}",
  notFoundId: "_missing",
};
const guidesPage: SingleCollection = {
  kind: "single",
  name: "guidesPage",
  schema: "page-guides",
  file: "pages/guides.yaml",
  route: "/guides",
};

async function entry(slug: string): Promise<SourceFile> {
  const path = join(mkdtempSync(join(tmpdir(), "site-routes-")), `${slug}.yaml`);
  writeFileSync(path, `slug: ${slug}\n`);
  const result = await loadContentFile(path, `content/guides/${slug}.yaml`);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.source;
}

describe("routes from the registry", () => {
  it("fills an entry's id into its collection's route", () => {
    expect(entryHref(guides, { slug: "first-steps" })).toBe("/guides/first-steps");
    expect(entryHref({ ...guides, route: undefined }, { slug: "first-steps" })).toBeUndefined();
    expect(notFoundHref(guides)).toBe("/guides/_missing");
  });

  it("lists one-off pages, every entry's page, and not the not-found page", async () => {
    const read = [
      { collection: guidesPage, sources: [] },
      { collection: guides, sources: [await entry("beta"), await entry("alpha")] },
    ];
    expect(pageRoutes(read)).toEqual([...codeRoutes, "/guides"].sort());
    expect(routeTable(read, "UTC")).toEqual(
      [...codeRoutes, "/guides", "/guides/alpha", "/guides/beta"].sort(),
    );
  });
});
