import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { homePage } from "../../site/generated/homePage.ts";
import { eventually, setupBrowser, waitForHydration } from "../support/browser.ts";
import { largestContentfulPaint } from "../support/paint.ts";
import { section } from "../support/sections.ts";

const web = setupBrowser();

const poster = (page: Page) => section(page, "hero").locator("picture > img");

/** What the running page has made of the clip: null when there is no video element. */
function videoState(page: Page) {
  return page.evaluate(() => {
    const video = document.querySelector<HTMLVideoElement>('main [data-section="hero"] video');
    if (!video) return null;
    return {
      muted: video.muted && video.hasAttribute("muted"),
      autoplay: video.autoplay,
      loop: video.loop,
      playsinline: video.hasAttribute("playsinline"),
      preload: video.getAttribute("preload"),
      hiddenFromAssistiveTech: video.closest('[aria-hidden="true"]') !== null,
      src: video.querySelector("source")?.getAttribute("src") ?? null,
    };
  });
}

describe("/ hero", () => {
  it("has the poster as the one eager, high-priority image, with its size set", async () => {
    const { page } = await web.open("/");
    const image = poster(page);
    expect(await image.getAttribute("loading")).toBe("eager");
    expect(await image.getAttribute("fetchpriority")).toBe("high");
    expect(await image.getAttribute("width")).toBe(String(homePage.hero.poster.width));
    expect(await image.getAttribute("height")).toBe(String(homePage.hero.poster.height));
    const eager = await page.locator('main img:not([loading="lazy"])').count();
    expect(eager, "every other image of the page is lazy").toBe(1);
  });

  it.each(["reduce", "no-preference"] as const)(
    "makes the poster the largest contentful paint, and nothing shifts (motion: %s)",
    async (reducedMotion) => {
      const { page } = await web.open("/", { reducedMotion });
      await eventually(() => poster(page).evaluate((image) => (image as HTMLImageElement).complete), true);
      if (reducedMotion === "no-preference") {
        const playing = () =>
          page.locator("main video").evaluate((video) => (video as HTMLVideoElement).currentTime > 0.2);
        await eventually(playing, true, "the clip has painted frames over the poster");
      }
      const lcp = await largestContentfulPaint(page);
      expect(lcp.tag).toBe("IMG");
      expect(lcp.url).toBe(await poster(page).evaluate((image) => (image as HTMLImageElement).currentSrc));
      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            new PerformanceObserver((list) =>
              resolve(
                list
                  .getEntries()
                  .reduce((sum, entry) => sum + (entry as PerformanceEntry & { value: number }).value, 0),
              ),
            ).observe({ type: "layout-shift", buffered: true });
            setTimeout(() => resolve(0), 500);
          }),
      );
      expect(shift, "cumulative layout shift").toBe(0);
    },
  );

  it("plays the muted, looping, inline clip over the poster when JavaScript runs", async () => {
    const { page } = await web.open("/");
    expect(await videoState(page)).toEqual({
      muted: true,
      autoplay: true,
      loop: true,
      playsinline: true,
      preload: "none",
      hiddenFromAssistiveTech: true,
      src: homePage.hero.video,
    });
    await eventually(
      () => page.locator("main video").evaluate((video) => !(video as HTMLVideoElement).paused),
      true,
      "the clip plays",
    );
    expect(await poster(page).isVisible(), "the poster stays underneath").toBe(true);
  });

  it("shows only the poster under prefers-reduced-motion", async () => {
    const { page } = await web.open("/", { reducedMotion: "reduce" });
    expect(await videoState(page)).toBeNull();
    expect(await poster(page).isVisible()).toBe(true);
  });

  it("shows only the poster under Save-Data", async () => {
    const page = await web.newPage();
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "connection", {
        configurable: true,
        get: () => ({ saveData: true }),
      });
    });
    await page.goto(web.url("/"));
    await waitForHydration(page);
    expect(await videoState(page)).toBeNull();
    expect(await poster(page).isVisible()).toBe(true);
  });

  it("prerenders the poster, not the clip", async () => {
    const { page } = await web.open("/", { javaScriptEnabled: false });
    expect(await page.locator("main video").count()).toBe(0);
    expect(await poster(page).getAttribute("fetchpriority")).toBe("high");
  });
});
