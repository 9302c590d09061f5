import { describe, expect, it } from "vitest";
import { setupBrowser, waitForHydration } from "../support/browser.ts";
import { DESKTOP, MOBILE } from "../support/paths.ts";

const web = setupBrowser();

/**
 * Pages whose running page fetches something of its own once loaded: the hero clip's code and
 * file (home), the map's frame (contact: the frame is put in, and its address is outside this
 * machine's reach), the gallery's code (a project).
 */
const pages = [
  { path: "/", fetches: ["/assets/chunks/", "/media/"] },
  { path: "/contact", fetches: ["<iframe>"] },
  { path: "/projects/better-that", fetches: ["/assets/chunks/"] },
];

/** Notes when an iframe enters the document, as a resource entry named "<iframe>" would. */
function noteFrames(): void {
  const noted: { name: string; startTime: number }[] = [];
  Object.assign(window, { framesAdded: noted });
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node instanceof Element && (node.matches("iframe") || node.querySelector("iframe")))
          noted.push({ name: "<iframe>", startTime: performance.now() });
  }).observe(document, { childList: true, subtree: true });
}

interface Timings {
  largestPaint: number;
  later: { name: string; startTime: number }[];
}

describe("work no one needs for the first paint", () => {
  it.each(pages.flatMap((page) => [DESKTOP, MOBILE].map((viewport) => ({ ...page, viewport }))))(
    "$path ($viewport.width px): starts only once the largest paint is on the screen",
    async ({ path, fetches, viewport }) => {
      const page = await web.newPage({ viewport });
      await page.addInitScript(noteFrames);
      await page.goto(web.url(path));
      await waitForHydration(page);
      const timings = await page.evaluate(
        (prefixes) =>
          new Promise<Timings>((resolve) => {
            new PerformanceObserver((list) => {
              const largest = list.getEntries().at(0);
              const frames = (window as unknown as { framesAdded: Timings["later"] }).framesAdded;
              const later = [...performance.getEntriesByType("resource"), ...frames]
                .filter((entry) => prefixes.some((prefix) => entry.name.includes(prefix)))
                .map(({ name, startTime }) => ({ name, startTime }));
              resolve({ largestPaint: largest?.startTime ?? Number.NaN, later });
            }).observe({ type: "largest-contentful-paint", buffered: true });
          }),
        fetches,
      );
      expect(timings.later.length, `what ${path} fetches once loaded`).toBeGreaterThan(0);
      const early = timings.later.filter((entry) => entry.startTime < timings.largestPaint);
      expect(early, `started before the largest paint at ${timings.largestPaint} ms`).toEqual([]);
    },
  );
});
