import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BlogRoot, blogRoot } from "../../scripts/support/blog-root.ts";
import { projectCopy } from "../../scripts/support/project-copy.ts";
import { validateContent } from "../validate/validate.ts";
import { moveEntry } from "./move-entry.ts";

/** Each move: what is renamed, and every spelling of the old address and id the content holds. */
const moves = [
  { collection: "services", from: "cloud-migration", to: "cloud-moves" },
  { collection: "project-details", from: "better-that", to: "better-than" },
  { collection: "blog", from: "older-post", to: "cloud-questions" },
] as const;

function git(root: string, ...args: string[]): string {
  return execFileSync("git", ["-c", "user.name=Test", "-c", "user.email=test@example.com", ...args], {
    cwd: root,
    encoding: "utf8",
  });
}

function edit(root: string, file: string, from: string, to: string): void {
  const path = join(root, file);
  const text = readFileSync(path, "utf8");
  if (!text.includes(from)) throw new Error(`${file} holds no ${from}`);
  writeFileSync(path, text.replace(from, to));
}

/** The lines a diff removes and adds (`-`/`+`, without the file headers). */
function changedLines(diff: string): { removed: string[]; added: string[] } {
  const lines = diff.split("\n").filter((line) => !/^(---|\+\+\+) /.test(line));
  return {
    removed: lines.filter((line) => line.startsWith("-")).map((line) => line.slice(1)),
    added: lines.filter((line) => line.startsWith("+")).map((line) => line.slice(1)),
  };
}

