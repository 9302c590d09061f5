import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuildResult, buildSite, type StageProgress } from "../../pipeline/build/build.ts";
import { type BlogRoot, blogRoot } from "../../scripts/support/blog-root.ts";
import { repoRoot } from "../support/fixture-root.ts";

const POST_FILE = "content/blog/broken-links.md";
const POST = `---
slug: broken-links
title: A Post With Two Broken Links
date: 2026-03-01
author: Sam Carter
summary: A post whose body links to a page and a section that do not exist.
tags: [Planning]
---

## Where to read on

Our [pricing](/no-such-page) is on a page that was never written, and [the summary](#missing) is
on no element of this page; [the contact form](/contact?topic=pricing) and [the blog](/blog) exist.
`;

/** A job's body as a hostile author writes it: what runs, loads or leaves the page, beside safe text. */
const JOB_FILE = "content/jobs/ui-ux-designer.md";
const HOSTILE_BODY = `
Safe part: read about [our services](/services) and *apply today*.

<script>alert("xss-script")</script>

<img src="/favicon.svg" onerror="alert('xss-img')"> <ScRiPt>alert('xss-case')</ScRiPt>

[Click here](javascript:alert('xss-link')), [or here](JaVaScRiPt&#58;alert('xss-entity')).

<iframe src="https://evil.example/frame"></iframe>

<meta http-equiv="refresh" content="30;url=https://evil.example/phish">

<svg onload="alert('xss-svg')"><circle r="1"/></svg>
`;

/** Line and column (1-based) of the first `needle` in `text`. */
function placeOf(text: string, needle: string): string {
  const lines = text.slice(0, text.indexOf(needle)).split("\n");
  return `${lines.length}:${(lines.at(-1)?.length ?? 0) + 1}`;
}

