import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { PROJECT_ID } from "../../site/enhance/attributes.ts";
import { projectDetails } from "../../site/generated/projectDetails.ts";
import { projects } from "../../site/generated/projects.ts";
import { projectsPage } from "../../site/generated/projectsPage.ts";
import { eventually, setupBrowser } from "../support/browser.ts";
import { MOBILE } from "../support/paths.ts";

const web = setupBrowser();

/** The thumbnail covers the mockup under it (HIDDEN) or has swept away to its right (REVEALED). */
const HIDDEN = "inset(0px)";
const REVEALED = "inset(0px 0px 0px 100%)";
const detailIds = new Set(projectDetails.map((detail) => detail.id));

function card(page: Page, id: string) {
  return page.locator(`[${PROJECT_ID}="${id}"]`);
}

/** The sweep's transition duration in seconds. */
function mockupTransition(page: Page, id: string): Promise<number> {
  return card(page, id)
    .getByTestId("project-thumbnail")
    .evaluate((element) => Number.parseFloat(getComputedStyle(element).transitionDuration));
}

/** How much of the mockup shows: the clip of the thumbnail over it. */
function mockupClip(page: Page, id: string): Promise<string> {
  return card(page, id)
    .getByTestId("project-thumbnail")
    .evaluate((element) => getComputedStyle(element).clipPath);
}

/** Presses Tab until focus is inside a project card; returns that card's id. */
async function tabToFirstCard(page: Page): Promise<string> {
  for (let presses = 0; presses < 80; presses++) {
    await page.keyboard.press("Tab");
    const id = await page.evaluate(
      (attribute) => document.activeElement?.closest(`[${attribute}]`)?.getAttribute(attribute),
      PROJECT_ID,
    );
    if (id) return id;
  }
  throw new Error("80 presses of Tab never reached a project card");
}

const [first, second] = projects;
if (!first || !second) throw new Error("the e2e tests need at least two projects");

