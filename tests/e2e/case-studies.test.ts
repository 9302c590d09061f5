import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { caseStudies } from "../../site/generated/caseStudies.ts";
import { caseStudiesPage } from "../../site/generated/caseStudiesPage.ts";
import { setupBrowser } from "../support/browser.ts";
import {
  heroStats,
  itemsUnderHeading,
  joinedText,
  ownTexts,
  plainText,
  renderedLinks,
  section,
} from "../support/sections.ts";

const web = setupBrowser();
const PATH = "/case-studies";

/** The page's fixed texts, word for word. */
const SPEC_STATS = [
  "100+ Successful Projects",
  "98% Client Satisfaction",
  "15+ Industries Served",
  "2+ Years of Excellence",
];
const SPEC_TITLES = [
  "Healthcare Management System",
  "Multi-Vendor E-commerce Platform",
  "Academic Management System",
  "Restaurant Chain Management System",
];
const SPEC_PARTS = ["Challenge", "Solution", "Technologies Used", "Key Features", "Results Achieved"];

async function expectStudy(page: Page, study: (typeof caseStudies)[number]): Promise<void> {
  const article = page.locator(`article[data-case-study="${study.id}"]`);
  const label = `case study ${study.id}`;
  expect.soft(await joinedText(article.locator("h3")), label).toBe(study.title);
  expect.soft(await joinedText(article.locator('[data-part="category"]')), label).toBe(study.category);
  const facts = await article.locator("dl > div").evaluateAll((pairs) =>
    pairs.map((pair) => ({
      label: (pair.querySelector("dt")?.textContent ?? "").trim(),
      value: (pair.querySelector("dd")?.textContent ?? "").trim(),
    })),
  );
  expect.soft(facts, label).toEqual([
    { label: "Duration:", value: study.duration },
    { label: "Team Size:", value: study.teamSize },
    { label: "Client:", value: study.client },
  ]);
  expect.soft(await ownTexts(article.locator("h4")), label).toEqual(SPEC_PARTS);

  // The description is the Markdown body, rendered to HTML: paragraphs with bold text, no raw '**'.
  const description = article.locator('[data-part="description"]');
  expect.soft(await description.locator(":scope > p").count(), label).toBeGreaterThanOrEqual(2);
  expect.soft(await description.locator("p strong").count(), label).toBeGreaterThanOrEqual(1);
  const shown = await joinedText(description);
  expect.soft(shown, label).not.toContain("**");
  expect.soft(shown, label).toBe(plainText(study.description));

  const body = await joinedText(article);
  expect.soft(body, label).toContain(study.challenge);
  expect.soft(body, label).toContain(study.solution);
  expect.soft(await itemsUnderHeading(article, "Technologies Used"), label).toEqual(study.technologies);
  expect.soft(await itemsUnderHeading(article, "Key Features"), label).toEqual(study.features);
  expect.soft(await itemsUnderHeading(article, "Results Achieved"), label).toEqual(study.results);
  const image = article.locator("img");
  expect.soft(await image.getAttribute("alt"), label).toContain(study.title);
  expect.soft(await image.getAttribute("width"), label).toBe(String(study.image.width));
}

describe(PATH, () => {
  it("answers with its heading, the four spec stats and the four case studies in order", async () => {
    const { page, response } = await web.open(PATH);
    expect(response?.status()).toBe(200);
    expect(await ownTexts(page.locator("h1"))).toEqual([caseStudiesPage.hero.title]);
    expect.soft(await heroStats(page)).toEqual(SPEC_STATS);
    const articles = section(page, "case-studies").locator("article");
    expect(await ownTexts(articles.locator("h3"))).toEqual(SPEC_TITLES);
    expect(caseStudies.map((study) => study.title)).toEqual(SPEC_TITLES);
  });

  it("shows every part of each case study with the content of its Markdown file", async () => {
    const { page } = await web.open(PATH);
    for (const study of caseStudies) await expectStudy(page, study);
  });

  it("closes with 'Start Your Project' (/contact) and 'Explore Our Services' (/services)", async () => {
    const { page } = await web.open(PATH);
    const links = await renderedLinks(section(page, "closing"));
    expect(links.map(({ label, href }) => ({ label, href }))).toEqual([
      { label: "Start Your Project", href: "/contact" },
      { label: "Explore Our Services", href: "/services" },
    ]);
  });

  it("has all its text in the prerendered HTML (JavaScript off)", async () => {
    const { page, response } = await web.open(PATH, { javaScriptEnabled: false });
    expect(response?.status()).toBe(200);
    expect(await ownTexts(page.locator("h1"))).toEqual([caseStudiesPage.hero.title]);
    expect.soft(await heroStats(page)).toEqual(SPEC_STATS);
    for (const study of caseStudies) await expectStudy(page, study);
    // biome-ignore lint/performance/useDomNodeTextContent: what a visitor sees without JavaScript
    const shown = await page.locator("main").innerText();
    const missing = [
      ...SPEC_TITLES,
      ...caseStudies.map((study) => study.challenge),
      "Explore Our Services",
    ].filter((wanted) => !shown.replace(/\s+/g, " ").includes(wanted));
    expect(missing).toEqual([]);
  });
});
