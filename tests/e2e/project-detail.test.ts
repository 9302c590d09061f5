import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { projectDetails } from "../../site/generated/projectDetails.ts";
import type { ProjectDetail } from "../../site/generated/types/project-details.ts";
import { setupBrowser } from "../support/browser.ts";
import { expectTexts } from "../support/page-checks.ts";

const web = setupBrowser();

/** The parts of a detail page in their fixed order; live-link and purpose are conditional. */
const PART_ORDER = [
  "intro",
  "stats",
  "live-link",
  "gallery",
  "overview",
  "purpose",
  "technology",
  "role",
  "testimonial",
  "closing",
];

const hasPurpose = (detail: ProjectDetail) =>
  detail.painPoints !== undefined ||
  detail.sourcesOfPainPoints !== undefined ||
  detail.solutionsProposed !== undefined;

function expectedParts(detail: ProjectDetail): string[] {
  return PART_ORDER.filter((part) => {
    if (part === "live-link") return detail.liveUrl !== "#";
    if (part === "purpose") return hasPurpose(detail);
    return true;
  });
}

function expectedHeadings(detail: ProjectDetail): string[] {
  return [
    ...(detail.clientOverview.trim() ? ["Client Overview"] : []),
    "Project Overview",
    ...(hasPurpose(detail) ? ["Purpose of Project Initiation"] : []),
    "Technology Stack",
    "Key Features",
    "Results & Impact",
    "Our Role in the Project",
    "Key Benefits Achieved",
    ...(detail.futureScope.length > 0 ? ["Future Scope"] : []),
    "Client Testimonial",
  ];
}

const texts = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((elements) =>
      elements.map((element) => (element.textContent ?? "").replace(/\s+/g, " ").trim()),
    );

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join("");

describe.each(projectDetails)("/projects/$id", (detail) => {
  const path = `/projects/${detail.id}`;

  it("shows its parts in their fixed order", async () => {
    const { page } = await web.open(path);
    const parts = await page
      .locator("main [data-part]")
      .evaluateAll((elements) => elements.map((element) => element.getAttribute("data-part")));
    expect(parts.filter((part) => part !== null && PART_ORDER.includes(part))).toEqual(expectedParts(detail));
    const headings = await page
      .locator("main h2")
      .evaluateAll((elements) =>
        elements
          .filter((h2) => !h2.closest('[data-part="closing"]'))
          .map((h2) => (h2.textContent ?? "").trim()),
      );
    expect(headings).toEqual(expectedHeadings(detail));
  });

  it("opens with back control, industry badge, title and subtitle, then four stat tiles", async () => {
    const { page } = await web.open(path);
    expect(await texts(page, '[data-part="intro"] h1')).toEqual([detail.title]);
    await expectTexts(page, [detail.industry, detail.subtitle]);
    expect(
      await page.locator('[data-part="intro"]').getByRole("link", { name: "Back", exact: true }).count(),
    ).toBe(1);
    expect(await texts(page, '[data-part="stats"] dt')).toEqual([
      "Duration",
      "Team Size",
      "Technologies",
      "Client",
    ]);
    expect(await texts(page, '[data-part="stats"] dd')).toEqual([
      detail.duration,
      detail.team,
      String(detail.technologies.length),
      detail.client,
    ]);
  });

  it(`${detail.liveUrl === "#" ? "hides" : "shows"} 'View Live Project' (live URL ${detail.liveUrl})`, async () => {
    const { page } = await web.open(path);
    const links = page.getByRole("link", { name: /View Live Project/ });
    if (detail.liveUrl === "#") {
      expect(await links.count()).toBe(0);
      return;
    }
    expect(await links.count()).toBe(1);
    expect(await links.getAttribute("href")).toBe(detail.liveUrl);
    expect(await links.getAttribute("target")).toBe("_blank");
    expect((await links.getAttribute("rel"))?.split(/\s+/)).toContain("noopener");
  });

  it("shows the conditional blocks according to the data", async () => {
    const { page } = await web.open(path);
    const clientOverview = await texts(page, '[data-part="client-overview"] p');
    expect(clientOverview).toEqual(detail.clientOverview.trim() ? [detail.clientOverview] : []);

    const purposeLists = await page
      .locator('[data-part="purpose"] ul')
      .evaluateAll((lists) =>
        lists.map((list) => [...list.querySelectorAll("li")].map((item) => (item.textContent ?? "").trim())),
      );
    expect(purposeLists).toEqual(
      hasPurpose(detail)
        ? [detail.painPoints ?? [], detail.sourcesOfPainPoints ?? [], detail.solutionsProposed ?? []]
        : [],
    );
    if (hasPurpose(detail)) {
      expect(await texts(page, '[data-part="purpose"] h3')).toEqual([
        "Pain Points",
        "Sources of Pain Points",
        "Solutions Proposed",
      ]);
    }

    expect(await texts(page, '[data-part="future-scope"] li')).toEqual(detail.futureScope);
  });

  it("numbers the services, shows the testimonials and closes with calls to /contact and /projects", async () => {
    const { page } = await web.open(path);
    const services = await texts(page, '[data-part="services"] ol > li');
    // Each item is its number badge followed by the service.
    expect(services).toEqual(detail.services.map((service, index) => `${index + 1}${service}`));

    const figures = await texts(page, '[data-part="testimonial"] figure');
    expect(figures).toEqual(
      detail.testimonials.map(({ quote, author, role }) =>
        `“${quote}”${initials(author)}${author}${role}`.replace(/\s+/g, " "),
      ),
    );

    const closing = await page
      .locator('[data-part="closing"] a')
      .evaluateAll((links) => links.map((link) => [link.textContent?.trim(), link.getAttribute("href")]));
    expect(closing.map(([, href]) => href)).toEqual(["/contact", "/projects"]);
    expect(closing[1]?.[0]).toBe("View More Projects");
  });
});
