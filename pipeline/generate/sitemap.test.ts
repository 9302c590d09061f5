import { spawnSync } from "node:child_process";
import { utimesSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { blogRoot } from "../../scripts/support/blog-root.ts";
import { repoRoot } from "../../tests/support/fixture-root.ts";
import { validateContent } from "../validate/validate.ts";
import type { BuiltAssets } from "./generated-file.ts";
import { sitemap } from "./sitemap.ts";

const assets: BuiltAssets = { images: new Map(), media: new Map(), clientLogos: [], socialImages: new Map() };
const data = new Map<string, unknown>([["site", { url: "https://www.example.com" }]]);

async function sitemapOf(root: string): Promise<string> {
  const validation = await validateContent(root);
  const [file] = await sitemap({ root, validation, assets, data });
  return file?.text ?? "";
}

function entries(xml: string): Map<string, string | undefined> {
  const found = new Map<string, string | undefined>();
  for (const [, loc = "", lastmod] of xml.matchAll(
    /<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g,
  ))
    found.set(loc, lastmod);
  return found;
}

describe("sitemap.xml", () => {
  it("lists every route once, absolute, each with a lastmod from the last commit of its content", async () => {
    const validation = await validateContent(repoRoot);
    const urls = entries(await sitemapOf(repoRoot));
    expect([...urls.keys()]).toEqual(
      validation.routes.map((route) => `https://www.example.com${route === "/" ? "" : route}`),
    );
    expect([...urls.values()].filter((lastmod) => !lastmod)).toEqual([]);
    const committed = spawnSync("git", ["log", "-1", "--format=%cI", "--", "content/pages/about.yaml"], {
      cwd: repoRoot,
      encoding: "utf8",
    }).stdout.trim();
    expect(urls.get("https://www.example.com/about")).toBe(new Date(committed).toISOString().slice(0, 10));
  }, 30_000);

  describe("outside git", () => {
    const project = blogRoot();
    afterAll(project.remove);

    it("falls back to the content file's modification time", async () => {
      utimesSync(
        join(project.root, "content/pages/about.yaml"),
        new Date("2025-06-30T12:00:00Z"),
        new Date("2025-06-30T12:00:00Z"),
      );
      const urls = entries(await sitemapOf(project.root));
      expect(urls.get("https://www.example.com/about")).toBe("2025-06-30");
    }, 30_000);
  });
});
