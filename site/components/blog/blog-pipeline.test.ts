import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSite } from "../../../cli/pipeline/build.ts";
import { newestFirst } from "./posts.ts";

const repo = resolve(import.meta.dirname, "../../..");

interface GeneratedPost {
  slug: string;
  title: string;
  date: string;
  html: string;
}

/**
 * A temporary project root: the real content and schemas plus the fixture posts in content/blog,
 * sharing the repository's image cache so the images stage only copies.
 */
function rootWithPosts(): string {
  const root = mkdtempSync(join(tmpdir(), "site-blog-"));
  cpSync(join(repo, "content"), join(root, "content"), { recursive: true });
  cpSync(join(repo, "tests/fixtures/blog-posts"), join(root, "content/blog"), { recursive: true });
  symlinkSync(join(repo, "schemas"), join(root, "schemas"));
  symlinkSync(join(repo, ".cache"), join(root, ".cache"));
  return root;
}

/** The array literal of the generated module `export const blog: BlogPost[] = [...];`. */
function generatedPosts(root: string): GeneratedPost[] {
  const source = readFileSync(join(root, "site/generated/blog.ts"), "utf8");
  const start = source.indexOf("= ") + 2;
  return JSON.parse(source.slice(start, source.lastIndexOf(";"))) as GeneratedPost[];
}

describe("blog posts through validate + generate", () => {
  let root = "";
  let posts: GeneratedPost[] = [];

  beforeAll(async () => {
    root = rootWithPosts();
    const result = await buildSite(root, { skipPrerender: true });
    if (!result.ok) throw new Error(`build failed: ${JSON.stringify(result, null, 1).slice(0, 2000)}`);
    posts = generatedPosts(root);
  }, 120_000);

  afterAll(() => {
    if (root) rmSync(root, { recursive: true, force: true });
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

  it("routes each post at /blog/<slug>", () => {
    const routes = JSON.parse(readFileSync(join(root, "site/generated/routes.json"), "utf8")) as unknown;
    const text = JSON.stringify(routes);
    for (const slug of ["alpha-middle", "newest-post", "older-post"]) expect(text).toContain(`/blog/${slug}`);
  });
});
