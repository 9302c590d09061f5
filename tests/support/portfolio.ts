import type { Locator, Page } from "playwright-core";
import { PROJECT_ID } from "../../site/enhance/attributes.ts";
import { eventually } from "./browser.ts";

/** Page object for the /projects filter bar and grid. */
export type FilterLabel = "Industry" | "Technology";

export interface ShownOption {
  value: string;
  count: number;
}

/**
 * The dropdown button: its accessible name is the label followed by the current value. (An option
 * can be named like a label, e.g. the industry 'Industry', hence the aria-expanded.)
 */
export function filterButton(page: Page, label: FilterLabel): Locator {
  return page.getByRole("button", { name: new RegExp(`^${label} `) }).and(page.locator("[aria-expanded]"));
}

export function filterPanel(page: Page, label: FilterLabel): Locator {
  return page.getByRole("list", { name: `${label} options`, includeHidden: true });
}

export async function isOpen(page: Page, label: FilterLabel): Promise<boolean> {
  const expanded = await filterButton(page, label).getAttribute("aria-expanded");
  const visible = await filterPanel(page, label).isVisible();
  if ((expanded === "true") !== visible)
    throw new Error(`${label}: aria-expanded=${expanded} but panel visible=${visible}`);
  return visible;
}

/** The value the button shows. */
export async function selectedValue(page: Page, label: FilterLabel): Promise<string> {
  const name = (await filterButton(page, label).textContent()) ?? "";
  return name.trim();
}

export async function openFilter(page: Page, label: FilterLabel): Promise<void> {
  if (!(await isOpen(page, label))) await filterButton(page, label).click();
  await eventually(() => isOpen(page, label), true, `${label} dropdown opens`);
}

function parseOption(text: string): ShownOption {
  const match = /^(.*) \((\d+)\)$/.exec(text.trim());
  if (!match?.[1] || match[2] === undefined) throw new Error(`option text '${text}' is not 'Value (count)'`);
  return { value: match[1], count: Number(match[2]) };
}

/** The options of an open dropdown as shown: value and bracketed count. */
export async function shownOptions(page: Page, label: FilterLabel): Promise<ShownOption[]> {
  const texts = await filterPanel(page, label).getByRole("button").allTextContents();
  return texts.map(parseOption);
}

/** Opens the dropdown, chooses `value` and waits until the choice is applied; returns the count the option showed. */
export async function choose(page: Page, label: FilterLabel, value: string): Promise<number> {
  await openFilter(page, label);
  const options = await shownOptions(page, label);
  const index = options.findIndex((option) => option.value === value);
  const option = options[index];
  if (!option)
    throw new Error(`${label} has no option '${value}' (has ${options.map((o) => o.value).join(", ")})`);
  await filterPanel(page, label).getByRole("button").nth(index).click();
  await eventually(() => selectedValue(page, label), value, `${label} shows '${value}' after choosing it`);
  return option.count;
}

/** Ids of the cards in the grid, in order; empty when the 'no match' message shows. */
export async function shownIds(page: Page): Promise<string[]> {
  const ids = await page
    .locator("[data-testid=project-grid] > li:not([hidden])")
    .evaluateAll((items, id) => items.map((item) => item.getAttribute(id) ?? "?"), PROJECT_ID);
  return ids;
}

export function clearButton(page: Page): Locator {
  return page.getByRole("button", { name: "Clear Filters", exact: true });
}

export function searchOf(page: Page): Record<string, string> {
  return Object.fromEntries(new URL(page.url()).searchParams);
}
