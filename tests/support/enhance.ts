import type { Locator, Page } from "playwright-core";
import { REVEAL, REVEAL_ITEM, REVEALED } from "../../site/enhance/attributes.ts";
import { eventually } from "./browser.ts";

/** Page object for the behaviours every page shares: phone menu, scroll-to-top, reveals, decorations. */

/** The phone menu's button (below xl). */
export function menuButton(page: Page): Locator {
  return page.getByRole("banner").getByRole("button", { name: "Menu", exact: true });
}

/** The panel the menu button controls, found through its aria-controls. */
export async function menuPanel(page: Page): Promise<Locator> {
  const id = await menuButton(page).getAttribute("aria-controls");
  if (!id) throw new Error("the menu button has no aria-controls");
  return page.locator(`[id="${id}"]`);
}

/** Whether the panel is open; fails when aria-expanded and the panel's visibility disagree. */
export async function isPanelOpen(page: Page): Promise<boolean> {
  const expanded = (await menuButton(page).getAttribute("aria-expanded")) === "true";
  const visible = await (await menuPanel(page)).isVisible();
  if (expanded !== visible) throw new Error(`aria-expanded=${expanded} but panel visible=${visible}`);
  return expanded;
}

export async function expectPanelOpen(page: Page, open: boolean, why?: string): Promise<void> {
  await eventually(() => isPanelOpen(page), open, why ?? `the phone menu ${open ? "opens" : "closes"}`);
}

/** A sub-menu's accordion button in the open panel ('Services', 'Industries'). */
export async function subMenuButton(page: Page, label: string): Promise<Locator> {
  return (await menuPanel(page)).getByRole("button", { name: label, exact: true });
}

/** The region a sub-menu button controls. */
export async function subMenuRegion(page: Page, label: string): Promise<Locator> {
  const id = await (await subMenuButton(page, label)).getAttribute("aria-controls");
  if (!id) throw new Error(`${label}: the sub-menu button has no aria-controls`);
  return page.locator(`[id="${id}"]`);
}

/** The hrefs of the links inside `scope`, in order. */
export function hrefsIn(scope: Locator): Promise<(string | null)[]> {
  return scope.locator("a").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
}

/** What has focus: its id, its accessible name or text, its tag. */
export function activeElement(page: Page): Promise<{ id: string; name: string; tag: string }> {
  return page.evaluate(() => {
    const element = document.activeElement;
    return {
      id: element?.id ?? "",
      name: element?.getAttribute("aria-label") ?? element?.textContent?.trim() ?? "",
      tag: element?.tagName.toLowerCase() ?? "",
    };
  });
}

export function scrollTopButton(page: Page): Locator {
  return page.getByRole("button", { name: "Scroll to top", includeHidden: true });
}

/** Scrolls the window to `y` at once and lets scroll listeners and observers run. */
export async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate(async (top) => {
    window.scrollTo({ top, behavior: "instant" });
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, y);
}

export function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => Math.round(window.scrollY));
}

/** Scrolls down half a screen at a time to the end of the page, as a reader would. */
export async function scrollThrough(page: Page): Promise<void> {
  for (let step = 0; step < 200; step += 1) {
    const atEnd = await page.evaluate(async () => {
      window.scrollBy({ top: window.innerHeight / 2, behavior: "instant" });
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    });
    if (atEnd) return;
  }
  throw new Error("scrollThrough: never reached the end of the page");
}

export interface RevealState {
  /** The section's data-section, or its first heading. */
  name: string;
  revealed: string | null;
  opacity: string;
  translate: string;
}

/** Every element that reveals on scroll (sections and their items), with how it shows right now. */
export function revealStates(page: Page): Promise<RevealState[]> {
  return page.locator(`[${REVEAL}], [${REVEAL_ITEM}]`).evaluateAll(
    (elements, revealed) =>
      elements.map((element) => {
        const style = getComputedStyle(element);
        return {
          name:
            element.getAttribute("data-section") ??
            element.querySelector("h1, h2, h3")?.textContent?.trim() ??
            element.tagName.toLowerCase(),
          revealed: element.getAttribute(revealed),
          opacity: style.opacity,
          translate: style.translate,
        };
      }),
    REVEALED,
  );
}

/** The number of animations and transitions running or waiting in the document. */
export function animationCount(page: Page): Promise<number> {
  return page.evaluate(() => document.getAnimations().length);
}

/** Waits until only the endless animations (the floating decorations) are left: the reveals have played. */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY),
  );
}
