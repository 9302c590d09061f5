import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { type BrokenLink, checkLinks } from "./check-links.ts";

const ORIGIN = "https://www.example.com";
const SERVER_PATHS = new Set(["/api/newsletter"]);

let clientDir: string | undefined;
afterEach(() => {
  if (clientDir) rmSync(clientDir, { recursive: true, force: true });
  clientDir = undefined;
});

/** A built client folder holding `files` (path → content), checked as the build checks it. */
async function check(
  files: Record<string, string>,
): Promise<Pick<BrokenLink, "page" | "url" | "where" | "reason">[]> {
  clientDir = mkdtempSync(join(tmpdir(), "link-check-"));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(clientDir, path)), { recursive: true });
    writeFileSync(join(clientDir, path), content);
  }
  const broken = await checkLinks(clientDir, { origin: ORIGIN, serverPaths: SERVER_PATHS });
  return broken.map(({ page, url, where, reason }) => ({ page, url, where, reason }));
}

const page = (body: string) =>
  `<!doctype html><html><head><title>t</title></head><body>${body}</body></html>`;
const about = page('<h1 id="team">Team</h1><a name="history">History</a>');

describe("checkLinks", () => {
  it("reports a link to a page that was not built, naming the page that holds it", async () => {
    expect(
      await check({ "index.html": page('<a href="/no-such-page">x</a>'), "about/index.html": about }),
    ).toEqual([
      {
        page: "/",
        url: "/no-such-page",
        where: "<a href>",
        reason: "no page or file of the build is at /no-such-page",
      },
    ]);
  });

  it("accepts links to built pages, with or without a trailing slash, relative or absolute on the site's origin", async () => {
    const home = page(
      `<a href="/about">a</a><a href="/about/">b</a><a href="about">c</a><a href="/">d</a>` +
        `<link rel="canonical" href="${ORIGIN}/about"><meta property="og:url" content="${ORIGIN}">`,
    );
    expect(await check({ "index.html": home, "about/index.html": about })).toEqual([]);
  });

  it("reports a missing asset in src, srcset and og:image, and accepts the built ones", async () => {
    const home = page(
      '<picture><source srcset="/img/a-400.avif 400w, /img/gone-800.avif 800w"><img src="/img/a.jpg" srcset="/img/a.jpg 1x, /img/gone.jpg 2x"></picture>' +
        `<script src="/assets/app.js"></script><meta property="og:image" content="${ORIGIN}/img/missing-social.png">`,
    );
    const files = { "index.html": home, "img/a-400.avif": "", "img/a.jpg": "", "assets/app.js": "" };
    expect(await check(files)).toEqual([
      {
        page: "/",
        url: "/img/gone-800.avif",
        where: "<source srcset>",
        reason: "no page or file of the build is at /img/gone-800.avif",
      },
      {
        page: "/",
        url: "/img/gone.jpg",
        where: "<img srcset>",
        reason: "no page or file of the build is at /img/gone.jpg",
      },
      {
        page: "/",
        url: `${ORIGIN}/img/missing-social.png`,
        where: '<meta property="og:image" content>',
        reason: "no page or file of the build is at /img/missing-social.png",
      },
    ]);
  });

  it("checks a fragment against the ids and named anchors of the page it points to", async () => {
    const home = page('<a href="/about#team">a</a><a href="/about#history">b</a><a href="/about#nope">c</a>');
    expect(await check({ "index.html": home, "about/index.html": about })).toEqual([
      { page: "/", url: "/about#nope", where: "<a href>", reason: "/about has no element with id 'nope'" },
    ]);
  });

  it("checks a fragment on the same page; '#' and '#top' are always the top", async () => {
    const home = page(
      '<main id="main"><a href="#main">a</a><a href="#missing">b</a><a href="#">c</a><a href="#top">d</a></main>',
    );
    expect(await check({ "index.html": home })).toEqual([
      { page: "/", url: "#missing", where: "<a href>", reason: "this page has no element with id 'missing'" },
    ]);
  });

  it("checks a fragment in an SVG sprite against its symbols", async () => {
    const sprite = '<svg xmlns="http://www.w3.org/2000/svg"><symbol id="check"/></svg>';
    const home = page('<svg><use href="/icons.svg#check"/></svg><svg><use href="/icons.svg#cross"/></svg>');
    expect(await check({ "index.html": home, "icons.svg": sprite })).toEqual([
      {
        page: "/",
        url: "/icons.svg#cross",
        where: "<use href>",
        reason: "/icons.svg has no element with id 'cross'",
      },
    ]);
  });

  it("resolves a link with a query string to its path", async () => {
    const home = page('<a href="/contact?job=ui-designer">a</a><a href="/jobs?id=1">b</a>');
    expect(await check({ "index.html": home, "contact/index.html": page("") })).toEqual([
      { page: "/", url: "/jobs?id=1", where: "<a href>", reason: "no page or file of the build is at /jobs" },
    ]);
  });

  it("does not check other origins, mailto:, tel: and data: URLs", async () => {
    const home = page(
      '<a href="https://other.example.org/nowhere">a</a><a href="//cdn.example.net/x.js">b</a><a href="http://www.example.com/nowhere">c</a>' +
        '<a href="mailto:hello@example.com">d</a><a href="tel:+61255500100">e</a><img src="data:image/png;base64,AAAA">',
    );
    expect(await check({ "index.html": home })).toEqual([]);
  });

  it("allows the server's form routes, and only those, under /api", async () => {
    const home = page(
      '<form method="post" action="/api/newsletter"></form><form action="/api/subscribe"></form>',
    );
    expect(await check({ "index.html": home })).toEqual([
      {
        page: "/",
        url: "/api/subscribe",
        where: "<form action>",
        reason: "no page or file of the build is at /api/subscribe",
      },
    ]);
  });

  it("reports a value that is not a URL", async () => {
    expect(await check({ "index.html": page('<a href="https://[broken">a</a>') })).toEqual([
      { page: "/", url: "https://[broken", where: "<a href>", reason: "this is not a valid URL" },
    ]);
  });

  it("checks every page, named by its URL path (the 404 page by its file)", async () => {
    const files = {
      "index.html": page(""),
      "blog/hello/index.html": page('<a href="/blog/gone">a</a>'),
      "404.html": page('<a href="/home">a</a>'),
    };
    expect((await check(files)).map(({ page, url }) => `${page} → ${url}`)).toEqual([
      "/404.html → /home",
      "/blog/hello → /blog/gone",
    ]);
  });
});