describe("/projects cards", () => {
  it("reveal the mockup on hover, with the sweep transition", async () => {
    const { page } = await web.open("/projects");
    expect(await mockupClip(page, first.id)).toBe(HIDDEN);
    expect(await mockupTransition(page, first.id), "a sweep, not a jump").toBeGreaterThan(0.1);
    await card(page, first.id).getByTestId("project-media").hover();
    await eventually(() => mockupClip(page, first.id), REVEALED, "mockup swept in on hover");
    expect(await mockupClip(page, second.id), "other cards stay as they are").toBe(HIDDEN);
    await page.locator("h1").hover();
    await eventually(() => mockupClip(page, first.id), HIDDEN, "mockup swept out when the pointer leaves");
  });

  it("load the mockup with the card, before any hover, so the sweep never shows a blank", async () => {
    const { page } = await web.open("/projects");
    const mockup = card(page, first.id).getByTestId("project-mockup").locator("img");
    await page.waitForFunction((image) => (image as HTMLImageElement).complete, await mockup.elementHandle());
    expect(await mockup.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(1);
    expect(await mockup.evaluate((image) => (image as HTMLImageElement).currentSrc)).toMatch(/\/img\//);
    expect(await mockupClip(page, first.id), "still covered").toBe(HIDDEN);
  });

  it("on a touch screen, never fetch the mockups and keep the thumbnail when a card gets focus", async () => {
    const { page } = await web.open("/projects", { touch: true, viewport: { width: 390, height: 844 } });
    expect(await page.evaluate(() => matchMedia("(hover: hover)").matches)).toBe(false);
    const mockupSources = await page
      .getByTestId("project-mockup")
      .locator("img")
      .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).currentSrc));
    expect(mockupSources).toHaveLength(projects.length);
    for (const source of mockupSources) expect(source).toMatch(/^data:image\/gif;/);
    const thumbnail = card(page, first.id).getByTestId("project-thumbnail").locator("img");
    expect(await thumbnail.evaluate((image) => (image as HTMLImageElement).currentSrc)).toMatch(/\/img\//);
    const id = await tabToFirstCard(page);
    await page.waitForTimeout(800);
    expect(await mockupClip(page, id), "the thumbnail stays").toBe(HIDDEN);
  });

  it("reveal the mockup at once on hover with reduced motion", async () => {
    const { page } = await web.open("/projects", { reducedMotion: "reduce" });
    expect(await mockupTransition(page, second.id)).toBeLessThan(0.01);
    await card(page, second.id).getByTestId("project-media").hover();
    await eventually(() => mockupClip(page, second.id), REVEALED);
  });

  it("reveal the mockup when a card link gets keyboard focus", async () => {
    const { page } = await web.open("/projects", { reducedMotion: "reduce" });
    const id = await tabToFirstCard(page);
    const firstLinked = projects.find((project) => detailIds.has(project.id) || project.link !== "#");
    expect(id).toBe(firstLinked?.id);
    await eventually(() => mockupClip(page, id), REVEALED, "mockup shown on keyboard focus");
    const other = projects.find((project) => project.id !== id)?.id ?? "";
    expect(await mockupClip(page, other)).toBe(HIDDEN);
  });

  it("link to the detail page, open the live site in a new tab, or are no link at all", async () => {
    const { page } = await web.open("/projects");
    const shown = await page.locator(`[${PROJECT_ID}]`).evaluateAll(
      (items, id) =>
        items.map((item) => {
          const link = item.querySelector("a");
          return {
            id: item.getAttribute(id),
            href: link?.getAttribute("href") ?? null,
            target: link?.getAttribute("target") ?? null,
            noopener: (link?.getAttribute("rel") ?? "").split(/\s+/).includes("noopener"),
          };
        }),
      PROJECT_ID,
    );
    const expected = projects.map((project) => {
      if (detailIds.has(project.id))
        return { id: project.id, href: `/projects/${project.id}`, target: null, noopener: false };
      if (project.link !== "#")
        return { id: project.id, href: project.link, target: "_blank", noopener: true };
      return { id: project.id, href: null, target: null, noopener: false };
    });
    expect(shown).toEqual(expected);
    // The data covers all three kinds of card.
    const kinds = expected.map((entry) =>
      entry.href === null ? "none" : entry.target === null ? "internal" : "external",
    );
    expect(new Set(kinds)).toEqual(new Set(["internal", "external", "none"]));
  });

  it("end with the call 'Ready to Start Your Project?' and buttons to /contact and /services", async () => {
    const { page } = await web.open("/projects");
    const heading = page.getByRole("heading", { name: "Ready to Start Your Project?", level: 2 });
    expect(projectsPage.closing.title).toBe("Ready to Start Your Project?");
    expect(await heading.count()).toBe(1);
    const band = page.locator("section").filter({ has: heading });
    const hrefs = await band
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual(["/contact", "/services"]);
  });

  it("render far below the fold only when near the viewport, at about the height they stood in for", async () => {
    const { page } = await web.open("/projects", { viewport: MOBILE });
    const rendered = () =>
      page.evaluate(() =>
        // A card's contents are skipped while it is far away (the card itself keeps its place).
        [...document.querySelectorAll("#project-grid > li > a")].map((link) =>
          link.checkVisibility({ contentVisibilityAuto: true }),
        ),
      );
    const atLoad = await rendered();
    expect(atLoad[0]).toBe(true);
    expect(atLoad.at(-1)).toBe(false);
    const heightAtLoad = await page.evaluate(() => document.documentElement.scrollHeight);

    const last = card(page, projects.at(-1)?.id ?? "");
    await last.scrollIntoViewIfNeeded();
    await eventually(async () => (await rendered()).at(-1), true, "last card rendered");
    const image = last.getByTestId("project-thumbnail").locator("img");
    await eventually(
      () => image.evaluate((img) => (img as HTMLImageElement).naturalWidth > 0),
      true,
      "image",
    );
    const heightNow = await page.evaluate(() => document.documentElement.scrollHeight);
    // The stand-in height is within a few pixels of a card's, so the page grows or shrinks little.
    expect(Math.abs(heightNow - heightAtLoad)).toBeLessThan(heightAtLoad * 0.02);
  });
});
