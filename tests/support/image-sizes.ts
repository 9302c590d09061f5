import type { Page, Route } from "playwright-core";
import { RENDER_EVERYTHING } from "./page-checks.ts";

export interface ImageSize {
  /** The image's `src` attribute (its fallback), which names it whatever format is picked. */
  image: string;
  width: number;
  height: number;
}

/**
 * Holds every image request of `page` unanswered until `release` is called, so the page can be
 * measured as a visitor sees it while its images are still on their way. Call before navigating.
 */
export async function holdImages(page: Page): Promise<{ release: () => Promise<void> }> {
  const held: Route[] = [];
  let released = false;
  await page.route("**/*", (route) => {
    if (released || route.request().resourceType() !== "image") return route.fallback();
    held.push(route);
  });
  return {
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.fallback()));
    },
  };
}

/**
 * The size of every image on the page as a visitor sees it, in document order, rounded to a tenth
 * of a pixel: once the page's fonts are in (text that wraps otherwise is not the images' doing), and
 * each image as drawn when scrolled to (a card that `content-visibility: auto` skips is measured
 * rendered, not at its stand-in height). Images inside something the page keeps `hidden` until
 * asked (the logos behind Show More) are shown first, so that they are measured too.
 */
export async function imageSizes(page: Page): Promise<ImageSize[]> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return page.evaluate((renderEverything) => {
    for (const image of document.images) image.closest<HTMLElement>("[hidden]")?.removeAttribute("hidden");
    const renderAll = document.createElement("style");
    renderAll.textContent = renderEverything;
    document.head.append(renderAll);
    const tenth = (value: number) => Math.round(value * 10) / 10;
    const sizes = [...document.images].map((image) => {
      const box = image.getBoundingClientRect();
      return { image: image.getAttribute("src") ?? "", width: tenth(box.width), height: tenth(box.height) };
    });
    renderAll.remove();
    return sizes;
  }, RENDER_EVERYTHING);
}

/** Starts loading every image, lazy ones too, and waits until each has arrived (or failed). */
export async function loadEveryImage(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const image of document.images) image.loading = "eager";
  });
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
}