// Two whole builds of the site with the fixture posts (one in this process, one through the CLI).
describe("a build whose content links to a page and a fragment that do not exist", {
  timeout: 300_000,
}, () => {
  let fixture: BlogRoot | undefined;
  let root = "";
  let result: BuildResult | undefined;
  let jobText = "";
  const progress: StageProgress[] = [];
  /** What the server bundle's folder holds of the public files once bundling is over. */
  let publicBesideServerBundle: string[] | undefined;

  beforeAll(async () => {
    fixture = blogRoot({ withSite: true, imageCacheOnly: true, prefix: "site-broken-links-" });
    root = fixture.root;
    writeFileSync(join(root, POST_FILE), POST);
    jobText = `${readFileSync(join(root, JOB_FILE), "utf8").trimEnd()}\n${HOSTILE_BODY}`;
    writeFileSync(join(root, JOB_FILE), jobText);
    // Vike takes a build folder for absolute only when it starts like the working directory's
    // (vike/dist/node/vite/shared/getOutDirs.js); the CLI runs in the project, so this build does too.
    const cwd = process.cwd();
    process.chdir(root);
    try {
      result = await buildSite(root, {
        onProgress: (event) => {
          progress.push(event);
          if (event.step === "pages" && publicBesideServerBundle === undefined)
            publicBesideServerBundle = readdirSync(join(root, "site/generated/public")).filter((name) =>
              existsSync(join(root, "dist/server", name)),
            );
        },
      });
    } finally {
      process.chdir(cwd);
    }
  }, 300_000);

  afterAll(() => fixture?.remove());

  it("fails with each broken link at its line in the post, naming the page", () => {
    if (result?.ok !== false || result.reason !== "broken-links")
      throw new Error(`expected broken links, got ${JSON.stringify(result).slice(0, 500)}`);
    expect(result.brokenLinks).toEqual([
      {
        file: POST_FILE,
        line: Number(placeOf(POST, "/no-such-page").split(":")[0]),
        column: Number(placeOf(POST, "/no-such-page").split(":")[1]),
        path: "<a href>",
        rule: "broken-link",
        message:
          "broken link '/no-such-page' on /blog/broken-links: no page or file of the build is at /no-such-page",
      },
      expect.objectContaining({
        file: POST_FILE,
        message: "broken link '#missing' on /blog/broken-links: this page has no element with id 'missing'",
      }),
    ]);
  });

  it("builds the job whose body holds hostile HTML without any of it, and warns of each at its line", () => {
    if (!result || !("validation" in result)) throw new Error("the build stopped before prerendering");
    const html = readFileSync(join(root, "dist/client/careers/ui-ux-designer/index.html"), "utf8");
    expect(html).not.toMatch(/xss-|alert\(/);
    expect(html.toLowerCase()).not.toMatch(
      /<script[^>]*>[^<]*alert|javascript:|vbscript:|<iframe[\s>]|http-equiv|<svg onload/,
    );
    expect(html).not.toMatch(/[\s"']on[a-z]+\s*=/i);
    expect(html).not.toContain("evil.example");
    expect(html).toContain('<a href="/services">our services</a> and <em>apply today</em>');
    expect(html).toContain("<a>Click here</a>, <a>or here</a>.");
    expect(html).toContain('<img src="/favicon.svg" />');
    const warnings = result.validation.problems.filter((problem) => problem.file === JOB_FILE);
    expect(
      warnings.map(({ line, column, rule, severity }) => `${line}:${column} ${rule} ${severity}`),
    ).toEqual([
      `${placeOf(jobText, "<script>")} html-removed warning`,
      `${placeOf(jobText, "<img")} html-removed warning`,
      `${placeOf(jobText, "<ScRiPt>")} html-removed warning`,
      `${placeOf(jobText, "javascript:")} link-removed warning`,
      `${placeOf(jobText, "JaVaScRiPt")} link-removed warning`,
      `${placeOf(jobText, "<iframe")} html-removed warning`,
      `${placeOf(jobText, "<meta")} html-removed warning`,
      `${placeOf(jobText, "<svg")} html-removed warning`,
      `${placeOf(jobText, "<circle")} html-removed warning`,
    ]);
  });

  it("reports the images and every page of the route table as done, in increasing counts up to the total", () => {
    if (!result || !("validation" in result)) throw new Error("the build stopped before prerendering");
    const counts = (stage: StageProgress["stage"], step?: string) =>
      progress.filter((event) => event.stage === stage && event.step === step);
    const images = counts("images");
    const imageTotal = images[0]?.total ?? 0;
    expect(imageTotal).toBeGreaterThan(0);
    expect(images).toEqual(
      Array.from({ length: imageTotal + 1 }, (_, done) => ({ stage: "images", done, total: imageTotal })),
    );
    // Prerendering first bundles the site, then counts the route table's pages.
    const routes = result.validation.routes.length;
    expect(counts("prerender", "bundling")).toEqual([
      { stage: "prerender", done: 0, total: routes, step: "bundling" },
    ]);
    expect(counts("prerender", "pages")).toEqual(
      Array.from({ length: routes + 1 }, (_, done) => ({
        stage: "prerender",
        done,
        total: routes,
        step: "pages",
      })),
    );
    expect(progress.filter((event) => event.stage === "prerender")).toHaveLength(routes + 2);
  });

  it("bundles the server without a copy of the public files (it only renders HTML)", () => {
    expect(readdirSync(join(root, "site/generated/public"))).toContain("img");
    expect(publicBesideServerBundle).toEqual([]);
  });

  it("makes `site build` exit 1 with the page and link, without escape codes or a stack trace when piped", () => {
    const run = spawnSync(process.execPath, [join(repoRoot, "bin/site.js"), "build"], {
      cwd: root,
      env: { ...process.env, SITE_ROOT: root, CI: "", GITHUB_ACTIONS: "" },
      encoding: "utf8",
      timeout: 300_000,
      maxBuffer: 64 * 1024 * 1024,
    });
    const output = `${run.stdout}${run.stderr}`;
    expect(run.status, output).toBe(1);
    expect(run.stdout).toContain(
      `${POST_FILE}:${placeOf(POST, "/no-such-page")}  broken link '/no-such-page' on /blog/broken-links: no page or file of the build is at /no-such-page  (<a href>)`,
    );
    expect(run.stdout).toContain(
      `${POST_FILE}:${placeOf(POST, "#missing")}  broken link '#missing' on /blog/broken-links`,
    );
    expect(run.stdout).toMatch(/^✓ links +\d/m);
    // Each stage with the cores it kept busy; prerendering's count the processes it ran in.
    expect(run.stdout).toMatch(/^✓ prerender +[\d.]+ m?s · \d+\.\d cores?$/m);
    expect(run.stderr).toContain("Build failed: 2 broken links");
    // Said as warnings, which are not what failed the build.
    expect(run.stdout).toContain(
      `warning: ${JOB_FILE}:${placeOf(jobText, "<script>")}  raw HTML removed: <script>`,
    );
    expect(output).not.toContain("\u001b");
    expect(output).not.toMatch(/^\s+at /m);
    expect(readFileSync(join(root, "dist/client/blog/broken-links/index.html"), "utf8")).toContain(
      "/no-such-page",
    );
  });
});
