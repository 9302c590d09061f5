import { describe, expect, it } from "vitest";
import { setupBrowser } from "../support/browser.ts";
import { holdImages, imageSizes, loadEveryImage } from "../support/image-sizes.ts";
import { DESKTOP, MOBILE } from "../support/paths.ts";
import { routeTable } from "../support/route-table.ts";

/**
 * Nothing moves when an image arrives: each image takes its final size from the page's markup and
 * CSS before its file is loaded (layout shift, issue 10's CLS 0 for a visitor who scrolls, which a
 * Lighthouse run that never scrolls does not see).
 */
const web = setupBrowser();

describe.each([
  ["390", MOBILE],
  ["1440", DESKTOP],
])("at %s px", (_name, viewport) => {
  it.each(routeTable.map((route) => [route.path, route] as const))(
    "%s: every image has its final size before its file arrives",
    async (_path, route) => {
      const page = await web.newPage({ viewport, expectDocument404: route.status === 404 });
      const images = await holdImages(page);
      const response = await page.goto(web.url(route.path), { waitUntil: "domcontentloaded" });
      expect(response?.status()).toBe(route.status);
      const whileLoading = await imageSizes(page);
      await images.release();
      await loadEveryImage(page);
      const loaded = await imageSizes(page);

      expect(loaded.map(({ image }) => image)).toEqual(whileLoading.map(({ image }) => image));
      const changed = loaded.flatMap((after, index) => {
        const before = whileLoading[index];
        const moved =
          !before ||
          Math.abs(after.width - before.width) > 0.5 ||
          Math.abs(after.height - before.height) > 0.5;
        return moved
          ? [`${after.image}: ${before?.width}×${before?.height} → ${after.width}×${after.height}`]
          : [];
      });
      expect(changed, "images whose size changed when they arrived").toEqual([]);
      expect(loaded.length, "the page has images to measure").toBeGreaterThan(0);
    },
  );
});
