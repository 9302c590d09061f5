import { describe, expect, it } from "vitest";
import { industryMenu, serviceMenu } from "../../site/generated/menus.ts";
import { site } from "../../site/generated/site.ts";
import { axeViolations } from "../support/axe.ts";
import { setupBrowser } from "../support/browser.ts";
import {
  activeElement,
  expectPanelOpen,
  hrefsIn,
  isPanelOpen,
  menuButton,
  menuPanel,
  scrollToY,
  scrollY,
  subMenuButton,
  subMenuRegion,
} from "../support/enhance.ts";
import { DESKTOP, MOBILE } from "../support/paths.ts";

const web = setupBrowser();

const serviceHrefs = serviceMenu.flatMap((group) => group.items.map((item) => item.href));
const industryHrefs = industryMenu.map((item) => item.href);

describe("the phone menu at 390x844", () => {
  it("opens from the Menu button: aria-expanded, the panel with every main link, focus on the first", async () => {
    const { page } = await web.open("/services", { viewport: MOBILE });
    const button = menuButton(page);
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    expect(await isPanelOpen(page)).toBe(false);

    await button.click();
    await expectPanelOpen(page, true);
    const panel = await menuPanel(page);
    expect(await activeElement(page)).toMatchObject({ tag: "a", name: "Home" });
    const links = await panel.getByRole("link").allTextContents();
    expect(links.map((text) => text.trim())).toEqual([
      "Home",
      "About",
      "Projects",
      "Case Studies",
      "Careers",
      "Blog",
      "Contact",
    ]);
    const buttons = await panel.getByRole("button").allTextContents();
    expect(buttons.map((text) => text.trim())).toEqual(["Services", "Industries"]);

    await button.click();
    await expectPanelOpen(page, false, "a second press closes it");
  });

  it("expands Services (every service page in its group) and Industries as sub-lists, one at a time", async () => {
    const { page } = await web.open("/projects", { viewport: MOBILE });
    await menuButton(page).click();
    await expectPanelOpen(page, true);

    const services = await subMenuButton(page, "Services");
    const servicesList = await subMenuRegion(page, "Services");
    expect(await services.getAttribute("aria-expanded")).toBe("false");
    expect(await servicesList.isVisible()).toBe(false);
    await services.click();
    expect(await services.getAttribute("aria-expanded")).toBe("true");
    expect(await servicesList.isVisible()).toBe(true);
    expect(await hrefsIn(servicesList)).toEqual([...serviceHrefs, "/services", "/contact"]);
    for (const group of serviceMenu) {
      const list = servicesList.getByRole("list", { name: group.group, exact: true });
      expect(await list.getByRole("link").count(), group.group).toBe(group.items.length);
    }
    expect(await servicesList.getByRole("link", { name: "View All Services" }).isVisible()).toBe(true);
    expect(await servicesList.getByRole("link", { name: "Get Quote", exact: true }).isVisible()).toBe(true);

    const industries = await subMenuButton(page, "Industries");
    const industriesList = await subMenuRegion(page, "Industries");
    await industries.click();
    expect(await industries.getAttribute("aria-expanded")).toBe("true");
    expect(await hrefsIn(industriesList)).toEqual([...industryHrefs, "/industries"]);
    expect(await services.getAttribute("aria-expanded"), "one sub-list open at a time").toBe("false");
    expect(await servicesList.isVisible()).toBe(false);

    await industries.press("Enter");
    expect(await industries.getAttribute("aria-expanded"), "the open one collapses").toBe("false");
    expect(await industriesList.isVisible()).toBe(false);
  });

  it("loads the chosen page (a full document, as every page change is), closes the panel and lets the page scroll again", async () => {
    const { page } = await web.open("/services", { viewport: MOBILE });
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await menuButton(page).click();
    await (await subMenuButton(page, "Industries")).click();
    await (await subMenuRegion(page, "Industries")).getByRole("link", { name: "Healthcare" }).click();
    await page.waitForURL(/\/industries\/healthcare$/);
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(await page.evaluate(() => "sameDocument" in window), "a new document").toBe(false);
    await expectPanelOpen(page, false);
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe("");

    await menuButton(page).click();
    await expectPanelOpen(page, true);
    expect(
      await (await subMenuButton(page, "Services")).getAttribute("aria-expanded"),
      "sub-lists start collapsed again",
    ).toBe("false");
  });

  it("closes when the link of the page already shown is chosen", async () => {
    const { page } = await web.open("/projects", { viewport: MOBILE });
    await menuButton(page).click();
    const projects = (await menuPanel(page)).getByRole("link", { name: "Projects", exact: true });
    expect(await projects.getAttribute("aria-current")).toBe("page");
    await projects.click();
    await expectPanelOpen(page, false);
  });

  it("closes on Escape and gives focus back to the Menu button", async () => {
    const { page } = await web.open("/projects", { viewport: MOBILE });
    await menuButton(page).focus();
    await page.keyboard.press("Enter");
    await expectPanelOpen(page, true);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    expect((await activeElement(page)).name).toBe("Services");
    await page.keyboard.press("Escape");
    await expectPanelOpen(page, false);
    expect(await activeElement(page)).toMatchObject({ tag: "button", name: "Menu" });
  });

  it("closes when Tab leaves it past its last link", async () => {
    const { page } = await web.open("/projects", { viewport: MOBILE });
    await menuButton(page).click();
    await expectPanelOpen(page, true);
    const panel = await menuPanel(page);
    await panel.getByRole("link", { name: "Contact", exact: true }).focus();
    await page.keyboard.press("Tab");
    await expectPanelOpen(page, false);
    expect(await panel.evaluate((element) => element.contains(document.activeElement))).toBe(false);
  });

  it("keeps the page behind still while open, without a shift, and lets it scroll again after", async () => {
    const { page } = await web.open("/services", { viewport: MOBILE });
    await scrollToY(page, 600);
    const width = () => page.evaluate(() => document.documentElement.clientWidth);
    const before = await width();

    await menuButton(page).click();
    await expectPanelOpen(page, true);
    expect(await width(), "no layout shift").toBe(before);
    await page.mouse.move(MOBILE.width / 2, 40);
    await page.mouse.wheel(0, 800);
    await page.keyboard.press("PageDown");
    await page.keyboard.press("End");
    await page.keyboard.press("Space");
    await page.waitForTimeout(300);
    expect(await scrollY(page), "wheel and keys leave the page where it was").toBe(600);

    await page.keyboard.press("Escape");
    await expectPanelOpen(page, false);
    expect(await scrollY(page), "closing keeps the position").toBe(600);
    await page.mouse.move(MOBILE.width / 2, 400);
    await page.mouse.wheel(0, 400);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(600);
  });
});

