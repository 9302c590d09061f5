import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LiveSite } from "../../pipeline/live/live-site.ts";
import { type BlogRoot, blogRoot } from "../../scripts/support/blog-root.ts";
import { testConfig } from "../../scripts/support/test-site.ts";
import { type RunningServer, startServer } from "../../server/main.ts";
import { siteBuild } from "../support/site-build.ts";

const DAY = 24 * 60 * 60 * 1000;
/** Whole seconds, as an editor writes a moment. */
const moment = (offset: number) => new Date(Math.floor((Date.now() + offset) / 1000) * 1000);
const tomorrow = moment(DAY);

function post(slug: string, title: string, tag: string, extra: string): string {
  return `---
slug: ${slug}
${extra}
title: ${title}
date: 2026-03-01
author: Ann Lee
summary: ${title}, a post of the editorial workflow's test, with a summary long enough to pass.
tags: [${tag}]
---

The post ${slug}.
`;
}

const POSTS = {
  "draft-post": post("draft-post", "A Post Still Being Written", "Drafting", "draft: true"),
  "tomorrow-post": post(
    "tomorrow-post",
    "A Post For Tomorrow",
    "Launch",
    `publishAt: ${tomorrow.toISOString()}`,
  ),
  "expired-post": post(
    "expired-post",
    "A Post That Expired",
    "Archive",
    `expireAt: ${moment(-DAY).toISOString()}`,
  ),
};

const REDIRECTS = `# The old name of the web design service.
- from: /services/web-design
  to: /services/website-design
`;

/** What a page or file of the build says about these posts, and whether a file of the build is there at all. */
const slugs = Object.keys(POSTS);

// Two builds of one project copy (today, then --at tomorrow) and a run of the live engine.
describe("the editorial workflow: drafts, a publishing window and redirects", { timeout: 600_000 }, () => {
  let project: BlogRoot;
  let root = "";
  let output = "";
  const dist = (path: string) => join(root, "dist", path);
  const read = (path: string) => readFileSync(dist(path), "utf8");

  beforeAll(() => {
    project = blogRoot({ withSite: true, prefix: "site-editorial-" });
    root = project.root;
    for (const [slug, text] of Object.entries(POSTS))
      writeFileSync(join(root, `content/blog/${slug}.md`), text);
    writeFileSync(join(root, "content/redirects.yaml"), REDIRECTS);
    output = siteBuild(root);
  }, 600_000);
  afterAll(() => project?.remove());

  describe("site build, today", () => {
    it("builds no page for a draft, a post before its publishAt or one past its expireAt", () => {
      for (const slug of slugs) expect(existsSync(dist(`client/blog/${slug}/index.html`)), slug).toBe(false);
      expect(existsSync(dist("client/blog/newest-post/index.html"))).toBe(true);
      for (const tag of ["drafting", "launch", "archive"])
        expect(existsSync(dist(`client/blog/tag/${tag}/index.html`)), tag).toBe(false);
    });

    it("lists none of them on the blog, in the sitemap or the feed, and draws no social image for them", () => {
      const places = {
        blog: read("client/blog/index.html"),
        sitemap: read("client/sitemap.xml"),
        feed: read("client/blog/feed.xml"),
      };
      for (const [place, text] of Object.entries(places)) {
        expect(text, place).toContain("/blog/newest-post");
        for (const slug of slugs) expect(text, `${place} lists ${slug}`).not.toContain(`/blog/${slug}`);
      }
      const social = readdirSync(dist("client/social"));
      expect(social.some((file) => file.startsWith("blog-newest-post-"))).toBe(true);
      for (const slug of slugs) expect(social.filter((file) => file.startsWith(`blog-${slug}-`))).toEqual([]);
    });

    it("says why each is left out, and when the site changes next (also in dist/build-info.json)", () => {
      expect(output).toMatch(/notice: content\/blog\/draft-post\.md:3:8 {2}a draft/);
      expect(output).toMatch(/notice: content\/blog\/tomorrow-post\.md:3:\d+ {2}scheduled for /);
      expect(output).toMatch(/notice: content\/blog\/expired-post\.md:3:\d+ {2}expired on /);
      expect(output).toMatch(/Next change: .*, when content\/blog\/tomorrow-post\.md appears/);
      const info = JSON.parse(read("build-info.json")) as {
        nextChange: { at: string; file: string; change: string };
        preview: boolean;
      };
      expect(info.preview).toBe(false);
      expect(info.nextChange.file).toBe("content/blog/tomorrow-post.md");
      expect(new Date(info.nextChange.at)).toEqual(tomorrow);
    });

    it("writes the redirect into both CDN folders' _redirects and the nginx include, and leaves it out of the sitemap", () => {
      expect(read("cloudflare/_redirects").split("\n")).toContain(
        "/services/web-design /services/website-design 301",
      );
      expect(read("netlify/_redirects").split("\n")).toContain(
        "/services/web-design /services/website-design 301!",
      );
      expect(read("nginx/site.conf")).toContain('location = "/services/web-design" {');
      expect(read("client/sitemap.xml")).not.toContain("/services/web-design<");
    });

    describe("served by the Node server", () => {
      let server: RunningServer;
      let dataDir = "";
      beforeAll(async () => {
        dataDir = mkdtempSync(join(tmpdir(), "site-editorial-data-"));
        server = await startServer(testConfig({ distDir: join(root, "dist"), dataDir }), { log: () => {} });
      });
      afterAll(async () => {
        await server?.close();
        rmSync(dataDir, { recursive: true, force: true });
      });

      it("answers the old address with a 301 to the page, and a draft's address with 404", async () => {
        const moved = await fetch(`${server.url}/services/web-design?ref=card`, { redirect: "manual" });
        expect(moved.status).toBe(301);
        expect(moved.headers.get("location")).toBe("/services/website-design?ref=card");
        expect((await fetch(`${server.url}/blog/draft-post`)).status).toBe(404);
      });
    });
  });

  describe("site build --at tomorrow", () => {
    let previewOutput = "";
    beforeAll(() => {
      previewOutput = siteBuild(root, ["--at", new Date(tomorrow.getTime() + 60_000).toISOString()]);
    }, 600_000);

    it("builds the post scheduled for then, with its tag's listing; the draft and the expired post stay out", () => {
      expect(previewOutput).toContain("Built as the site will be at");
      expect(existsSync(dist("client/blog/tomorrow-post/index.html"))).toBe(true);
      expect(existsSync(dist("client/blog/tag/launch/index.html"))).toBe(true);
      expect(read("client/sitemap.xml")).toContain("/blog/tomorrow-post");
      for (const slug of ["draft-post", "expired-post"])
        expect(existsSync(dist(`client/blog/${slug}/index.html`)), slug).toBe(false);
      expect((JSON.parse(read("build-info.json")) as { preview: boolean }).preview).toBe(true);
    });
  });

  describe("the live engine of site dev", () => {
    it("builds the draft, listed among the drafts the pages mark", async () => {
      const run = await new LiveSite(root).start();
      expect(run.problems).toEqual([]);
      const generated = (file: string) => readFileSync(join(root, "site/generated", file), "utf8");
      expect(JSON.parse(generated("drafts.json"))).toEqual(["/blog/draft-post"]);
      expect(generated("blog.ts")).toContain('"slug": "draft-post"');
      expect(JSON.parse(generated("routes.json"))).toContain("/blog/draft-post");
      // Never in what a search engine reads, even in development.
      expect(generated("public/sitemap.xml")).not.toContain("/blog/draft-post");
      expect(generated("public/blog/feed.xml")).not.toContain("/blog/draft-post");
    });
  });
});
