import type { Page, Route } from "playwright-core";

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
 * The rendered size of every image on the page, in document order, rounded to a tenth of a pixel.
 * Images inside something the page keeps `hidden` until asked (the logos behind Show More) are
 * shown first, so that they are measured too.
 */
export function imageSizes(page: Page): Promise<ImageSize[]> {
  return page.evaluate(() => {
    for (const image of document.images) image.closest<HTMLElement>("[hidden]")?.removeAttribute("hidden");
    const tenth = (value: number) => Math.round(value * 10) / 10;
    return [...document.images].map((image) => {
      const box = image.getBoundingClientRect();
      return { image: image.getAttribute("src") ?? "", width: tenth(box.width), height: tenth(box.height) };
    });
  });
}

/** Starts loading every image, lazy ones too, and waits until each has arrived (or failed). */
export async function loadEveryImage(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const image of document.images) image.loading = "eager";
  });
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
}
