import { describe, expect, it } from "vitest";
import { projectDetails } from "../../site/generated/projectDetails.ts";
import { setupBrowser, waitForHydration } from "../support/browser.ts";
import { largestContentfulPaint } from "../support/paint.ts";
import { DESKTOP, MOBILE } from "../support/paths.ts";
import { singleRoute } from "../support/route-table.ts";

const web = setupBrowser();

const FRAME_ADDED = "<iframe>";

/** What a running page fetches or puts in once loaded, by the start of its name or URL. */
const pages = [
  // The hero clip's code and file.
  { path: singleRoute("homePage"), fetches: ["/assets/chunks/", "/media/"] },
  // The map's frame: noted when it is put in, since its address is outside this machine's reach.
  { path: singleRoute("contactPage"), fetches: [FRAME_ADDED] },
  // The gallery's code.
  { path: projectDetails[0]?.href ?? "", fetches: ["/assets/chunks/"] },
];

interface Started {
  name: string;
  startTime: number;
}

/** Notes when an iframe enters the document, as a resource entry named FRAME_ADDED would. */
function noteFrames(name: string): void {
  const noted: Started[] = [];
  Object.assign(window, { framesAdded: noted });
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node instanceof Element && (node.matches("iframe") || node.querySelector("iframe")))
          noted.push({ name, startTime: performance.now() });
  }).observe(document, { childList: true, subtree: true });
}

describe("work no one needs for the first paint", () => {
  it.each(pages.flatMap((page) => [DESKTOP, MOBILE].map((viewport) => ({ ...page, viewport }))))(
    "$path ($viewport.width px): starts only once the largest paint is on the screen",
    async ({ path, fetches, viewport }) => {
      const page = await web.newPage({ viewport });
      await page.addInitScript(noteFrames, FRAME_ADDED);
      await page.goto(web.url(path));
      await waitForHydration(page);
      const largestPaint = (await largestContentfulPaint(page)).startTime;
      const later = await page.evaluate((prefixes) => {
        const frames = (window as unknown as { framesAdded: Started[] }).framesAdded;
        return [...performance.getEntriesByType("resource"), ...frames]
          .filter((entry) => prefixes.some((prefix) => entry.name.includes(prefix)))
          .map(({ name, startTime }) => ({ name, startTime }));
      }, fetches);
      expect(later.length, `what ${path} fetches once loaded`).toBeGreaterThan(0);
      const early = later.filter((entry) => entry.startTime < largestPaint);
      expect(early, `started before the largest paint at ${largestPaint} ms`).toEqual([]);
    },
  );
});
