import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSite } from "../../pipeline/build/build.ts";
import { type BlogRoot, blogRoot } from "../../scripts/support/blog-root.ts";
import { newestFirst } from "../../site/components/blog/posts.ts";
import { repositoryCacheSnapshot } from "../support/repository-cache.ts";

interface GeneratedPost {
  slug: string;
  title: string;
  date: string;
  html: string;
  href: string;
}

/** The array literal of the generated module `export const blog: BlogPost[] = [...];`. */
function generatedPosts(root: string): GeneratedPost[] {
  const source = readFileSync(join(root, "site/generated/blog.ts"), "utf8");
  const literal = /^export const blog: BlogPost\[\] = (.*?);$/ms.exec(source)?.[1];
  if (literal === undefined) throw new Error("site/generated/blog.ts has no `export const blog`");
  return JSON.parse(literal) as GeneratedPost[];
}

describe("blog posts through validate + generate", () => {
  let fixture: BlogRoot | undefined;
  let root = "";
  let posts: GeneratedPost[] = [];
  let cacheBefore: Record<string, string> = {};

  beforeAll(async () => {
    cacheBefore = repositoryCacheSnapshot();
    fixture = blogRoot();
    root = fixture.root;
    const result = await buildSite(root, { skipPrerender: true });
    if (!result.ok) throw new Error(`build failed: ${JSON.stringify(result, null, 1).slice(0, 2000)}`);
    posts = generatedPosts(root);
  }, 120_000);

  afterAll(() => {
    fixture?.remove();
  });

  it("generates one entry per Markdown file, the body rendered to HTML", () => {
    expect(posts.map((post) => post.slug).sort()).toEqual(["alpha-middle", "newest-post", "older-post"]);
    const older = posts.find((post) => post.slug === "older-post");
    expect(older?.html).toContain("<h2>Start with an inventory</h2>");
    expect(older?.html).toContain("<strong>what</strong>");
    expect(posts.find((post) => post.slug === "newest-post")?.html).toContain("<li>Talk to users</li>");
  });

  it("lists them newest first", () => {
    expect(newestFirst(posts).map((post) => post.date)).toEqual(["2026-02-14", "2026-01-20", "2025-11-03"]);
  });

  it("gives each post the URL of its page", () => {
    expect(posts.map((post) => post.href).sort()).toEqual([
      "/blog/alpha-middle",
      "/blog/newest-post",
      "/blog/older-post",
    ]);
  });

  it("routes each post at /blog/<slug>", () => {
    const routes = JSON.parse(readFileSync(join(root, "site/generated/routes.json"), "utf8")) as unknown;
    const text = JSON.stringify(routes);
    for (const slug of ["alpha-middle", "newest-post", "older-post"]) expect(text).toContain(`/blog/${slug}`);
  });

  it("leaves the repository's caches as they were: the temporary root has caches of its own", () => {
    expect(repositoryCacheSnapshot()).toEqual(cacheBefore);
  });
});
