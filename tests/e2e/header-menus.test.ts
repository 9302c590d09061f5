import type { Locator } from "playwright-core";
import { describe, expect, it } from "vitest";
import { industryMenu, serviceMenu } from "../../site/generated/menus.ts";
import { services } from "../../site/generated/services.ts";
import { axeViolations } from "../support/axe.ts";
import { setupBrowser } from "../support/browser.ts";
import {
  expectMenuOpen,
  focused,
  isMenuOpen,
  menuBar,
  menuLink,
  menuPanel,
  menuToggle,
  tabTo,
} from "../support/header-menus.ts";
import { DESKTOP } from "../support/paths.ts";
import { routeTable } from "../support/route-table.ts";

const web = setupBrowser();

const firstService = serviceMenu[0]?.items[0];
const secondService = serviceMenu[0]?.items[1];

async function linksOf(list: Locator) {
  const links = await list.getByRole("link").all();
  return Promise.all(
    links.map(async (link) => ({
      title: (await link.textContent())?.trim(),
      href: await link.getAttribute("href"),
    })),
  );
}

describe("the desktop menus at 1440x900", () => {
  it("come from the generated menus: every service page in its 4 groups, every industry page", () => {
    expect(serviceMenu.map((group) => group.group)).toEqual([
      "Development Services",
      "Design & Marketing",
      "AI & Analytics",
      "Infrastructure",
    ]);
    const pagesOf = (collection: string) =>
      routeTable.filter((route) => route.collection === collection).map((route) => route.path);
    const hrefs = (items: readonly { href: string }[]) => items.map((item) => item.href).sort();
    expect(hrefs(serviceMenu.flatMap((group) => group.items))).toEqual(pagesOf("services").sort());
    expect(hrefs(industryMenu)).toEqual(pagesOf("industries").sort());
  });

  it("opens Services on hover with its 4 groups, 'Get Quote', and closes when the pointer leaves", async () => {
    const { page } = await web.open("/", { viewport: DESKTOP });
    expect(await isMenuOpen(page, "Services")).toBe(false);
    await menuLink(page, "Services").hover();
    await expectMenuOpen(page, "Services", true);
    const panel = await menuPanel(page, "Services");
    const box = await panel.locator(":scope > div").boundingBox();
    expect(box?.width, "the panel is 900 px wide").toBe(900);

    for (const group of serviceMenu) {
      const list = panel.getByRole("list", { name: group.group, exact: true });
      expect(await linksOf(list), group.group).toEqual(group.items);
    }
    expect(await panel.locator("ul[aria-labelledby] a").count()).toBe(services.length);
    expect(await panel.getByRole("link", { name: "Get Quote", exact: true }).getAttribute("href")).toBe(
      "/contact",
    );

    await page.mouse.move(700, 850);
    await expectMenuOpen(page, "Services", false, "leaving the item closes the panel");
  });

  it("stays open while the pointer moves diagonally from the item into the panel", async () => {
    const { page } = await web.open("/", { viewport: DESKTOP });
    await menuLink(page, "Services").hover();
    await expectMenuOpen(page, "Services", true);
    const panel = await menuPanel(page, "Services");
    const target = panel.getByRole("list", { name: "Infrastructure" }).getByRole("link").last();
    const box = await target.boundingBox();
    if (!box) throw new Error("the last Infrastructure link has no box");
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 12 });
    await page.waitForTimeout(400);
    expect(await isMenuOpen(page, "Services")).toBe(true);
    expect(await target.evaluate((link) => link.matches(":hover"))).toBe(true);
  });

  it("opens Industries on hover with the 6 industry pages", async () => {
    const { page } = await web.open("/", { viewport: DESKTOP });
    await menuLink(page, "Industries").hover();
    await expectMenuOpen(page, "Industries", true);
    expect(await linksOf(await menuPanel(page, "Industries"))).toEqual(industryMenu);
  });

  it("keeps one dropdown open at a time", async () => {
    const { page } = await web.open("/", { viewport: DESKTOP });
    await menuToggle(page, "Services").click();
    await expectMenuOpen(page, "Services", true, "a click opens (and pins) Services");
    await menuLink(page, "Industries").hover();
    await expectMenuOpen(page, "Industries", true);
    await expectMenuOpen(page, "Services", false, "Services closes when Industries opens");
    await menuLink(page, "Services").hover();
    await expectMenuOpen(page, "Services", true);
    await expectMenuOpen(page, "Industries", false);
  });

  it("a click on the toggle pins the panel open, a second click or a press outside closes it", async () => {
    const { page } = await web.open("/", { viewport: DESKTOP });
    await menuToggle(page, "Industries").click();
    await page.mouse.move(700, 850);
    await page.waitForTimeout(400);
    expect(await isMenuOpen(page, "Industries"), "a pinned panel stays when the pointer leaves").toBe(true);
    await menuToggle(page, "Industries").click();
    await expectMenuOpen(page, "Industries", false);
    await menuToggle(page, "Industries").click();
    await expectMenuOpen(page, "Industries", true);
    await page.locator("h1").click();
    await expectMenuOpen(page, "Industries", false);
  });

  it("is keyboard operable: Tab, Enter, arrows, Escape, Space", async () => {
    const { page } = await web.open("/", { viewport: DESKTOP });
    await tabTo(page, "Services");
    await expectMenuOpen(page, "Services", true, "focus on the item opens its panel");
    await tabTo(page, "Services menu", 1);
    await page.keyboard.press("Enter");
    await expectMenuOpen(page, "Services", true, "Enter opens");

    await page.keyboard.press("ArrowDown");
    expect(await focused(page)).toEqual({ name: firstService?.title, href: firstService?.href });
    await page.keyboard.press("ArrowDown");
    expect(await focused(page)).toEqual({ name: secondService?.title, href: secondService?.href });
    await page.keyboard.press("ArrowUp");
    expect((await focused(page)).href).toBe(firstService?.href);
    await page.keyboard.press("End");
    expect((await focused(page)).name).toBe("Get Quote");
    await page.keyboard.press("Home");
    expect((await focused(page)).href).toBe(firstService?.href);

    await page.keyboard.press("Escape");
    await expectMenuOpen(page, "Services", false, "Escape closes");
    expect((await focused(page)).name, "focus returns to the trigger").toBe("Services menu");

    await page.keyboard.press("Enter");
    await expectMenuOpen(page, "Services", true, "Enter opens");
    await page.keyboard.press("Enter");
    await expectMenuOpen(page, "Services", false, "Enter again closes");
    await page.keyboard.press("Space");
    await expectMenuOpen(page, "Services", true, "Space opens");
    await page.keyboard.press("Escape");
    await expectMenuOpen(page, "Services", false);
    await page.keyboard.press("ArrowDown");
    await expectMenuOpen(page, "Services", true, "ArrowDown opens");
    expect((await focused(page)).href, "ArrowDown moves to the first link").toBe(firstService?.href);
  });

  it("closes when Tab leaves the panel, and the next dropdown opens on focus", async () => {
    const { page } = await web.open("/", { viewport: DESKTOP });
    await tabTo(page, "Services menu");
    await page.keyboard.press("Escape");
    await expectMenuOpen(page, "Services", false);
    await page.keyboard.press("Tab");
    expect((await focused(page)).name, "Tab from a closed trigger skips the panel").toBe("Projects");

    await page.keyboard.press("Shift+Tab");
    await expectMenuOpen(page, "Services", true, "focus coming back into the item opens it");
    await tabTo(page, "Get Quote");
    await page.keyboard.press("Tab");
    expect((await focused(page)).name).toBe("Projects");
    await expectMenuOpen(page, "Services", false, "Tab out closes");

    await page.keyboard.press("Tab");
    await expectMenuOpen(page, "Industries", true);
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    await expectMenuOpen(page, "Industries", false, "Shift+Tab out closes");
    await expectMenuOpen(page, "Services", true, "only the focused dropdown is open");
  });

  it("closes a hover-opened panel on Escape without moving the pointer", async () => {
    const { page } = await web.open("/", { viewport: DESKTOP });
    await menuLink(page, "Industries").hover();
    await expectMenuOpen(page, "Industries", true);
    await page.keyboard.press("Escape");
    await expectMenuOpen(page, "Industries", false);
  });

  it("on a service page highlights Services and marks the page's link in the panel", async () => {
    const { page } = await web.open("/services/api-integration", { viewport: DESKTOP });
    expect(await menuLink(page, "Services").getAttribute("aria-current")).toBe("page");
    expect(await menuLink(page, "Services").getAttribute("class")).toContain("text-accent-strong");
    expect(await menuToggle(page, "Services").getAttribute("class")).toContain("text-accent-strong");
    expect(await menuLink(page, "Industries").getAttribute("aria-current")).toBeNull();
    await menuLink(page, "Services").hover();
    await expectMenuOpen(page, "Services", true);
    const current = (await menuPanel(page, "Services")).locator('[aria-current="page"]');
    expect(await current.count()).toBe(1);
    expect(await current.getAttribute("href")).toBe("/services/api-integration");
    expect(await current.textContent()).toBe("API Integration");
  });

  it("on an industry page highlights Industries and marks the page's link in the panel", async () => {
    const { page } = await web.open("/industries/healthcare", { viewport: DESKTOP });
    expect(await menuLink(page, "Industries").getAttribute("aria-current")).toBe("page");
    expect(await menuLink(page, "Industries").getAttribute("class")).toContain("text-accent-strong");
    expect(await menuLink(page, "Services").getAttribute("aria-current")).toBeNull();
    expect(await menuLink(page, "Services").getAttribute("class")).not.toContain("text-accent-strong");
    const current = (await menuPanel(page, "Industries")).locator('[aria-current="page"]');
    expect(await current.getAttribute("href")).toBe("/industries/healthcare");
  });

  it("has no axe violations with the Services panel open", async () => {
    const { page } = await web.open("/services/api-integration", { viewport: DESKTOP });
    await menuLink(page, "Services").hover();
    await expectMenuOpen(page, "Services", true);
    const violations = await axeViolations(page);
    expect(violations, `axe violations with the Services panel open:\n${violations}`).toBe("");
  });

  it("navigates on a click in the panel, and the panel is closed on the new page", async () => {
    const { page } = await web.open("/", { viewport: DESKTOP });
    await menuLink(page, "Services").hover();
    await expectMenuOpen(page, "Services", true);
    await (await menuPanel(page, "Services")).getByRole("link", { name: "Cloud Migration" }).click();
    await page.waitForURL(/\/services\/cloud-migration$/);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await expectMenuOpen(page, "Services", false);
    const current = (await menuPanel(page, "Services")).locator('[aria-current="page"]');
    expect(await current.getAttribute("href")).toBe("/services/cloud-migration");
  });

  it("has no transition for reduced motion", async () => {
    const { page } = await web.open("/", { viewport: DESKTOP, reducedMotion: "reduce" });
    await menuLink(page, "Services").hover();
    await expectMenuOpen(page, "Services", true);
    const duration = await (await menuPanel(page, "Services")).evaluate((element) =>
      Number.parseFloat(getComputedStyle(element).transitionDuration),
    );
    expect(duration).toBeLessThan(0.001);
  });
});

describe("before hydration (JavaScript off)", () => {
  it("has every panel link in the HTML, hidden, and shows a panel on hover and on focus", async () => {
    const { page } = await web.open("/", { viewport: DESKTOP, javaScriptEnabled: false });
    const bar = menuBar(page);
    const hrefs = await bar
      .locator("a")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    for (const item of [...serviceMenu.flatMap((group) => group.items), ...industryMenu]) {
      expect(hrefs).toContain(item.href);
    }
    const services = await menuPanel(page, "Services");
    const industries = await menuPanel(page, "Industries");
    expect(await services.isVisible()).toBe(false);

    await menuLink(page, "Services").hover();
    await services.getByRole("link", { name: "Get Quote" }).waitFor({ state: "visible" });
    await page.mouse.move(700, 850);
    await services.getByRole("link", { name: "Get Quote" }).waitFor({ state: "hidden" });

    await menuLink(page, "Industries").focus();
    await industries.getByRole("link").first().waitFor({ state: "visible" });
  });
});