describe("site mv, in a git repository of the project with links to each entry", () => {
  let project: BlogRoot;
  let root = "";

  beforeAll(() => {
    project = blogRoot({ prefix: "site-mv-" });
    root = project.root;
    // References of every kind: route fields (quoted and plain, with a fragment), Markdown links
    // (inline, with a query, and a reference definition), and the owner of a detail record.
    edit(root, "content/industries/healthcare.yaml", "to: /contact", "to: /services/cloud-migration");
    edit(root, "content/pages/home.yaml", "to: /projects\n", `to: "/projects/better-that#gallery"\n`);
    edit(
      root,
      "content/blog/newest-post.md",
      "- Talk to users",
      "- Talk to users, as in [our cloud work](/services/cloud-migration?from=blog) and [a portal][portal]\n- Read [the questions](/blog/older-post) first\n\n[portal]: /projects/better-that",
    );
    git(root, "init", "-q");
    git(root, "add", "-A");
    git(root, "commit", "-q", "-m", "content as it was");
  });
  afterAll(() => project.remove());

  it("refuses a new id that exists or is no id, an unknown entry or collection, and changes nothing", () => {
    expect(moveEntry(root, "services", "cloud-migration", "website-design")).toEqual({
      ok: false,
      message: "content/services/website-design.yaml already has slug 'website-design'",
    });
    expect(moveEntry(root, "services", "cloud-migration", "Cloud_Moves")).toMatchObject({
      ok: false,
      message: expect.stringContaining("'Cloud_Moves' is not a valid slug"),
    });
    expect(moveEntry(root, "services", "no-such-service", "anything")).toEqual({
      ok: false,
      message: "no services entry has slug 'no-such-service'",
    });
    expect(moveEntry(root, "widgets", "a", "b")).toMatchObject({ ok: false });
    expect(git(root, "status", "--porcelain")).toBe("");
  });

  describe("after moving a service, a project with its detail page and a blog post", () => {
    let diff = "";
    beforeAll(() => {
      for (const move of moves) {
        const result = moveEntry(root, move.collection, move.from, move.to);
        if (!result.ok) throw new Error(result.message);
      }
      git(root, "add", "-A");
      diff = git(root, "diff", "--cached", "-M", "-U0");
    });

    it("renames each entry's file (a project's card and detail record together)", () => {
      const status = git(root, "diff", "--cached", "-M", "--name-status")
        .trim()
        .split("\n")
        .filter((line) => line.startsWith("R"))
        .map((line) => line.split("\t").slice(1).join(" → "));
      expect(status.sort()).toEqual(
        [
          "content/blog/older-post.md → content/blog/cloud-questions.md",
          "content/project-details/better-that.yaml → content/project-details/better-than.yaml",
          "content/projects/better-that.yaml → content/projects/better-than.yaml",
          "content/services/cloud-migration.yaml → content/services/cloud-moves.yaml",
        ].sort(),
      );
    });

    it("changes only the id lines, the reference lines and the redirects, each line as it was but for the id", () => {
      const { removed, added } = changedLines(diff);
      const renamedBack = (line: string) =>
        moves.reduce((text, move) => text.replaceAll(move.to, move.from), line);
      const redirectLines = added.filter((line) => /^(- from| {2}to): \//.test(line));
      expect(redirectLines).toEqual([
        "- from: /services/cloud-migration",
        "  to: /services/cloud-moves",
        "- from: /projects/better-that",
        "  to: /projects/better-than",
        "- from: /blog/older-post",
        "  to: /blog/cloud-questions",
      ]);
      // The redirects file's empty list gives way to the rules; every other line only renames.
      expect(removed.filter((line) => line !== "[]")).toEqual(
        added.filter((line) => !redirectLines.includes(line)).map(renamedBack),
      );
      expect(removed).toEqual(
        expect.arrayContaining([
          "slug: cloud-migration",
          "id: better-that",
          "slug: older-post",
          "      to: /services/cloud-migration",
          `      to: "/projects/better-that#gallery"`,
          "[portal]: /projects/better-that",
        ]),
      );
      expect(added).toEqual(expect.arrayContaining([`      to: "/projects/better-than#gallery"`]));
      expect(readFileSync(join(root, "content/blog/newest-post.md"), "utf8")).toContain(
        "[our cloud work](/services/cloud-moves?from=blog) and [a portal][portal]\n- Read [the questions](/blog/cloud-questions) first",
      );
    });

    it("leaves content that validates clean, with the old addresses redirected to the new", async () => {
      const result = await validateContent(root);
      expect(result.problems).toEqual([]);
      expect(result.redirects).toEqual([
        { from: "/services/cloud-migration", to: "/services/cloud-moves", status: 301 },
        { from: "/projects/better-that", to: "/projects/better-than", status: 301 },
        { from: "/blog/older-post", to: "/blog/cloud-questions", status: 301 },
      ]);
      expect(result.routes).toEqual(
        expect.arrayContaining(["/services/cloud-moves", "/projects/better-than", "/blog/cloud-questions"]),
      );
    });

    it("moving a page back takes out the rule from its address and points the old one straight at it", async () => {
      const result = moveEntry(root, "services", "cloud-moves", "cloud-migration");
      expect(result.ok).toBe(true);
      expect(existsSync(join(root, "content/services/cloud-migration.yaml"))).toBe(true);
      expect(readFileSync(join(root, "content/redirects.yaml"), "utf8")).toMatch(
        /^# Old addresses that keep working.*\n(#.*\n)*- from: \/projects\/better-that\n/,
      );
      const redirects = await validateContent(root);
      expect(redirects.problems).toEqual([]);
      expect(redirects.redirects).toEqual([
        { from: "/projects/better-that", to: "/projects/better-than", status: 301 },
        { from: "/blog/older-post", to: "/blog/cloud-questions", status: 301 },
        { from: "/services/cloud-moves", to: "/services/cloud-migration", status: 301 },
      ]);
    });
  });
});

describe("site mv without a redirects file", () => {
  it("writes content/redirects.yaml with the one rule, and the content validates", async () => {
    const project = projectCopy({ prefix: "site-mv-new-redirects-" });
    try {
      rmSync(join(project.root, "content/redirects.yaml"));
      expect(moveEntry(project.root, "industries", "finance", "financial-services").ok).toBe(true);
      expect(readFileSync(join(project.root, "content/redirects.yaml"), "utf8")).toMatch(
        /^# Old addresses that keep working .*\n- from: \/industries\/finance\n {2}to: \/industries\/financial-services\n$/,
      );
      expect((await validateContent(project.root)).problems).toEqual([]);
    } finally {
      project.remove();
    }
  });
});
