import { describe, expect, it } from "vitest";
import { collections } from "../../cli/pipeline/collections.ts";
import { industries } from "../../site/generated/industries.ts";
import { productsPage } from "../../site/generated/productsPage.ts";
import { services } from "../../site/generated/services.ts";
import type { Hero } from "../../site/generated/types/sections.ts";
import { setupBrowser } from "../support/browser.ts";
import { DESKTOP, MOBILE } from "../support/paths.ts";
import { entryRoute } from "../support/route-table.ts";

/**
 * The hero visuals of the service, industry and products pages: each screen shows one copy of the
 * picture, loaded, and fetches nothing of the copy it hides; no page overflows sideways.
 */

const web = setupBrowser();

function singleRoute(name: string): string {
  const route = collections.find((collection) => collection.name === name)?.route;
  if (!route) throw new Error(`the registry has no page '${name}'`);
  return route;
}

const pages: { path: string; hero: Hero }[] = [
  ...services.map((service) => ({ path: entryRoute("services", service.slug), hero: service.hero })),
  ...industries.map((industry) => ({ path: entryRoute("industries", industry.slug), hero: industry.hero })),
  { path: singleRoute("productsPage"), hero: productsPage.hero },
];

const TABLET = { width: 768, height: 1024 } as const;

interface HeroImage {
  alt: string;
  /** The URL the browser chose; a data: URL when no source is for this screen. */
  src: string;
  naturalWidth: number;
  shown: boolean;
  fetchPriority: string;
}

describe("hero visuals", () => {
  it("every service and industry page and /products has one", () => {
    expect(pages.filter((page) => !page.hero.visual).map((page) => page.path)).toEqual([]);
  });

  describe.each([
    { name: "desktop", viewport: DESKTOP, priority: "high" },
    { name: "tablet", viewport: TABLET, priority: "auto" },
    { name: "phone", viewport: MOBILE, priority: "auto" },
  ])("at $viewport.width px", ({ viewport, priority }) => {
    const shared = web.sharedPage({ viewport });

    it.each(pages)(
      "$path shows its picture, fetches only that copy and does not overflow",
      async ({ path, hero }) => {
        const page = await shared();
        await page.goto(web.url(path));
        await page.waitForFunction(() =>
          [...document.querySelectorAll<HTMLImageElement>('[data-section="hero"] img')].every(
            (img) => img.complete,
          ),
        );
        const images = await page.$$eval('[data-section="hero"] img', (elements) =>
          (elements as HTMLImageElement[]).map(
            (img): HeroImage => ({
              alt: img.alt,
              src: img.currentSrc,
              naturalWidth: img.naturalWidth,
              shown: img.getBoundingClientRect().width > 0,
              fetchPriority: img.fetchPriority,
            }),
          ),
        );
        const shown = images.filter((image) => image.shown);
        const hidden = images.filter((image) => !image.shown);
        expect(shown, "one copy on screen").toHaveLength(1);
        expect(shown[0]?.alt).toBe(hero.visual?.alt);
        expect(shown[0]?.src, "a processed image, not the empty stand-in").toMatch(/\/img\/.+\.avif$/);
        expect(shown[0]?.naturalWidth, "loaded").toBeGreaterThan(0);
        expect(shown[0]?.fetchPriority).toBe(priority);
        expect(
          hidden.map((image) => image.src.slice(0, 5)),
          "the hidden copy requests nothing",
        ).toEqual(["data:"]);

        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, "horizontal overflow in px").toBe(0);
      },
    );
  });
});
