import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { projectFacets } from "../../site/generated/project-facets.ts";
import { projects } from "../../site/generated/projects.ts";
import { setupBrowser } from "../support/browser.ts";
import { ALL, distinctValues, expectedIds } from "../support/filter-rule.ts";
import { choose, type FilterLabel, openFilter, shownIds, shownOptions } from "../support/portfolio.ts";

const web = setupBrowser();

const industries = distinctValues(projects.map((project) => project.industry));
const technologies = distinctValues(projects.flatMap((project) => project.technologies));
const valuesOf = (label: FilterLabel) => (label === "Industry" ? industries : technologies);

interface Mismatch {
  industry: string;
  technology: string;
  problem: string;
}

/**
 * Chooses every option of `label` in turn (the other filter already set) and records where the grid
 * or the option's bracketed count disagree with the filter rule.
 */
async function checkEveryOption(page: Page, label: FilterLabel, other: string): Promise<Mismatch[]> {
  const mismatches: Mismatch[] = [];
  await openFilter(page, label);
  const offered = (await shownOptions(page, label)).map((option) => option.value);
  expect(offered[0], `${label}: first option`).toBe(ALL);
  expect([...offered].sort(), `${label}: options offered`).toEqual([ALL, ...valuesOf(label)].sort());

  for (const value of [...valuesOf(label), ALL]) {
    const [industry, technology] = label === "Industry" ? [value, other] : [other, value];
    const count = await choose(page, label, value);
    const shown = await shownIds(page);
    const expected = expectedIds(projects, industry, technology);
    const where = { industry, technology };
    if (JSON.stringify(shown) !== JSON.stringify(expected)) {
      mismatches.push({
        ...where,
        problem: `cards ${JSON.stringify(shown)}, expected ${JSON.stringify(expected)}`,
      });
    }
    if (count !== shown.length)
      mismatches.push({ ...where, problem: `option shows (${count}), ${shown.length} cards shown` });
  }
  return mismatches;
}

describe("/projects filters", () => {
  it("generated facets list the distinct values, with counts that follow the filter rule", () => {
    expect([...projectFacets.industries].sort()).toEqual([...industries].sort());
    expect([...projectFacets.technologies].sort()).toEqual([...technologies].sort());
    for (const industry of [ALL, ...industries]) {
      for (const technology of [ALL, ...technologies]) {
        expect(projectFacets.counts[industry]?.[technology], `counts[${industry}][${technology}]`).toBe(
          expectedIds(projects, industry, technology).length,
        );
      }
    }
  });

  it("shows all projects in content order before any choice", async () => {
    const { page } = await web.open("/projects");
    expect(await shownIds(page)).toEqual(projects.map((project) => project.id));
  });

  it.each<[FilterLabel, string]>([
    ["Industry", ALL],
    ["Technology", ALL],
  ])("every %s option alone shows exactly the matching cards, as many as its count", async (label) => {
    const { page } = await web.open("/projects");
    expect(await checkEveryOption(page, label, ALL)).toEqual([]);
  });

  // Technologies whose text is contained in other technologies ('Webhook' in 'Webhooks', 'Shopify'
  // in 'Shopify Plus') exercise the 'contains' half of the rule.
  it.each<[FilterLabel, string]>([
    ["Industry", "Webhook"],
    ["Industry", "PHP"],
    ["Technology", "E-commerce"],
    ["Technology", "Healthcare"],
  ])(
    "every %s option with the other filter on '%s' shows the matching cards and counts",
    async (label, other) => {
      const otherLabel: FilterLabel = label === "Industry" ? "Technology" : "Industry";
      expect(valuesOf(otherLabel)).toContain(other);
      const { page } = await web.open("/projects");
      await choose(page, otherLabel, other);
      expect(await checkEveryOption(page, label, other)).toEqual([]);
    },
  );
});
