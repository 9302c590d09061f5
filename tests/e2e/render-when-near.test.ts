import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { PHONE } from "../../scripts/bench/document-work.ts";
import { setupBrowser, waitForHydration } from "../support/browser.ts";
import { routeTable } from "../support/route-table.ts";

/**
 * The sections far below a page's first and the footer are laid out and painted only near the view
 * (global.css, `content-visibility: auto`): the first frame of a long page on a phone skips their
 * style and layout. What that must not cost: a layout shift while a visitor scrolls (the skipped
 * sections stand in at an estimated height), the largest paint (never in a skipped section), and
 * anything drawn outside such a section (its paint containment would cut it off).
 */
const web = setupBrowser();
const phone = PHONE.viewport;

/** Long pages on a phone: the footer and several sections lie beyond one and a half screens. */
const LONG_ROUTES = ["/", "/about", "/industries/government", "/services/custom-web-applications"];

/**
 * How far the page's length at load (skipped sections at their estimated heights) may be from its
 * real length, so that the scroll bar, the End key and a link into the page land about where they
 * should: one estimate serves every section, measured 16% long on /about and 16% short on
 * /services/custom-web-applications at 412 px.
 */
const HEIGHT_TOLERANCE = 0.2;

const pageHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);

/** Whether the footer's content is skipped (not rendered) right now. */
function footerSkipped(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const link = document.querySelector("main ~ footer a");
    if (!link) throw new Error("no link in the footer");
    return !link.checkVisibility({ contentVisibilityAuto: true });
  });
}

/** Starts adding up the layout shifts that came without recent input (CLS), from the page's start on. */
function recordShifts(page: Page): Promise<void> {
  return page.evaluate(() => {
    const record = { score: 0, shifts: [] as string[] };
    Object.assign(window, { shiftRecord: record });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        record.score += entry.value;
        const nodes = entry.sources.map(({ node }) =>
          node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}`.slice(0, 80) : "?",
        );
        record.shifts.push(`${entry.value.toFixed(4)} at ${Math.round(scrollY)}: ${nodes.join(", ")}`);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

function shiftsSoFar(page: Page): Promise<{ score: number; shifts: string[] }> {
  return page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() =>
          setTimeout(
            () =>
              resolve(
                (window as unknown as { shiftRecord: { score: number; shifts: string[] } }).shiftRecord,
              ),
            0,
          ),
        ),
      ),
  );
}

/** Scrolls to the end of the page `step` screens at a time, a frame drawn after each. */
async function scrollToBottom(page: Page, step: number): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    const atEnd = await page.evaluate(async (screens) => {
      window.scrollBy({ top: window.innerHeight * screens, behavior: "instant" });
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    }, step);
    if (atEnd) return;
  }
  throw new Error("scrollToBottom: never reached the end of the page");
}

describe("sections rendered only near the view", () => {
  it.each(LONG_ROUTES)("%s: the footer is skipped at load and rendered once scrolled to", async (path) => {
    const { page } = await web.open(path, { viewport: phone, touch: true });
    expect(await footerSkipped(page)).toBe(true);
    await scrollToBottom(page, 0.5);
    expect(await footerSkipped(page)).toBe(false);
  });

  it.each(LONG_ROUTES)(
    "%s: scrolling to the bottom a screen at a time shifts nothing (CLS 0), and the page was about as long at load",
    async (path) => {
      const { page } = await web.open(path, { viewport: phone, touch: true });
      const heightAtLoad = await pageHeight(page);
      await recordShifts(page);
      await scrollToBottom(page, 1);
      const { score, shifts } = await shiftsSoFar(page);
      expect(shifts).toEqual([]);
      expect(score).toBe(0);
      // Every section has been rendered once and keeps that height: the page's real length.
      const height = await pageHeight(page);
      expect(
        Math.abs(heightAtLoad - height) / height,
        `${heightAtLoad} px at load, ${height} px`,
      ).toBeLessThan(HEIGHT_TOLERANCE);
    },
  );

  it.each(LONG_ROUTES)("%s: the largest paint is in no skipped section", async (path) => {
    const page = await web.newPage({ viewport: phone, touch: true });
    await page.goto(web.url(path));
    await waitForHydration(page);
    const insideSkippable = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as (PerformanceEntry & { element: Element | null })[];
            const element = entries.at(-1)?.element;
            if (!element) return resolve("no element");
            for (let node: Element | null = element; node; node = node.parentElement)
              if (getComputedStyle(node).contentVisibility === "auto")
                return resolve(node.outerHTML.slice(0, 120));
            resolve("");
          }).observe({ type: "largest-contentful-paint", buffered: true });
        }),
    );
    expect(insideSkippable).toBe("");
  });
});

describe.each([
  { name: "412", viewport: phone },
  { name: "1440", viewport: { width: 1440, height: 900 } },
])("at $name px, nothing reaches outside a section rendered only near the view", ({ viewport }) => {
  const sharedPage = web.sharedPage({ viewport, javaScriptEnabled: false, expectDocument404: true });
  it.each(routeTable.map((route) => route.path))("%s", async (path) => {
    const page = await sharedPage();
    await page.goto(web.url(path));
    const outside = await page.evaluate(() => {
      const found: string[] = [];
      const containers = [...document.querySelectorAll("main *, main ~ footer")].filter(
        (element) => getComputedStyle(element).contentVisibility === "auto",
      );
      for (const container of containers) {
        container.scrollIntoView({ block: "center", behavior: "instant" });
        const box = container.getBoundingClientRect();
        for (const element of container.querySelectorAll("*")) {
          if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
          const rect = element.getBoundingClientRect();
          if (rect.width === 0 || rect.height === 0) continue;
          let clippedInside = false;
          for (let node = element.parentElement; node && node !== container; node = node.parentElement) {
            const style = getComputedStyle(node);
            if (style.overflowX !== "visible" || style.overflowY !== "visible") clippedInside = true;
          }
          if (clippedInside) continue;
          if (
            rect.left < box.left - 0.5 ||
            rect.right > box.right + 0.5 ||
            rect.top < box.top - 0.5 ||
            rect.bottom > box.bottom + 0.5
          )
            found.push(`${element.tagName.toLowerCase()}.${element.className}`.slice(0, 100));
        }
      }
      return found;
    });
    expect(outside).toEqual([]);
  });
});
