/**
 * The browser's own work on one load of a page at Lighthouse's mobile settings (a 412 px phone,
 * the CPU slowed 4×): the style and layout time Chromium counted (CDP `Performance.getMetrics`,
 * `RecalcStyleDuration` + `LayoutDuration`) and, with JavaScript on, the long tasks after the
 * first contentful paint. Used by `npm run bench:compare-builds` to set two builds side by side.
 */
import type { Browser } from "playwright-core";
import { BEHAVIOURS } from "../../site/enhance/attributes.ts";
import { longWorkOf, recordLongWork, tasksAfterPaint } from "../bench-audit/long-tasks.ts";

/** Lighthouse's mobile screen (a Moto G Power). */
export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
} as const;

/** How long after `load` the document's work is counted (the font's and images' arrival included). */
const AFTER_LOAD_MS = 800;
/** With JavaScript: how long the page is left once its behaviours have started (reveals, islands). */
const SETTLE_MS = 1500;

export interface DocumentWork {
  /** Style recalculation plus layout, ms of (slowed) main thread. */
  styleAndLayoutMs: number;
  /** With JavaScript on: the long tasks after the first contentful paint, ms each. */
  longTasksMs: number[];
}

const seconds = (metrics: { name: string; value: number }[], name: string) =>
  metrics.find((metric) => metric.name === name)?.value ?? 0;

/** One fresh load of `url` in its own context. */
export async function measureLoad(browser: Browser, url: string, javaScript: boolean): Promise<DocumentWork> {
  const context = await browser.newContext({ ...PHONE, javaScriptEnabled: javaScript });
  try {
    const page = await context.newPage();
    const session = await recordLongWork(page);
    await session.send("Performance.enable");
    const metricsNow = async () => {
      const { metrics } = await session.send("Performance.getMetrics");
      return (seconds(metrics, "RecalcStyleDuration") + seconds(metrics, "LayoutDuration")) * 1000;
    };
    const before = await metricsNow();
    await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    if (javaScript) {
      await page.waitForFunction(
        (attribute) => document.documentElement.getAttribute(attribute) === "started",
        BEHAVIOURS,
        { timeout: 60_000 },
      );
      await page.waitForTimeout(SETTLE_MS);
    } else {
      await page.waitForTimeout(AFTER_LOAD_MS);
    }
    const styleAndLayoutMs = (await metricsNow()) - before;
    const longTasksMs = javaScript
      ? tasksAfterPaint(await longWorkOf(page)).map((task) => task.duration)
      : [];
    return { styleAndLayoutMs, longTasksMs };
  } finally {
    await context.close();
  }
}
