import { describe, expect, it } from "vitest";
import type { ImageAsset } from "../../contracts/image-asset.ts";
import { industries } from "../../site/generated/industries.ts";
import { productsPage } from "../../site/generated/productsPage.ts";
import { services } from "../../site/generated/services.ts";
import type { Hero } from "../../site/generated/types/sections.ts";
import { setupBrowser } from "../support/browser.ts";
import { DESKTOP, MOBILE } from "../support/paths.ts";
import { entryRoute, singleRoute } from "../support/route-table.ts";

/**
 * The hero visuals of the service, industry and products pages: beside the heading on wide screens
 * (eager, high priority), after the opening text on narrower ones (lazy); each screen shows one copy,
 * loaded, and fetches one file of the picture; no page overflows sideways.
 */

const web = setupBrowser();

const pages: { path: string; hero: Hero }[] = [
  ...services.map((service) => ({ path: entryRoute("services", service.slug), hero: service.hero })),
  ...industries.map((industry) => ({ path: entryRoute("industries", industry.slug), hero: industry.hero })),
  { path: singleRoute("productsPage"), hero: productsPage.hero },
];

/** Every URL a browser may fetch for `image`, as paths. */
function filesOf(image: ImageAsset): string[] {
  return [image.src, image.srcset, ...image.sources.map((source) => source.srcset)]
    .flatMap((list) => list.split(","))
    .map((candidate) => candidate.trim().split(" ")[0] ?? "")
    .filter(Boolean);
}

const TABLET = { width: 768, height: 1024 } as const;

interface HeroImage {
  copy: string;
  alt: string;
  src: string;
  naturalWidth: number;
  shown: boolean;
  loading: string;
  fetchPriority: string;
}

describe("hero visuals", () => {
  it("every service and industry page and /products has one", () => {
    expect(pages.filter((page) => !page.hero.visual).map((page) => page.path)).toEqual([]);
  });

  describe.each([
    { viewport: DESKTOP, copy: "wide", loading: "eager", priority: "high" },
    { viewport: TABLET, copy: "narrow", loading: "lazy", priority: "auto" },
    { viewport: MOBILE, copy: "narrow", loading: "lazy", priority: "auto" },
  ])("at $viewport.width px", ({ viewport, copy, loading, priority }) => {
    const shared = web.sharedPage({ viewport });

    it.each(pages)(
      "$path shows its picture, fetches one file of it and does not overflow",
      async ({ path, hero }) => {
        const page = await shared();
        await page.goto(web.url(path));
        const visible = page.locator(`[data-hero-visual="${copy}"] img`);
        await visible.scrollIntoViewIfNeeded();
        await page.waitForFunction(
          (selector) => document.querySelector<HTMLImageElement>(selector)?.complete === true,
          `[data-hero-visual="${copy}"] img`,
        );
        const images = await page.$$eval("[data-hero-visual] img", (elements) =>
          (elements as HTMLImageElement[]).map(
            (img): HeroImage => ({
              copy: img.closest<HTMLElement>("[data-hero-visual]")?.dataset.heroVisual ?? "",
              alt: img.alt,
              src: new URL(img.currentSrc || "data:,", location.href).pathname,
              naturalWidth: img.naturalWidth,
              shown: img.getBoundingClientRect().width > 0,
              fetchPriority: img.fetchPriority,
              loading: img.loading,
            }),
          ),
        );
        const shown = images.filter((image) => image.shown);
        expect(
          shown.map((image) => image.copy),
          "one copy on screen",
        ).toEqual([copy]);
        const [image] = shown;
        expect(image?.alt).toBe(hero.visual?.alt);
        expect(image?.src, "a processed image").toMatch(/^\/img\/.+\.avif$/);
        expect(image?.naturalWidth, "loaded").toBeGreaterThan(0);
        expect(image?.loading).toBe(loading);
        expect(image?.fetchPriority).toBe(priority);

        const files = new Set(hero.visual ? filesOf(hero.visual.image) : []);
        const fetched = await page.evaluate(() =>
          performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname),
        );
        expect(
          fetched.filter((file) => files.has(file)),
          "files of the picture fetched",
        ).toEqual([image?.src]);

        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, "horizontal overflow in px").toBe(0);
      },
    );
  });
});
