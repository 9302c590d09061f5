import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { DECORATION_COUNT } from "../../site/layouts/BackgroundDecor.tsx";
import { setupBrowser, waitForHydration } from "../support/browser.ts";
import { scrollThrough, scrollToY, settle } from "../support/enhance.ts";
import {
  decorationOverlaps,
  horizontalOverflows,
  isShownInViewport,
  shownDecorations,
  unloadedImages,
} from "../support/layout-checks.ts";
import { DESKTOP, MOBILE } from "../support/paths.ts";
import { routeTable } from "../support/route-table.ts";

/**
 * Every route as a visitor with a mouse sees it on a phone and on a desktop, decorations floating:
 * a full-page screenshot of each (into a temporary folder, printed at the start, to look at), and
 * the layout checks of issue 16. One page per viewport for the whole file.
 */
const web = setupBrowser();
/** The decorations float in the gutters beside the content column: a phone has none. */
const viewports = [
  { name: "390", viewport: MOBILE, decorations: 0 },
  { name: "1440", viewport: DESKTOP, decorations: DECORATION_COUNT },
].map((entry) => ({
  ...entry,
  page: web.sharedPage({ viewport: entry.viewport, expectDocument404: true }),
}));

let folder = "";
beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), "site-screenshots-"));
  console.log(`page-layout: screenshots in ${folder}`);
});

/** '/services/ai-ml' → 'services_ai-ml', '/' → 'home'. */
const fileName = (path: string, width: string) =>
  `${path === "/" ? "home" : path.slice(1).replace(/\//g, "_")}-${width}.png`;

describe.each(viewports)("at $name px", ({ name, decorations, page: sharedPage }) => {
  it.each(routeTable.map((route) => [route.path, route] as const))(
    "%s: nothing sideways, decorations only off text, the call to action in the header, every image loaded",
    async (_path, route) => {
      const page = await sharedPage();
      const response = await page.goto(web.url(route.path));
      expect(response?.status()).toBe(route.status);
      await waitForHydration(page);
      await scrollThrough(page);
      await settle(page);
      expect.soft(await unloadedImages(page), "images with a box but no picture").toEqual([]);
      await scrollToY(page, 0);
      await page.screenshot({
        path: join(folder, fileName(route.path, name)),
        fullPage: true,
        animations: "disabled",
      });

      expect.soft(await horizontalOverflows(page), "elements past the viewport's sides").toEqual([]);
      expect.soft(await shownDecorations(page), "decorations shown").toBe(decorations);
      expect.soft(await decorationOverlaps(page), "text under a floating decoration").toEqual([]);
      const cta = page
        .getByRole("banner")
        .getByRole("link", { name: "Get a FREE Consultation", exact: true });
      expect.soft(await isShownInViewport(cta), "the header's call to action").toBe(true);
    },
  );
});
