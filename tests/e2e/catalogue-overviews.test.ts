import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { industries } from "../../site/generated/industries.ts";
import { industriesPage } from "../../site/generated/industriesPage.ts";
import { productsPage } from "../../site/generated/productsPage.ts";
import { services } from "../../site/generated/services.ts";
import { setupBrowser } from "../support/browser.ts";
import {
  overviewPages,
  SPEC_FIGURES,
  SPEC_INDUSTRY_TITLES,
  SPEC_PROCESS,
  SPEC_PRODUCT_CATEGORIES,
  SPEC_PRODUCT_INDUSTRIES,
  SPEC_SERVICE_GROUPS,
} from "../support/catalogue-routes.ts";
import { builtRoutes } from "../support/route-table.ts";
import {
  figureCorpus,
  missingFigures,
  ownTexts,
  renderedLinks,
  section,
  sectionNames,
} from "../support/sections.ts";

const web = setupBrowser();

interface RenderedCard {
  title: string;
  href: string | null;
  description: string;
  bullets: string[];
}

/** The linked cards of an overview grid: title link, description, bullets. */
function linkedCards(list: Locator): Promise<RenderedCard[]> {
  return list.locator(":scope > li").evaluateAll((items) =>
    items.map((item) => {
      const text = (element: Element | null) => (element?.textContent ?? "").replace(/\s+/g, " ").trim();
      const link = item.querySelector("h3 a");
      return {
        title: text(link),
        href: link?.getAttribute("href") ?? null,
        description: text(item.querySelector("p")),
        bullets: [...item.querySelectorAll("ul > li")].map(text),
      };
    }),
  );
}

/** The hrefs of the links in `main` with exactly this visible label. */
async function mainHrefs(page: Page, label: string): Promise<(string | null)[]> {
  const links = await renderedLinks(page.locator("main"));
  return links.filter((link) => link.label === label).map((link) => link.href);
}

const stepTitles = (page: Page) => ownTexts(page.locator('main [data-section="process"] ol > li h3'));

const byPath = (path: string) => {
  const entry = overviewPages.find((candidate) => candidate.path === path);
  if (!entry) throw new Error(`no overview entry for ${path}`);
  return entry;
};

describe("/services", () => {
  it("shows every service's card in its four groups and order, a four-step process and 'Start Your Project'", async () => {
    const entry = byPath("/services");
    const { page, response } = await web.open(entry.path);
    expect(response?.status()).toBe(200);
    expect.soft(await ownTexts(page.locator("h1"))).toEqual([entry.heading]);
    expect.soft(await sectionNames(page)).toEqual(entry.sections);

    const groups = await Promise.all(
      (await section(page, "service-group").all()).map(async (group) => ({
        heading: (await ownTexts(group.locator("h2"))).join(" / "),
        cards: await linkedCards(group.locator(":scope > ul")),
      })),
    );
    expect(groups.map((group) => group.heading)).toEqual(SPEC_SERVICE_GROUPS.map((group) => group.group));
    expect(groups.flatMap((group) => group.cards)).toHaveLength(services.length);
    expect(groups.map((group) => group.cards.map((card) => card.href))).toEqual(
      SPEC_SERVICE_GROUPS.map((group) => group.slugs.map((slug) => `/services/${slug}`)),
    );

    // Each card shows its service's title, description and four feature bullets from the content.
    const expected = SPEC_SERVICE_GROUPS.flatMap((group) =>
      group.slugs.map((slug) => {
        const service = services.find((candidate) => candidate.slug === slug);
        if (!service)
          return { title: `(no service '${slug}' in the content)`, href: null, description: "", bullets: [] };
        return {
          title: service.title,
          href: `/services/${slug}`,
          description: service.card.description,
          bullets: service.card.features,
        };
      }),
    );
    const cards = groups.flatMap((group) => group.cards);
    expect.soft(cards).toEqual(expected);
    expect.soft(cards.filter((card) => card.bullets.length !== 4).map((card) => card.title)).toEqual([]);
    expect
      .soft(cards.filter((card) => !builtRoutes.includes(card.href ?? "")).map((card) => card.href))
      .toEqual([]);

    expect.soft(await stepTitles(page), "process").toEqual(SPEC_PROCESS["/services"]);
    expect.soft(await mainHrefs(page, "Start Your Project")).toEqual(["/contact"]);
  });
});

