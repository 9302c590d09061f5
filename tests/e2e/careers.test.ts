import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { careersPage } from "../../site/generated/careersPage.ts";
import { jobs } from "../../site/generated/jobs.ts";
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
const PATH = "/careers";

/** The page's fixed texts, word for word. */
const SPEC_HEADING = "Join Our Team";
const SPEC_STATS = [
  "25+ Team Members",
  "98% Employee Satisfaction",
  "15+ Countries Served",
  "2+ Years of Growth",
];
const SPEC_BENEFITS = [
  "Health & Wellness",
  "Learning & Development",
  "Work-Life Balance",
  "Team Culture",
  "Career Growth",
  "Modern Workspace",
];
const SPEC_STEPS = ["Application Review", "Initial Interview", "Technical Assessment", "Final Interview"];
const SPEC_LISTS = ["Responsibilities", "Requirements", "Preferred"];

async function expectJob(page: Page, job: (typeof jobs)[number]): Promise<void> {
  const article = section(page, "openings").locator(`article[data-job="${job.id}"]`);
  const label = `job ${job.id}`;
  expect.soft(await joinedText(article.locator("h3")), label).toBe(job.title);
  expect.soft(await joinedText(article.locator('[data-part="status"]')), label).toBe("Open");
  const facts = await article
    .locator("dl > div")
    .evaluateAll((pairs) =>
      pairs.map((pair) => [
        (pair.querySelector("dt")?.textContent ?? "").trim(),
        (pair.querySelector("dd")?.textContent ?? "").trim(),
      ]),
    );
  expect.soft(facts, label).toEqual([
    ["Department", job.department],
    ["Type", job.type],
    ["Location", job.location],
    ["Experience", job.experience],
    ["Posted", job.posted],
  ]);

  // The description is the Markdown body, rendered to HTML: paragraphs with bold text, no raw '**'.
  const description = article.locator('[data-part="description"]');
  expect.soft(await description.locator(":scope > p").count(), label).toBeGreaterThanOrEqual(2);
  expect.soft(await description.locator("p strong").count(), label).toBeGreaterThanOrEqual(1);
  const shown = await joinedText(description);
  expect.soft(shown, label).not.toContain("**");
  expect.soft(shown, label).toBe(plainText(job.description));

  expect.soft(await ownTexts(article.locator("h4")), label).toEqual(SPEC_LISTS);
  expect.soft(await itemsUnderHeading(article, "Responsibilities"), label).toEqual(job.responsibilities);
  expect.soft(await itemsUnderHeading(article, "Requirements"), label).toEqual(job.requirements);
  expect.soft(await itemsUnderHeading(article, "Preferred"), label).toEqual(job.preferred);

  const links = (await renderedLinks(article)).map(({ label: name, href }) => ({ name, href }));
  expect.soft(links, label).toEqual([
    { name: job.title, href: job.href },
    { name: "Apply for this Position", href: `/contact?job=${job.id}` },
  ]);
}

describe(PATH, () => {
  it("answers with 'Join Our Team', its stats and six benefit cards", async () => {
    const { page, response } = await web.open(PATH);
    expect(response?.status()).toBe(200);
    expect(await ownTexts(page.locator("h1"))).toEqual([SPEC_HEADING]);
    expect.soft(await heroStats(page)).toEqual(SPEC_STATS);
    expect.soft(await ownTexts(section(page, "benefits").locator("ul > li h3"))).toEqual(SPEC_BENEFITS);
    const descriptions = await ownTexts(section(page, "benefits").locator("ul > li p"));
    expect.soft(descriptions).toEqual(careersPage.benefits.cards.map((card) => card.description));
  });

  it("lists every opening, each 'Open' with its details and 'Apply for this Position' to /contact?job=<id>", async () => {
    const { page } = await web.open(PATH);
    expect(await ownTexts(section(page, "openings").locator("h2"))).toEqual(["Current Openings"]);
    expect(await section(page, "openings").locator("article").count()).toBe(jobs.length);
    for (const job of jobs) await expectJob(page, job);
  });

  it("shows the four-step hiring process and the two closing buttons to /contact", async () => {
    const { page } = await web.open(PATH);
    expect.soft(await ownTexts(section(page, "process").locator("h2"))).toEqual(["Hiring Process"]);
    expect.soft(await ownTexts(section(page, "process").locator("ol > li h3"))).toEqual(SPEC_STEPS);
    const links = await renderedLinks(section(page, "closing"));
    expect(links.map(({ label, href }) => ({ label, href }))).toEqual([
      { label: "Send Your Resume", href: "/contact" },
      { label: "Contact HR Team", href: "/contact" },
    ]);
  });

  it("has all its text in the prerendered HTML (JavaScript off)", async () => {
    const { page, response } = await web.open(PATH, { javaScriptEnabled: false });
    expect(response?.status()).toBe(200);
    expect(await ownTexts(page.locator("h1"))).toEqual([SPEC_HEADING]);
    expect.soft(await heroStats(page)).toEqual(SPEC_STATS);
    for (const job of jobs) await expectJob(page, job);
    // biome-ignore lint/performance/useDomNodeTextContent: what a visitor sees without JavaScript
    const shown = (await page.locator("main").innerText()).replace(/\s+/g, " ");
    const missing = [
      ...SPEC_BENEFITS,
      ...SPEC_STEPS,
      "Current Openings",
      "Send Your Resume",
      "Contact HR Team",
    ].filter((wanted) => !shown.includes(wanted));
    expect(missing).toEqual([]);
  });
});
