import { afterAll, describe, expect, it } from "vitest";
import { blogRoot } from "../../scripts/support/blog-root.ts";
import { repoRoot } from "../../tests/support/fixture-root.ts";
import { listingPages } from "../routes/routes.ts";
import { validateContent } from "../validate/validate.ts";
import { collectionData } from "./collection-data.ts";
import type { BuiltAssets, GeneratedFile } from "./generated-file.ts";
import { routing } from "./routing.ts";

const assets: BuiltAssets = { images: new Map(), media: new Map(), clientLogos: [], socialImages: new Map() };

async function routingOf(root: string): Promise<Map<string, string>> {
  const validation = await validateContent(root);
  const files: GeneratedFile[] = await routing({
    root,
    validation,
    assets,
    data: collectionData(validation, assets),
  });
  return new Map(files.map((file) => [file.path, file.text]));
}

/** The generated module's patterns, as the listing's +route reads them. */
async function listingRoutesOf(text: string): Promise<Record<string, readonly RegExp[]>> {
  const module: { listingRoutes: Record<string, readonly RegExp[]> } = await import(
    `data:text/javascript,${encodeURIComponent(text.replace(/: Readonly<[^=]+=/, " ="))}`
  );
  return module.listingRoutes;
}

describe("the routing files the pages' config-time files read", () => {
  const project = blogRoot();
  afterAll(project.remove);

  // Vike loads its config again when a module that +route imports changes: no saved post may change it.
  it("give the same routing module for a blog with posts and one without; only has-entries.json differs", async () => {
    const [none, some] = await Promise.all([routingOf(repoRoot), routingOf(project.root)]);
    expect(some.get("routing.ts")).toBe(none.get("routing.ts"));
    expect(JSON.parse(none.get("has-entries.json") ?? "")).toMatchObject({ blog: false, jobs: true });
    expect(JSON.parse(some.get("has-entries.json") ?? "")).toMatchObject({ blog: true, jobs: true });
  }, 30_000);

  it("match every listing path the build lists, and no post's own path", async () => {
    const validation = await validateContent(project.root);
    const patterns =
      (await listingRoutesOf((await routingOf(project.root)).get("routing.ts") ?? "")).blog ?? [];
    const matches = (path: string) => patterns.some((pattern) => pattern.test(path));
    const blog = validation.collections.find(({ collection }) => collection.name === "blog");
    if (blog?.collection.kind !== "entries") throw new Error("the registry has no blog collection");
    const entries = blog.sources.map((source) => source.data);
    const hrefs = listingPages(blog.collection, entries, validation.timeZone).map((page) => page.href);
    expect(hrefs.length).toBeGreaterThan(2);
    expect(hrefs.filter((href) => !matches(href))).toEqual([]);
    const posts = validation.routes.filter((route) => route.startsWith("/blog/") && !hrefs.includes(route));
    expect(posts.length).toBeGreaterThan(0);
    expect(posts.filter(matches)).toEqual([]);
    expect(["/blog/tag", "/blog/page/two", "/blog/tag/cloud/page/", "/blogs"].filter(matches)).toEqual([]);
  }, 30_000);
});