describe("/industries", () => {
  it("shows six linked industry cards, 'Why Industry Leaders Choose Us' and its two buttons", async () => {
    const entry = byPath("/industries");
    const { page, response } = await web.open(entry.path);
    expect(response?.status()).toBe(200);
    expect.soft(await ownTexts(page.locator("h1"))).toEqual([entry.heading]);
    expect.soft(await sectionNames(page)).toEqual(entry.sections);

    const cards = await linkedCards(section(page, "industries").locator(":scope > ul"));
    expect(cards.map((card) => card.title)).toEqual(SPEC_INDUSTRY_TITLES);
    const slugOf = (title: string) => industries.find((industry) => industry.title === title)?.slug;
    expect
      .soft(cards.map((card) => card.href))
      .toEqual(SPEC_INDUSTRY_TITLES.map((title) => `/industries/${slugOf(title) ?? "(missing)"}`));
    expect
      .soft(cards.filter((card) => !builtRoutes.includes(card.href ?? "")).map((card) => card.href))
      .toEqual([]);
    // Each with a description and four solutions.
    expect
      .soft(
        cards
          .filter((card) => card.description === "" || card.bullets.length !== 4)
          .map((card) => card.title),
      )
      .toEqual([]);

    const why = section(page, "whyUs");
    expect.soft(await ownTexts(why.locator("h2"))).toEqual(["Why Industry Leaders Choose Us"]);
    expect
      .soft(await ownTexts(why.locator("ul > li h3")))
      .toEqual(industriesPage.whyUs.points.map((point) => point.title));

    expect.soft(await mainHrefs(page, "Discuss Your Project")).toEqual(["/contact"]);
    expect.soft(await mainHrefs(page, "View Case Studies")).toEqual(["/case-studies"]);
  });
});

describe("/products", () => {
  it("answers by URL with 8 products, 6 industry solutions, the process, the success story and its buttons", async () => {
    const entry = byPath("/products");
    const { page, response } = await web.open(entry.path);
    expect(response?.status()).toBe(200);
    expect.soft(await ownTexts(page.locator("h1"))).toEqual([entry.heading]);
    expect.soft(await sectionNames(page)).toEqual(entry.sections);

    const hero = (await renderedLinks(section(page, "hero"))).map(({ label, href }) => ({ label, href }));
    expect.soft(hero, "hero buttons").toEqual([
      { label: "Request Demo", href: "/contact" },
      { label: "View Case Studies", href: "/case-studies" },
    ]);
    const closing = (await renderedLinks(section(page, "closing"))).map(({ label, href }) => ({
      label,
      href,
    }));
    expect.soft(closing, "closing buttons").toEqual([
      { label: "Request Product Demo", href: "/contact" },
      { label: "Start Free Trial", href: "/contact" },
    ]);

    const products = section(page, "products").locator(":scope > ul > li");
    expect.soft(await products.count(), "every product").toBe(productsPage.products.items.length);
    // Each with category, title, description and four features.
    const categories = await ownTexts(products.locator("p:first-of-type"));
    expect.soft(categories.map((category) => category.toLowerCase())).toEqual(SPEC_PRODUCT_CATEGORIES);
    expect
      .soft(await ownTexts(products.locator("h3")))
      .toEqual(productsPage.products.items.map((product) => product.title));
    const featureCounts = await products.evaluateAll((items) =>
      items.map((item) => item.querySelectorAll("ul > li").length),
    );
    expect.soft(featureCounts, "four features each").toEqual(SPEC_PRODUCT_CATEGORIES.map(() => 4));

    const solutions = await ownTexts(section(page, "industrySolutions").locator(":scope > ul > li h3"));
    expect
      .soft(
        solutions.map((title) => title.toLowerCase()),
        "six industry solutions",
      )
      .toEqual(SPEC_PRODUCT_INDUSTRIES);

    expect.soft(await section(page, "whyChoose").locator("h2").count(), "why-choose block").toBe(1);
    expect.soft(await stepTitles(page), "process").toEqual(SPEC_PROCESS["/products"]);
    const story = (await ownTexts(section(page, "successStory"))).join(" ");
    expect.soft(story, "the success story mentions 15 facilities").toMatch(/(?<![\d.])15\s+facilities/i);

    expect.soft(missingFigures(await figureCorpus(page), SPEC_FIGURES["/products"] ?? [])).toEqual([]);
  });

  it("is not in the header's main menu", async () => {
    const { page } = await web.open("/products");
    const paths = await page
      .locator("header a[href]")
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
    // The menu is there (a guard against reading an empty header) ...
    expect(paths).toEqual(expect.arrayContaining(["/services", "/industries", "/projects", "/contact"]));
    // ... and has no link to /products.
    expect(paths.filter((path) => path.replace(/\/$/, "") === "/products")).toEqual([]);
  });
});
