import { readdirSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { aboutPage } from "../../site/generated/aboutPage.ts";
import { team } from "../../site/generated/team.ts";
import type { TeamMember } from "../../site/generated/types/team.ts";
import { axeViolations } from "../support/axe.ts";
import { eventually, setupBrowser, waitForHydration } from "../support/browser.ts";
import { builtRoot, MOBILE } from "../support/paths.ts";
import { section } from "../support/sections.ts";

const web = setupBrowser();

const TEAM_FILES = readdirSync(join(builtRoot(), "content/team")).filter((file) => /\.ya?ml$/.test(file));
const STATS = [
  "10+ Years of Excellence",
  "30+ Team Members",
  "100+ Projects Completed",
  "95% Client Satisfaction",
];
const SECTIONS = ["Education", "Applications", "Experience", "About", "Key Skills", "Connect"];
/** The accessible name each network's link carries. */
const LINK_NAMES: Record<string, (name: string) => string> = {
  linkedin: (name) => `LinkedIn profile of ${name}`,
  twitter: (name) => `Twitter profile of ${name}`,
  email: (name) => `Email ${name}`,
  website: (name) => `Website of ${name}`,
  researchgate: (name) => `ResearchGate profile of ${name}`,
  orcid: (name) => `ORCID record of ${name}`,
  google_scholar: (name) => `Google Scholar profile of ${name}`,
};

function memberBySlug(slug: string): TeamMember {
  const member = team.find((entry) => entry.slug === slug);
  if (!member) throw new Error(`no team member ${slug}`);
  return member;
}

/** The member with the most socials, and one with the fewest: the 'only present' rule shows on both. */
const richest = [...team].sort((a, b) => Object.keys(b.socials).length - Object.keys(a.socials).length)[0];
const sparsest = [...team].sort((a, b) => Object.keys(a.socials).length - Object.keys(b.socials).length)[0];

function card(page: Page, member: TeamMember): Locator {
  return section(page, "team").locator(`button[data-member="${member.slug}"]`);
}

async function openMember(page: Page, member: TeamMember) {
  const button = card(page, member);
  await button.scrollIntoViewIfNeeded();
  await button.click();
  const dialog = page.getByRole("dialog", { name: member.name });
  await dialog.waitFor({ state: "visible" });
  return { button, dialog };
}

async function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

describe("/about page", () => {
  it("answers 200 with its title, story, three cards, four stats and closing buttons", async () => {
    const { page, response } = await web.open("/about");
    expect(response?.status()).toBe(200);
    expect(await page.locator("h1").textContent()).toBe(aboutPage.title);
    expect(await page.title()).toContain(aboutPage.title);

    const story = section(page, "story");
    expect(await story.getByRole("heading", { level: 2 }).textContent()).toBe("Our Story");
    expect(await story.getByTestId("story-highlight").textContent()).toBe("10+ Years");

    const cardTitles = await section(page, "pillars").locator("li h3").allTextContents();
    expect(cardTitles).toEqual(["Our Mission", "Our Values", "Our Vision"]);

    const stats = await section(page, "stats")
      .locator("dl > div")
      .evaluateAll((items) =>
        items.map(
          (item) => `${item.querySelector("dd")?.textContent} ${item.querySelector("dt")?.textContent}`,
        ),
      );
    expect(stats).toEqual(STATS);

    const closing = section(page, "closing");
    const links = await closing
      .getByRole("link")
      .evaluateAll((items) => items.map((item) => [item.textContent?.trim(), item.getAttribute("href")]));
    expect(links).toEqual([
      ["Get In Touch", "/contact"],
      ["View Our Work", "/projects"],
    ]);
  });

  it("shows one card per team file, in order, each with photo, name and title", async () => {
    const { page } = await web.open("/about");
    expect(TEAM_FILES.length).toBeGreaterThanOrEqual(6);
    const buttons = section(page, "team").locator("ul > li > button");
    expect(await buttons.count()).toBe(TEAM_FILES.length);
    const slugs = await buttons.evaluateAll((items) => items.map((item) => item.getAttribute("data-member")));
    expect(slugs).toEqual(team.map((member) => member.slug));
    for (const member of team) {
      const button = card(page, member);
      const text = await button.textContent();
      expect(text).toContain(member.name);
      expect(text).toContain(member.title);
      expect(await button.locator("img").count()).toBe(1);
    }
  });

  it("has its full text in the prerendered HTML, without JavaScript", async () => {
    const { page } = await web.open("/about", { javaScriptEnabled: false });
    const text = (await page.locator("main").textContent()) ?? "";
    for (const part of [
      aboutPage.title,
      aboutPage.intro,
      "Our Story",
      "10+ Years",
      ...STATS.map((s) => s.split(" ")[0]),
    ])
      expect(text).toContain(part);
    for (const member of team) {
      expect(await page.getByText(member.name, { exact: true }).first().isVisible()).toBe(true);
      expect(text).toContain(member.bio);
    }
    expect(await page.getByRole("link", { name: "Get In Touch" }).getAttribute("href")).toBe("/contact");
  });
});

describe("/about team-member dialog", () => {
  it("a card opens a modal labelled by the member's name with every section", async () => {
    const { page } = await web.open("/about");
    expect(await page.getByRole("dialog").count()).toBe(0);
    const member = team[0] as TeamMember;
    const { dialog } = await openMember(page, member);
    expect(await dialog.evaluate((element) => element.matches("dialog:modal"))).toBe(true);
    for (const title of SECTIONS) {
      expect(await dialog.getByRole("heading", { level: 3, name: title, exact: true }).isVisible()).toBe(
        true,
      );
    }
    const text = (await dialog.textContent()) ?? "";
    for (const part of [member.title, member.education, member.application, member.experience, member.bio])
      expect(text).toContain(part);
    const skills = await dialog.locator('[data-part="skills"] li').allTextContents();
    expect(skills).toEqual(member.skills);
    await eventually(
      () => dialog.locator("img").evaluate((image) => (image as HTMLImageElement).naturalWidth > 0),
      true,
      "the photo loads",
    );
  });

  it.each([
    ["with the most socials", richest],
    ["with the fewest socials", sparsest],
  ])("Connect lists exactly the socials in the member's file (%s)", async (_label, chosen) => {
    const member = memberBySlug((chosen as TeamMember).slug);
    const { page } = await web.open("/about");
    const { dialog } = await openMember(page, member);
    const links = dialog.locator('[data-part="connect"] a');
    const rendered = await links.evaluateAll((items) =>
      items.map((item) => ({
        key: item.getAttribute("data-social"),
        href: item.getAttribute("href"),
        target: item.getAttribute("target"),
        rel: item.getAttribute("rel"),
      })),
    );
    const keys = Object.keys(member.socials);
    expect(rendered.map((link) => link.key).sort()).toEqual([...keys].sort());
    for (const [key, value] of Object.entries(member.socials)) {
      const link = dialog.getByRole("link", { name: LINK_NAMES[key]?.(member.name) ?? key, exact: true });
      expect(await link.count(), key).toBe(1);
      if (key === "email") {
        expect(await link.getAttribute("href")).toBe(`mailto:${value}`);
        expect(await link.getAttribute("target")).toBeNull();
      } else {
        expect(await link.getAttribute("href")).toBe(value);
        expect(await link.getAttribute("target")).toBe("_blank");
        expect((await link.getAttribute("rel"))?.split(" ")).toContain("noopener");
      }
    }
  });

  it("the members' socials differ, so the 'only present' rule is visible", () => {
    const sets = new Set(team.map((member) => Object.keys(member.socials).sort().join(",")));
    expect(sets.size).toBeGreaterThan(3);
    expect(Object.keys(richest?.socials ?? {})).toEqual(
      expect.arrayContaining(["researchgate", "orcid", "google_scholar"]),
    );
  });

  it("keeps Tab inside; Escape closes it and focus returns to the card", async () => {
    const { page } = await web.open("/about");
    const member = team[1] as TeamMember;
    const { button, dialog } = await openMember(page, member);
    // A native modal keeps focus in the dialog, or lets it leave to the browser's own controls
    // (nothing in the page is focused then); never to the page behind.
    const where = () =>
      dialog.evaluate((element) => {
        const active = document.activeElement;
        if (active === null || active === document.body) return "nowhere";
        return element.contains(active) ? "inside" : "outside";
      });
    expect(await where()).toBe("inside");
    const seen = new Set<string>();
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press("Tab");
      seen.add(await where());
    }
    expect(seen.has("outside")).toBe(false);
    expect(seen.has("inside")).toBe(true);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect(await page.getByRole("dialog").count()).toBe(0);
    expect(await isFocused(button)).toBe(true);
  });

  it("the close button closes it and focus returns to the card", async () => {
    const { page } = await web.open("/about");
    const member = team[2] as TeamMember;
    const { button, dialog } = await openMember(page, member);
    await dialog.getByRole("button", { name: "Close" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(await page.getByRole("dialog").count()).toBe(0);
    expect(await isFocused(button)).toBe(true);
  });

  it("shows the neutral silhouette when the photo fails to load", async () => {
    const member = team[3] as TeamMember;
    const name = member.image.src.split("/").pop()?.split("-").slice(0, -2).join("-") ?? "";
    const page = await web.newPage({ expectedConsole: [/Failed to load resource/] });
    const aborted: string[] = [];
    await page.route(
      (url) => url.pathname.startsWith(`/img/${name}-`),
      (route) => {
        aborted.push(route.request().url());
        return route.abort();
      },
    );
    await page.goto(web.url("/about"));
    await waitForHydration(page);
    const { dialog } = await openMember(page, member);
    const placeholder = dialog.getByTestId("team-photo-placeholder");
    await placeholder.waitFor({ state: "visible" });
    expect(aborted.length, "the photo was requested and failed").toBeGreaterThan(0);
    expect(await dialog.locator("img:visible").count()).toBe(0);
    expect(await placeholder.getAttribute("aria-hidden")).toBe("true");
    // Another member's photo still loads.
    await page.keyboard.press("Escape");
    const other = await openMember(page, team[0] as TeamMember);
    expect(await other.dialog.locator('[data-testid="team-photo-placeholder"]:visible').count()).toBe(0);
  });

  it.each([
    ["desktop", undefined],
    ["390 px", MOBILE],
  ])("has no axe violations with the dialog open (%s)", async (_name, viewport) => {
    const { page } = await web.open("/about", { reducedMotion: "reduce", ...(viewport ? { viewport } : {}) });
    await openMember(page, richest as TeamMember);
    expect(await axeViolations(page)).toBe("");
  });
});
