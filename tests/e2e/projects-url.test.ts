import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { projects } from "../../site/generated/projects.ts";
import { eventually, setupBrowser, waitForHydration } from "../support/browser.ts";
import { ALL, expectedIds } from "../support/filter-rule.ts";
import { choose, searchOf, selectedValue, shownIds } from "../support/portfolio.ts";

const web = setupBrowser();

const industry = "E-commerce";
const technology = "Shopify";

/** The state the page shows: both button values and the cards. */
async function state(page: Page) {
  return {
    industry: await selectedValue(page, "Industry"),
    technology: await selectedValue(page, "Technology"),
    ids: await shownIds(page),
  };
}

const stateFor = (chosenIndustry: string, chosenTechnology: string) => ({
  industry: chosenIndustry,
  technology: chosenTechnology,
  ids: expectedIds(projects, chosenIndustry, chosenTechnology),
});

describe("/projects filter state in the URL", () => {
  it("writes the choice to ?industry=…&technology=… and keeps it on reload", async () => {
    const { page } = await web.open("/projects");
    await choose(page, "Industry", industry);
    expect(searchOf(page)).toEqual({ industry });
    await choose(page, "Technology", technology);
    expect(searchOf(page)).toEqual({ industry, technology });
    expect(new URL(page.url()).pathname).toBe("/projects");

    await page.reload();
    await waitForHydration(page);
    await eventually(() => state(page), stateFor(industry, technology), "state after reload");
    expect(searchOf(page)).toEqual({ industry, technology });
  });

  it("walks filter states with back and forward", async () => {
    const { page } = await web.open("/projects");
    await choose(page, "Industry", industry);
    await choose(page, "Technology", technology);

    await page.goBack();
    await eventually(() => state(page), stateFor(industry, ALL), "one step back");
    expect(searchOf(page)).toEqual({ industry });
    await page.goBack();
    await eventually(() => state(page), stateFor(ALL, ALL), "two steps back");
    expect(searchOf(page)).toEqual({});
    await page.goForward();
    await eventually(() => state(page), stateFor(industry, ALL), "one step forward");
    await page.goForward();
    await eventually(() => state(page), stateFor(industry, technology), "two steps forward");
  });

  it("applies a query in a URL opened directly", async () => {
    const query = new URLSearchParams({ industry: "Healthcare", technology: "MySQL" });
    const { page } = await web.open(`/projects?${query}`);
    const expected = stateFor("Healthcare", "MySQL");
    expect(expected.ids.length).toBeGreaterThan(0);
    expect(expected.ids.length).toBeLessThan(projects.length);
    await eventually(() => state(page), expected, "state from the URL");
  });

  it("ignores values that are not options", async () => {
    const { page } = await web.open("/projects?industry=Nowhere&technology=COBOL");
    await eventually(() => state(page), stateFor(ALL, ALL));
  });
});
