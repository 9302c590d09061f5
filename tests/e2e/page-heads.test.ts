import { existsSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site } from "../../site/generated/site";
import { setupBrowser } from "../support/browser.ts";
import { builtDist } from "../support/paths.ts";
import { builtRoutes, UNKNOWN_PATH, UNKNOWN_PROJECT_PATH } from "../support/route-table.ts";

const web = setupBrowser();

interface Head {
  path: string;
  title: string;
  description: string | null;
  canonical: string | null;
  robots: string | null;
  og: Record<string, string>;
  twitterCard: string | null;
  twitterImage: string | null;
  /** The @type of every item of the page's JSON-LD graphs. */
  structuredData: string[];
}

/** The head of every built page as Chromium parses it, without running the page's JavaScript. */
async function readHead(path: string, expectDocument404 = false): Promise<Head> {
  const { page } = await web.open(path, { javaScriptEnabled: false, expectDocument404 });
  const head = await page.evaluate(() => {
    const attribute = (selector: string, name: string) =>
      document.head.querySelector(selector)?.getAttribute(name) ?? null;
    const og: Record<string, string> = {};
    for (const meta of document.head.querySelectorAll('meta[property^="og:"]'))
      og[meta.getAttribute("property") ?? ""] = meta.getAttribute("content") ?? "";
    return {
      title: document.title,
      description: attribute('meta[name="description"]', "content"),
      canonical: attribute('link[rel="canonical"]', "href"),
      robots: attribute('meta[name="robots"]', "content"),
      og,
      twitterCard: attribute('meta[name="twitter:card"]', "content"),
      twitterImage: attribute('meta[name="twitter:image"]', "content"),
      structuredData: [...document.querySelectorAll('script[type="application/ld+json"]')].flatMap(
        (script) =>
          (JSON.parse(script.textContent ?? "{}") as { "@graph"?: { "@type": string }[] })["@graph"]?.map(
            (item) => item["@type"],
          ) ?? [],
      ),
    };
  });
  await page.close();
  return { path, ...head };
}

describe("the head of every built page", () => {
  const heads: Head[] = [];
  beforeAll(async () => {
    for (const path of builtRoutes) heads.push(await readHead(path));
  }, 120_000);
  afterAll(() => {
    heads.length = 0;
  });

  it("has a canonical link and og:url: the site's url and the route, no trailing slash", () => {
    for (const head of heads) {
      const expected = head.path === "/" ? site.url : `${site.url}${head.path}`;
      expect(head.canonical, head.path).toBe(expected);
      expect(head.og["og:url"], head.path).toBe(expected);
      expect(head.robots, head.path).toBeNull();
    }
  });

  it("has a title and a description no other page has, 50–160 characters long", () => {
    const titles = heads.map((head) => head.title);
    const descriptions = heads.map((head) => head.description ?? "");
    expect(titles.filter((title, index) => titles.indexOf(title) !== index)).toEqual([]);
    expect(descriptions.filter((text, index) => descriptions.indexOf(text) !== index)).toEqual([]);
    const outside = heads.filter((head) => {
      const length = head.description?.length ?? 0;
      return length < 50 || length > 160;
    });
    expect(outside.map((head) => `${head.path}: ${head.description?.length ?? 0}`)).toEqual([]);
  });

  it("says what the page is to link previews", () => {
    for (const head of heads) {
      expect(head.og["og:title"], head.path).toBe(head.title);
      expect(head.og["og:description"], head.path).toBe(head.description);
      expect(head.og["og:site_name"], head.path).toBe(site.name);
      expect(head.og["og:type"], head.path).toBe(head.path.startsWith("/blog/") ? "article" : "website");
    }
  });

  it("has its own 1200×630 preview image, an absolute URL on the site's origin of a built file", async () => {
    for (const head of heads) {
      const url = head.og["og:image"] ?? "";
      expect(url, head.path).toMatch(
        new RegExp(`^${site.url.replace(/\./g, "\\.")}/social/[a-z0-9-]+\\.jpg$`),
      );
      const file = join(builtDist(), "client", new URL(url).pathname);
      expect(existsSync(file), `${head.path}: ${file}`).toBe(true);
      const { width, height, format } = await sharp(file).metadata();
      expect({ width, height, format }, head.path).toEqual({ width: 1200, height: 630, format: "jpeg" });
      expect(head.og["og:image:width"], head.path).toBe("1200");
      expect(head.og["og:image:height"], head.path).toBe("630");
      expect(head.og["og:image:type"], head.path).toBe("image/jpeg");
      expect(head.og["og:image:alt"]?.trim(), head.path).not.toBe("");
      expect(head.twitterCard, head.path).toBe("summary_large_image");
      expect(head.twitterImage, head.path).toBe(url);
    }
    const images = heads.map((head) => head.og["og:image"]);
    expect(images.filter((image, index) => images.indexOf(image) !== index)).toEqual([]);
  });

  it("serves each preview image as a JPEG", async () => {
    for (const head of heads) {
      const response = await fetch(web.url(new URL(head.og["og:image"] ?? "").pathname));
      expect(response.status, head.path).toBe(200);
      expect(response.headers.get("content-type"), head.path).toBe("image/jpeg");
    }
  });
});

/** The structured data each kind of page carries; the first pattern that matches a route wins. */
const STRUCTURED_DATA: [RegExp, string[]][] = [
  [/^\/$/, ["Organization", "WebSite"]],
  [/^\/contact$/, ["Organization"]],
  [/^\/careers\/[^/]+$/, ["JobPosting", "BreadcrumbList"]],
  [/^\/blog\/[^/]+$/, ["BlogPosting", "BreadcrumbList"]],
  [/^\/services\/[^/]+$/, ["Service", "BreadcrumbList"]],
  [/^\/projects\/[^/]+$/, ["CreativeWork", "BreadcrumbList"]],
  [/^\/industries\/[^/]+$/, ["BreadcrumbList"]],
  [/./, []],
];

describe("the structured data of every built page", () => {
  it.each(builtRoutes)("%s carries the JSON-LD of its kind", async (path) => {
    const head = await readHead(path);
    const expected = STRUCTURED_DATA.find(([pattern]) => pattern.test(path))?.[1];
    expect(head.structuredData).toEqual(expected);
  });
});

describe("the head of a not-found page", () => {
  it.each([UNKNOWN_PATH, UNKNOWN_PROJECT_PATH])(
    "%s has no canonical link and asks not to be indexed",
    async (path) => {
      const head = await readHead(path, true);
      expect(head.canonical).toBeNull();
      expect(head.og["og:url"]).toBeUndefined();
      expect(head.robots).toBe("noindex");
      // A shared link to a missing page still shows the site: the home page's preview.
      expect(head.og["og:image"]).toMatch(/\/social\/home-[0-9a-f]+\.jpg$/);
      expect(head.twitterCard).toBe("summary_large_image");
    },
  );
});
