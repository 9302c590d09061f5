import type { Locator, Page } from "playwright-core";
import { eventually } from "./browser.ts";

/** Page object for the desktop header's Services and Industries dropdowns. */
export type MenuLabel = "Services" | "Industries";

/** The desktop menu bar (the phone menu's links are inside a closed <details>, so not matched). */
export function menuBar(page: Page): Locator {
  return page.getByRole("navigation", { name: "Main" });
}

/** The top-level link to the overview page (/services, /industries). */
export function menuLink(page: Page, label: MenuLabel): Locator {
  return menuBar(page).getByRole("link", { name: label, exact: true });
}

/** The disclosure button beside the link. */
export function menuToggle(page: Page, label: MenuLabel): Locator {
  return menuBar(page).getByRole("button", { name: `${label} menu`, exact: true });
}

/** The panel the toggle controls, found through its aria-controls. */
export async function menuPanel(page: Page, label: MenuLabel): Promise<Locator> {
  const id = await menuToggle(page, label).getAttribute("aria-controls");
  if (!id) throw new Error(`${label} menu: the toggle has no aria-controls`);
  return page.locator(`[id="${id}"]`);
}

/** Whether the dropdown is open; fails when aria-expanded and the panel's visibility disagree. */
export async function isMenuOpen(page: Page, label: MenuLabel): Promise<boolean> {
  const expanded = (await menuToggle(page, label).getAttribute("aria-expanded")) === "true";
  const visible = await (await menuPanel(page, label)).isVisible();
  if (expanded !== visible)
    throw new Error(`${label} menu: aria-expanded=${expanded} but panel visible=${visible}`);
  return expanded;
}

export async function expectMenuOpen(page: Page, label: MenuLabel, open: boolean, why?: string) {
  await eventually(() => isMenuOpen(page, label), open, why ?? `${label} menu ${open ? "opens" : "closes"}`);
}

/** The accessible name (for links: the text) of the focused element, and its href if it has one. */
export function focused(page: Page): Promise<{ name: string; href: string | null }> {
  return page.evaluate(() => {
    const element = document.activeElement;
    return {
      name: element?.getAttribute("aria-label") ?? element?.textContent?.trim() ?? "",
      href: element?.getAttribute("href") ?? null,
    };
  });
}

/** Presses Tab until the element named `name` has focus (at most `limit` presses). */
export async function tabTo(page: Page, name: string, limit = 30): Promise<void> {
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press("Tab");
    if ((await focused(page)).name === name) return;
  }
  throw new Error(`Tab never reached '${name}' within ${limit} presses`);
}
