import { describe, expect, it } from "vitest";
import { PROJECT_ID } from "../../site/enhance/attributes.ts";
import { homePage } from "../../site/generated/homePage.ts";
import { projectDetails } from "../../site/generated/projectDetails.ts";
import { setupBrowser } from "../support/browser.ts";
import { featuredProjects, HOME_SECTIONS, homeServices, SPEC_APPROACH } from "../support/home.ts";
import { expectTexts } from "../support/page-checks.ts";
import { ownTexts, renderedLinks, section, sectionNames } from "../support/sections.ts";

const web = setupBrowser();

const links = async (scope: ReturnType<typeof section>) =>
  (await renderedLinks(scope)).map(({ label, href }) => ({ label, href }));

describe("/ (home)", () => {
  it("answers 200 with the hero title as h1, the sections in order and the hero buttons", async () => {
    const { page, response } = await web.open("/");
    expect(response?.status()).toBe(200);
    expect(await ownTexts(page.locator("h1"))).toEqual([homePage.hero.title]);
    expect.soft(await sectionNames(page)).toEqual(HOME_SECTIONS);
    expect.soft(await links(section(page, "hero"))).toEqual([
      { label: "Get Started", href: "/contact" },
      { label: "View Our Works", href: "/projects" },
    ]);
  });

  it("shows the core services (home: true) linking to their pages, and 'View All Services'", async () => {
    const { page } = await web.open("/");
    const scope = section(page, "coreServices");
    expect.soft(await ownTexts(scope.locator("h2"))).toEqual(["Our Core Services"]);
    const cards = await scope
      .locator("ul > li h3 a")
      .evaluateAll((anchors) =>
        anchors.map((anchor) => ({ title: anchor.textContent?.trim(), href: anchor.getAttribute("href") })),
      );
    expect(cards).toEqual(
      homeServices.map((service) => ({ title: service.title, href: `/services/${service.slug}` })),
    );
    expect.soft(await links(scope)).toContainEqual({ label: "View All Services", href: "/services" });
  });

  it("shows the featured projects with summary, technology tags and the portfolio's link rule", async () => {
    const { page } = await web.open("/");
    const scope = section(page, "featuredProjects");
    expect.soft(await ownTexts(scope.locator("h2"))).toEqual(["Featured Projects"]);
    const cards = await scope.locator(`[${PROJECT_ID}]`).evaluateAll(
      (items, id) =>
        items.map((item) => ({
          id: item.getAttribute(id),
          title: item
            .querySelector("h3")
            ?.textContent?.replace(" (opens the live site in a new tab)", "")
            .trim(),
          summary: item.querySelector("p")?.textContent?.trim(),
          technologies: [...item.querySelectorAll("ul > li")].map((tag) => tag.textContent?.trim()),
          href: item.querySelector("h3 a")?.getAttribute("href") ?? null,
          target: item.querySelector("h3 a")?.getAttribute("target") ?? null,
          image: item.querySelector("img")?.getAttribute("width") !== null,
        })),
      PROJECT_ID,
    );
    const detailIds = new Set(projectDetails.map((detail) => detail.id));
    expect(cards).toEqual(
      featuredProjects.map((project) => {
        const internal = detailIds.has(project.id);
        const external = !internal && project.link !== "#";
        return {
          id: project.id,
          title: project.title,
          summary: project.summary,
          technologies: project.technologies,
          href: internal ? `/projects/${project.id}` : external ? project.link : null,
          target: external ? "_blank" : null,
          image: true,
        };
      }),
    );
    expect.soft(await links(scope)).toContainEqual({ label: "View Case Studies", href: "/case-studies" });
  });

  it("shows the four-step approach with 'Start Your Project' and 'Learn More'", async () => {
    const { page } = await web.open("/");
    expect(await ownTexts(section(page, "approach").locator("ol > li h3"))).toEqual(SPEC_APPROACH);
    expect(await links(section(page, "approachActions"))).toEqual([
      { label: "Start Your Project", href: "/contact" },
      { label: "Learn More", href: "/about" },
    ]);
  });
});

describe("/ without JavaScript", () => {
  it("shows the text of every section, every FAQ answer and every testimonial", async () => {
    const { page, response } = await web.open("/", { javaScriptEnabled: false });
    expect(response?.status()).toBe(200);
    const { hero, intro, coreServices, featuredProjects: featured, approach, trustedBy, faq } = homePage;
    const { testimonials, newsletter } = homePage;
    await expectTexts(page, [
      hero.title,
      hero.text,
      intro.title,
      ...intro.text.split(/\n\s*\n/).map((paragraph) => paragraph.trim()),
      coreServices.title,
      ...homeServices.flatMap((service) => [service.title, service.card.description]),
      featured.title,
      ...featuredProjects.flatMap((project) => [project.title, project.summary ?? "(no summary)"]),
      approach.process.title,
      ...approach.process.steps.flatMap((step) => [step.title, step.description]),
      trustedBy.title,
      faq.title,
      ...faq.items.flatMap((item) => [item.question, item.answer]),
      testimonials.title,
      testimonials.ratingText,
      `Based on ${testimonials.reviewCount} reviews`,
      ...testimonials.items.flatMap((item) => [item.text, item.name, item.role, item.company]),
      newsletter.title,
      newsletter.text,
    ]);
    expect(await page.locator("main video").count(), "no clip without JavaScript").toBe(0);
    expect(await page.locator('main [data-section="hero"] img').isVisible(), "the poster instead").toBe(true);
  });
});
