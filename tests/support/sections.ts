import type { Locator, Page } from "playwright-core";

/** Page object for pages composed of `data-section` blocks (service, industry and overview pages). */

/** A link as a visitor meets it: its label (screen-reader-only hints left out), href, target and rel. */
export interface RenderedLink {
  label: string;
  href: string | null;
  target: string | null;
  rel: string | null;
}

/** One `<section data-section="name">` of the page's main content. */
export function section(page: Page, name: string): Locator {
  return page.locator(`main [data-section="${name}"]`);
}

/** The `data-section` names in document order. */
export function sectionNames(page: Page): Promise<(string | null)[]> {
  return page
    .locator("main [data-section]")
    .evaluateAll((elements) => elements.map((element) => element.getAttribute("data-section")));
}

/**
 * The text of each matched element without its screen-reader-only parts (e.g. 'Step 1: ' before a
 * step title), whitespace collapsed. textContent, so CSS text-transform does not change it.
 */
export function ownTexts(locator: Locator): Promise<string[]> {
  return locator.evaluateAll((elements) =>
    elements.map((element) => {
      const clone = element.cloneNode(true) as Element;
      for (const hidden of clone.querySelectorAll(".sr-only")) hidden.remove();
      return (clone.textContent ?? "").replace(/\s+/g, " ").trim();
    }),
  );
}

/** Every link inside `scope`, in document order. */
export function renderedLinks(scope: Locator): Promise<RenderedLink[]> {
  return scope.locator("a").evaluateAll((anchors) =>
    anchors.map((anchor) => {
      const clone = anchor.cloneNode(true) as Element;
      for (const hidden of clone.querySelectorAll(".sr-only")) hidden.remove();
      return {
        label: (clone.textContent ?? "").replace(/\s+/g, " ").trim(),
        href: anchor.getAttribute("href"),
        target: anchor.getAttribute("target"),
        rel: anchor.getAttribute("rel"),
      };
    }),
  );
}

/** Whether a link opens a new tab without giving the new page a handle on this one. */
export function opensSafelyInNewTab(link: RenderedLink): boolean {
  return link.target === "_blank" && (link.rel ?? "").split(/\s+/).includes("noopener");
}

/** Every stat of the main content (`<dl>` of value and label) as 'value label'. */
export function statPairs(page: Page): Promise<string[]> {
  return page.locator("main dl > div").evaluateAll((pairs) =>
    pairs.map((pair) => {
      const value = pair.querySelector("dd")?.textContent ?? "";
      const label = pair.querySelector("dt")?.textContent ?? "";
      return `${value} ${label}`.replace(/\s+/g, " ").trim();
    }),
  );
}

/**
 * The text where section 9 figures are looked for: the main content as shown, plus every stat as
 * 'value label', so a stat '0' labelled 'Breaches …' reads '0 Breaches …'. Header and footer excluded.
 */
export async function figureCorpus(page: Page): Promise<string> {
  // biome-ignore lint/performance/useDomNodeTextContent: the text a visitor sees
  const shown = await page.locator("main").innerText();
  return [shown.replace(/\s+/g, " "), ...(await statPairs(page))].join(" | ");
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The figures (e.g. '40%', '200+', '0 breaches') that occur nowhere in `corpus`, case-insensitively
 * and as whole tokens: '40%' is not found inside '140%', nor '99.9%' inside '99.99%'.
 */
export function missingFigures(corpus: string, figures: readonly string[]): string[] {
  return figures.filter(
    (figure) => !new RegExp(`(?<![\\w.])${escapeRegExp(figure)}(?![\\w]|\\.\\d)`, "i").test(corpus),
  );
}

/** Whether the document is wider than the viewport (a horizontal scroll bar). */
export function horizontalOverflow(page: Page): Promise<{ scrollWidth: number; innerWidth: number }> {
  return page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
}

/** The hero's stats as 'value label'. */
export function heroStats(page: Page): Promise<string[]> {
  return section(page, "hero")
    .locator("dl > div")
    .evaluateAll((pairs) =>
      pairs.map((pair) =>
        `${pair.querySelector("dd")?.textContent ?? ""} ${pair.querySelector("dt")?.textContent ?? ""}`.trim(),
      ),
    );
}

/** The element's own texts joined by spaces. */
export async function joinedText(locator: Locator): Promise<string> {
  return (await ownTexts(locator)).join(" ");
}

/** HTML rendered from Markdown, as the text a reader sees. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]+>/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** The items of the list right after the `<h4>` titled `title` inside `scope`. */
export function itemsUnderHeading(scope: Locator, title: string): Promise<string[]> {
  return ownTexts(scope.locator(`xpath=.//h4[normalize-space()="${title}"]/following-sibling::ul[1]/li`));
}
