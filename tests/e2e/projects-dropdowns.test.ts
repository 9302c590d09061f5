import { describe, expect, it } from "vitest";
import { FILTER_OPTION } from "../../site/enhance/attributes.ts";
import { projects } from "../../site/generated/projects.ts";
import { axeViolations } from "../support/axe.ts";
import { eventually, setupBrowser } from "../support/browser.ts";
import { ALL } from "../support/filter-rule.ts";
import { DESKTOP, MOBILE } from "../support/paths.ts";
import {
  choose,
  clearButton,
  filterButton,
  isOpen,
  openFilter,
  selectedValue,
  shownIds,
} from "../support/portfolio.ts";
import { horizontalOverflow } from "../support/sections.ts";

const web = setupBrowser();

const allIds = projects.map((project) => project.id);
const anIndustry = projects[0]?.industry ?? "";
const aTechnology = projects[0]?.technologies[0] ?? "";

describe("/projects dropdowns", () => {
  it("keeps at most one dropdown open: opening one closes the other", async () => {
    const { page } = await web.open("/projects");
    expect([await isOpen(page, "Industry"), await isOpen(page, "Technology")]).toEqual([false, false]);
    await openFilter(page, "Industry");
    expect(await isOpen(page, "Technology")).toBe(false);
    await openFilter(page, "Technology");
    await eventually(() => isOpen(page, "Industry"), false, "Industry closes when Technology opens");
    await openFilter(page, "Industry");
    await eventually(() => isOpen(page, "Technology"), false, "Technology closes when Industry opens");
    await filterButton(page, "Industry").click();
    await eventually(() => isOpen(page, "Industry"), false, "the button toggles its dropdown closed");
  });

  it("closes the open dropdown on a click outside it", async () => {
    const { page } = await web.open("/projects");
    await openFilter(page, "Technology");
    await page.locator("h1").click();
    await eventually(() => isOpen(page, "Technology"), false);
    expect(await selectedValue(page, "Technology")).toBe(ALL);
  });

  it("closes on Escape and returns focus to its button", async () => {
    const { page } = await web.open("/projects");
    await openFilter(page, "Industry");
    await page.keyboard.press("ArrowDown");
    const focusedOption = await page.evaluate(
      (option) => document.activeElement?.hasAttribute(option) ?? false,
      FILTER_OPTION,
    );
    expect(focusedOption, "ArrowDown moves focus into the options").toBe(true);
    await page.keyboard.press("Escape");
    await eventually(() => isOpen(page, "Industry"), false);
    expect(await filterButton(page, "Industry").evaluate((button) => button === document.activeElement)).toBe(
      true,
    );
  });

  it("closes after a choice", async () => {
    const { page } = await web.open("/projects");
    await choose(page, "Technology", aTechnology);
    expect(await isOpen(page, "Technology")).toBe(false);
  });

  it("shows 'Clear Filters' only while a filter is not All, and it resets both", async () => {
    const { page } = await web.open("/projects");
    expect(await clearButton(page).count()).toBe(0);

    await choose(page, "Industry", anIndustry);
    expect(await clearButton(page).count()).toBe(1);
    await choose(page, "Technology", aTechnology);
    await clearButton(page).click();
    await eventually(
      () => Promise.all([selectedValue(page, "Industry"), selectedValue(page, "Technology")]),
      [ALL, ALL],
    );
    expect(await clearButton(page).count()).toBe(0);
    expect(await shownIds(page)).toEqual(allIds);

    await choose(page, "Technology", aTechnology);
    expect(await clearButton(page).count(), "a technology alone also shows it").toBe(1);
    await choose(page, "Technology", ALL);
    expect(await clearButton(page).count()).toBe(0);
  });
});

describe.each([
  ["1440x900", DESKTOP],
  ["390x844", MOBILE],
])("/projects at %s with the Technology dropdown open", (_name, viewport) => {
  it("has no axe violations and no sideways scroll", async () => {
    const { page } = await web.open("/projects", { viewport });
    await openFilter(page, "Technology");
    const violations = await axeViolations(page);
    expect.soft(violations, `axe violations with the Technology dropdown open:\n${violations}`).toBe("");
    const { scrollWidth, innerWidth } = await horizontalOverflow(page);
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  });
});
