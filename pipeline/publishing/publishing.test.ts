import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BlogRoot, blogRoot } from "../../scripts/support/blog-root.ts";
import { idOf } from "../routes/routes.ts";
import { validateContent } from "../validate/validate.ts";

const DRAFT = `---
slug: draft-post
draft: true
title: A Post Still Being Written
date: 2026-03-01
author: Ann Lee
summary: Notes for a post about release planning that is not ready to go out yet.
tags: [Planning]
---

Still writing. See [the other draft](/blog/draft-post) and [a page](/about).
`;

/** Line and column (1-based) of the first `needle` in `text`. */
function placeOf(text: string, needle: string): { line: number; column: number } {
  const lines = text.slice(0, text.indexOf(needle)).split("\n");
  return { line: lines.length, column: (lines.at(-1)?.length ?? 0) + 1 };
}

describe("drafts and the publishing window", () => {
  let project: BlogRoot;
  let root = "";
  const path = (file: string) => join(root, file);
  const write = (file: string, text: string) => writeFileSync(path(file), text);
  const edit = (file: string, from: string | RegExp, to: string) => {
    const text = readFileSync(path(file), "utf8");
    if (!text.match(from)) throw new Error(`${file} holds no ${from}`);
    write(file, text.replace(from, to));
  };
  let linking = "";

  beforeAll(() => {
    project = blogRoot({ prefix: "site-publishing-" });
    root = project.root;
    write("content/blog/draft-post.md", DRAFT);
    // A published post and a published page link to the draft.
    edit("content/blog/newest-post.md", "- Talk to users", "- Talk to users: [drafts](/blog/draft-post)");
    edit("content/industries/finance.yaml", "to: /contact", "to: /blog/draft-post#plan");
    linking = readFileSync(path("content/blog/newest-post.md"), "utf8");
  });
  afterAll(() => project.remove());

  describe("a draft", () => {
    it("is left out of a build, with a notice at its draft line", async () => {
      const result = await validateContent(root);
      expect(result.routes).not.toContain("/blog/draft-post");
      const blog = result.collections.find(({ collection }) => collection.name === "blog");
      expect(blog?.sources.map((source) => idOf(source.data, "slug"))).not.toContain("draft-post");
      expect(result.notices).toEqual([
        expect.objectContaining({ file: "content/blog/draft-post.md", line: 3, column: 8, rule: "draft" }),
      ]);
      expect(result.draftRoutes).toEqual([]);
    });

    it("is a located problem where a published page links to it, in a Markdown body and a route field", async () => {
      const { problems } = await validateContent(root);
      const finance = readFileSync(path("content/industries/finance.yaml"), "utf8");
      expect(problems).toEqual([
        expect.objectContaining({
          file: "content/blog/newest-post.md",
          ...placeOf(linking, "/blog/draft-post"),
          rule: "unpublished-link",
          message:
            "'/blog/draft-post' is a draft (content/blog/draft-post.md): site build makes no page for it",
          hint: "publish it first (delete 'draft: true' in content/blog/draft-post.md), or link elsewhere",
        }),
        expect.objectContaining({
          file: "content/industries/finance.yaml",
          ...placeOf(finance, "/blog/draft-post#plan"),
          rule: "unpublished-link",
        }),
      ]);
    });

    it("is kept and marked where drafts are shown (the live engine), its own links to drafts allowed", async () => {
      const result = await validateContent(root, new Date(), { includeDrafts: true });
      expect(result.routes).toContain("/blog/draft-post");
      expect(result.draftRoutes).toEqual(["/blog/draft-post"]);
      // The published pages' links are problems all the same; the draft's own link is not.
      expect(result.problems.map((problem) => problem.file)).toEqual([
        "content/blog/newest-post.md",
        "content/industries/finance.yaml",
      ]);
    });

    it("takes a project's detail page with it", async () => {
      edit("content/projects/better-that.yaml", /^id: better-that$/m, "id: better-that\ndraft: true");
      try {
        const result = await validateContent(root);
        expect(result.routes).not.toContain("/projects/better-that");
        expect(result.routes).toContain("/projects/lumiere-solutions");
      } finally {
        edit("content/projects/better-that.yaml", "draft: true\n", "");
      }
    });
  });

  describe("publishAt and expireAt", () => {
    beforeAll(() => {
      // The draft and the links to it are dealt with above.
      write("content/blog/draft-post.md", DRAFT.replace("draft: true\n", ""));
      edit(
        "content/blog/older-post.md",
        /^date: .*$/m,
        "date: 2025-11-03\npublishAt: 2026-07-01T09:00:00+10:00",
      );
      edit("content/blog/alpha-middle.md", /^date: .*$/m, "date: 2025-12-01\nexpireAt: 2026-06-01");
    });

    it("leaves out an entry before its publishAt and from its expireAt, with notices saying when", async () => {
      const result = await validateContent(root, "2026-06-15T12:00:00+10:00");
      expect(result.problems).toEqual([]);
      expect(result.routes).not.toContain("/blog/older-post");
      expect(result.routes).not.toContain("/blog/alpha-middle");
      expect(result.notices).toEqual([
        expect.objectContaining({
          file: "content/blog/alpha-middle.md",
          rule: "expired",
          message: "expired on 2026-06-01 00:00 (Australia/Sydney): not built, no page and no listing",
        }),
        expect.objectContaining({
          file: "content/blog/older-post.md",
          rule: "scheduled",
          message:
            "scheduled for 2026-07-01 09:00 (Australia/Sydney): not built before then, no page and no listing",
          hint: "to see the site as it will be then, run 'site build --at 2026-07-01T09:00:00+10:00'",
        }),
      ]);
      expect(result.nextChange).toEqual({
        at: new Date("2026-06-30T23:00:00Z"),
        file: "content/blog/older-post.md",
        change: "appears",
      });
    });

    it("builds each inside its window: a date means 00:00 in the site's time zone", async () => {
      const published = await validateContent(root, "2026-07-01T09:00:00+10:00");
      expect(published.routes).toContain("/blog/older-post");
      expect(published.routes).not.toContain("/blog/alpha-middle");
      const lastMinute = await validateContent(root, "2026-05-31T23:59:00+10:00");
      expect(lastMinute.routes).toContain("/blog/alpha-middle");
      expect(lastMinute.nextChange?.at).toEqual(new Date("2026-05-31T14:00:00Z"));
    });

    it("reads dates in site.yaml's timeZone, and reports one it does not know at its line", async () => {
      edit("content/site.yaml", /^(url: .*)$/m, "$1\ntimeZone: Pacific/Auckland");
      const inAuckland = await validateContent(root, "2026-05-31T23:30:00+10:00");
      // 23:30 in Sydney is 01:30 on June 1st in Auckland: alpha-middle has expired there.
      expect(inAuckland.routes).not.toContain("/blog/alpha-middle");
      edit("content/site.yaml", "timeZone: Pacific/Auckland", "timeZone: Auckland");
      const site = readFileSync(path("content/site.yaml"), "utf8");
      expect((await validateContent(root)).problems).toEqual([
        expect.objectContaining({
          file: "content/site.yaml",
          ...placeOf(site, "Auckland"),
          rule: "unknown-time-zone",
        }),
      ]);
    });
  });
});