describe("the phone menu's accessibility", () => {
  it("has no axe violations with the panel open and Services expanded", async () => {
    const { page } = await web.open("/services", { viewport: MOBILE });
    await menuButton(page).click();
    await expectPanelOpen(page, true);
    await (await subMenuButton(page, "Services")).click();
    expect(await axeViolations(page)).toBe("");
  });
});

describe("the phone menu without JavaScript", () => {
  it("still opens (a native popover) and lists every page, the sub-lists expanded", async () => {
    const { page } = await web.open("/services", { viewport: MOBILE, javaScriptEnabled: false });
    await menuButton(page).click();
    const panel = await menuPanel(page);
    expect(await panel.isVisible()).toBe(true);
    const hrefs = await hrefsIn(panel);
    expect(hrefs).toEqual(expect.arrayContaining([...serviceHrefs, ...industryHrefs, "/contact", "/blog"]));
    for (const href of [...serviceHrefs, ...industryHrefs]) {
      expect(await panel.locator(`a[href="${href}"]`).isVisible(), href).toBe(true);
    }
  });
});

describe("at 1440x900", () => {
  it("has no Menu button: the menu bar takes over", async () => {
    const { page } = await web.open("/services", { viewport: DESKTOP });
    expect(await menuButton(page).count()).toBe(0);
    expect(await page.locator("header button[aria-controls]").first().isVisible()).toBe(true);
  });
});

describe("the phone header at 390x844", () => {
  it("shows the call to action beside the Menu button, both wholly in view, and the company's mark", async () => {
    const { page } = await web.open("/services", { viewport: MOBILE });
    const banner = page.getByRole("banner");
    const cta = banner.getByRole("link", { name: "Get a FREE Consultation", exact: true });
    expect(await cta.getAttribute("href")).toBe("/contact");
    for (const [what, control] of [
      ["the call to action", cta],
      ["the Menu button", menuButton(page)],
    ] as const) {
      const box = await control.boundingBox();
      expect(box, what).not.toBeNull();
      expect(box?.x ?? -1, what).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0), what).toBeLessThanOrEqual(MOBILE.width);
      expect(box?.height ?? 0, `${what}: a full-size touch target`).toBeGreaterThanOrEqual(44);
    }
    const ctaBox = await cta.boundingBox();
    const menuBox = await menuButton(page).boundingBox();
    expect((ctaBox?.x ?? 0) + (ctaBox?.width ?? 0), "side by side").toBeLessThanOrEqual(menuBox?.x ?? 0);
    expect(await banner.getByRole("link", { name: site.name, exact: true }).isVisible()).toBe(true);
  });
});
