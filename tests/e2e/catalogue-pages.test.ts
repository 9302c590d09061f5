import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { services } from "../../site/generated/services.ts";
import { site } from "../../site/generated/site.ts";
import { setupBrowser } from "../support/browser.ts";
import {
  asSpecButtons,
  type Button,
  type CataloguePage,
  cataloguePages,
  detailPages,
  EXPERTISE_CARDS,
  EXPERTISE_CARDS_BY_PATH,
  INDUSTRY_BUTTON,
  INDUSTRY_GRID_CARDS,
  PROCESS_STEPS,
  SERVICE_SECTIONS,
  SPEC_BUTTONS,
  SPEC_FIGURES,
  SPEC_PROCESS,
  servicePages,
  WHY_CHOOSE_US_STATS,
} from "../support/catalogue-routes.ts";
import { expectTexts } from "../support/page-checks.ts";
import { builtRoutes } from "../support/route-table.ts";
import {
  figureCorpus,
  missingFigures,
  opensSafelyInNewTab,
  ownTexts,
  type RenderedLink,
  renderedLinks,
  section,
  sectionNames,
} from "../support/sections.ts";

const web = setupBrowser();

const asButton = (link: RenderedLink): Button => ({
  label: link.label,
  href: link.href ?? "",
  newTab: link.target === "_blank",
});

const buttonsOf = async (page: Page, name: string) =>
  (await renderedLinks(section(page, name))).map(asButton);

/** Items of a grid section, whether set as cards, rows (ul) or a numbered list (ol). */
const cardCount = (page: Page, name: string) =>
  page.locator(`main [data-section="${name}"] > :is(ul, ol) > li`).count();

const stepTitles = (page: Page) => ownTexts(page.locator('main [data-section="process"] ol > li h3'));

describe("catalogue route table", () => {
  it("holds exactly the service and industry pages of the build", () => {
    const built = builtRoutes.filter((route) => /^\/(services|industries)\/[^/]+$/.test(route)).sort();
    expect(detailPages.map((entry) => entry.path).sort()).toEqual(built);
    for (const entry of cataloguePages) expect(builtRoutes).toContain(entry.path);
  });

  it("names only pages of the route table in its tables of buttons and steps", () => {
    const paths = cataloguePages.map((entry) => entry.path);
    const named = [
      ...Object.keys(SPEC_BUTTONS),
      ...Object.keys(SPEC_PROCESS),
      ...Object.keys(SPEC_FIGURES),
      ...Object.keys(EXPERTISE_CARDS_BY_PATH),
    ];
    expect(named.filter((path) => !paths.includes(path))).toEqual([]);
    // The buttons table has a row for every service page.
    expect(Object.keys(SPEC_BUTTONS).sort()).toEqual(servicePages.map((entry) => entry.path).sort());
  });

  it("places every extra section after a standard section (else it would silently vanish)", () => {
    const misplaced = services.flatMap((service) =>
      (service.extraSections ?? [])
        .filter((extra) => !SERVICE_SECTIONS.includes(extra.after))
        .map((extra) => `${service.slug}: after '${extra.after}'`),
    );
    expect(misplaced).toEqual([]);
  });
});

describe.each(detailPages)("$path", (entry) => {
  it("answers 200 with one h1, its sections in order, its buttons, steps and figures", async () => {
    const { page, response } = await web.open(entry.path);
    expect(response?.status()).toBe(200);

    expect.soft(await ownTexts(page.locator("h1")), "the only h1 is the hero title").toEqual([entry.heading]);
    expect.soft(await sectionNames(page), "data-section order").toEqual(entry.sections);

    const hero = await buttonsOf(page, "hero");
    const closing = await buttonsOf(page, "closing");
    expect.soft(hero, "hero buttons (content)").toEqual(entry.hero);
    expect.soft(closing, "closing buttons (content)").toEqual(entry.closing.buttons);
    const spec = SPEC_BUTTONS[entry.path];
    if (spec) {
      expect.soft(asSpecButtons(hero, spec.hero), "hero buttons (buttons table)").toEqual(spec.hero);
      expect
        .soft(asSpecButtons(closing, spec.closing), "closing buttons (buttons table)")
        .toEqual(spec.closing);
    }

    const external = (await renderedLinks(page.locator("main"))).filter(
      (link) => /^https?:/.test(link.href ?? "") || link.href === site.schedulingUrl,
    );
    expect
      .soft(
        external.filter((link) => !opensSafelyInNewTab(link)),
        "external links open in a new tab with rel noopener",
      )
      .toEqual([]);

    const figures = SPEC_FIGURES[entry.path] ?? [];
    expect.soft(missingFigures(await figureCorpus(page), figures), "section 9 figures missing").toEqual([]);

    if (entry.kind === "service") {
      const steps = await stepTitles(page);
      expect.soft(steps, "process steps (content)").toEqual(entry.steps);
      expect.soft(steps, "a four-step process").toHaveLength(PROCESS_STEPS);
      const specSteps = SPEC_PROCESS[entry.path];
      if (specSteps) expect.soft(steps, "process steps (steps table)").toEqual(specSteps);
      expect
        .soft(await cardCount(page, "expertise"), "expertise cards")
        .toBe(EXPERTISE_CARDS_BY_PATH[entry.path] ?? EXPERTISE_CARDS);
      expect
        .soft(
          await section(page, "whyChooseUs").locator("dl > div").count(),
          "'Why Choose Us' headline stats",
        )
        .toBe(WHY_CHOOSE_US_STATS);
    } else {
      const counts = Object.fromEntries(
        await Promise.all(
          Object.keys(INDUSTRY_GRID_CARDS).map(async (name) => [name, await cardCount(page, name)] as const),
        ),
      );
      expect.soft(counts, "four solutions, challenges and benefits").toEqual(INDUSTRY_GRID_CARDS);
      expect.soft(closing, "'Book a Free Consultation' to /contact").toContainEqual(INDUSTRY_BUTTON);
    }
  });
});

describe.each(cataloguePages)("$path without JavaScript", (entry: CataloguePage) => {
  it("renders the h1, every section and the closing band from the prerendered HTML", async () => {
    const { page, response } = await web.open(entry.path, { javaScriptEnabled: false });
    expect(response?.status()).toBe(200);
    expect(await page.evaluate(() => document.documentElement.dataset.enhanced)).toBeUndefined();
    expect.soft(await ownTexts(page.locator("h1"))).toEqual([entry.heading]);
    expect.soft(await sectionNames(page)).toEqual(entry.sections);
    await expectTexts(page, [
      entry.heading,
      entry.closing.title,
      entry.closing.text,
      ...entry.closing.buttons.map((button) => button.label),
    ]);
    expect.soft(await buttonsOf(page, "closing")).toEqual(entry.closing.buttons);
  });
});
