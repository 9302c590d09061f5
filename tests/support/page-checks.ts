import type { Page } from "playwright-core";
import { expect } from "vitest";
import { axeViolations } from "./axe.ts";
import { horizontalOverflow } from "./sections.ts";

/**
 * A style sheet that renders what `content-visibility: auto` skips (the portfolio's later cards
 * until a visitor scrolls near them), for readings of what a visitor sees once there.
 */
export const RENDER_EVERYTHING = "*{content-visibility:visible!important}";

/**
 * The rendered, visible text of the page, whitespace collapsed. Hidden text does not count; text
 * under `content-visibility: auto` does (the portfolio's cards): it is only drawn once a visitor
 * scrolls near it, so its rendering is forced for the reading.
 */
export async function visibleText(page: Page): Promise<string> {
  const text = await page.evaluate((renderEverything) => {
    const renderAll = document.createElement("style");
    renderAll.textContent = renderEverything;
    document.head.append(renderAll);
    // biome-ignore lint/performance/useDomNodeTextContent: what a visitor sees is the point, hidden text must not count
    const rendered = document.body.innerText;
    renderAll.remove();
    return rendered;
  }, RENDER_EVERYTHING);
  return text.replace(/\s+/g, " ");
}

export async function expectTexts(page: Page, texts: readonly string[]): Promise<void> {
  const body = await visibleText(page);
  const missing = texts.filter((text) => !body.includes(text.replace(/\s+/g, " ")));
  expect(missing, `texts missing on ${page.url()}`).toEqual([]);
}

export async function expectHeading(page: Page, heading: string | RegExp): Promise<void> {
  const text = ((await page.locator("h1").first().textContent()) ?? "").trim();
  if (typeof heading === "string") expect(text).toBe(heading);
  else expect(text).toMatch(heading);
}

/** The hrefs of every link with exactly this accessible name. */
export async function linkHrefs(page: Page, name: string): Promise<(string | null)[]> {
  const links = await page.getByRole("link", { name, exact: true }).all();
  return Promise.all(links.map((link) => link.getAttribute("href")));
}

export async function expectLink(page: Page, name: string, href: string): Promise<void> {
  expect(await linkHrefs(page, name), `links named '${name}'`).toContain(href);
}

/** Zero axe violations, and nothing wider than the viewport (no sideways scrolling on a phone). */
export async function expectAccessibleLayout(page: Page, viewport: { width: number }): Promise<void> {
  const violations = await axeViolations(page);
  expect.soft(violations, `axe violations on ${page.url()}:\n${violations}`).toBe("");
  const { scrollWidth, innerWidth } = await horizontalOverflow(page);
  expect(innerWidth).toBe(viewport.width);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}
