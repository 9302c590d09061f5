import { describe, expect, it } from "vitest";
import { setupBrowser, waitForHydration } from "../support/browser.ts";
import { MOBILE } from "../support/paths.ts";

const web = setupBrowser();
const SPRITE_FILE = /^\/icons-[0-9a-f]+\.svg$/;

/** Every page kind with icons: the layout's (header, footer), content's, and an island's (the filters). */
const PAGES = ["/", "/projects", "/about", "/contact", "/blog"];

describe("a page's icons and logo", () => {
  it.each(PAGES)(
    "%s draws every icon from a symbol it carries, and the logo, without a request",
    async (path) => {
      const page = await web.newPage({ viewport: MOBILE });
      const requested: { path: string; type: string }[] = [];
      page.on("request", (request) =>
        requested.push({ path: new URL(request.url()).pathname, type: request.resourceType() }),
      );
      await page.goto(web.url(path));
      await waitForHydration(page);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));

      const uses = await page.evaluate(() =>
        [...document.querySelectorAll("svg use")].map((use) => {
          const href = use.getAttribute("href") ?? "";
          const target = href.startsWith("#") ? document.getElementById(href.slice(1)) : null;
          return { href, target: target?.tagName ?? null };
        }),
      );
      expect(uses.length).toBeGreaterThan(0);
      expect(uses.filter((use) => use.target !== "symbol")).toEqual([]);
      expect(requested.filter((request) => SPRITE_FILE.test(request.path))).toEqual([]);

      const logos = page.locator("header a[href='/'] img, footer img[alt='']").first();
      expect(await logos.getAttribute("src")).toMatch(/^data:image\/svg\+xml,/);
      expect(await logos.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      expect(
        requested.filter((request) => request.type === "image" && request.path === "/favicon.svg"),
      ).toEqual([]);
    },
  );

  it("each drawn icon is visible: the symbols' drawings have a size", async () => {
    const { page } = await web.open("/");
    const sizes = await page.evaluate(() =>
      [...document.querySelectorAll("header svg use, footer svg use")].map((use) => {
        const box = (use as SVGUseElement).getBBox();
        return box.width * box.height;
      }),
    );
    expect(sizes.length).toBeGreaterThan(0);
    expect(sizes.filter((area) => area === 0)).toEqual([]);
  });
});
