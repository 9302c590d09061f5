import { describe, expect, it } from "vitest";
import { eventually, setupBrowser } from "../support/browser.ts";
import { isPanelOpen, menuButton, menuPanel } from "../support/frame.ts";
import { MOBILE } from "../support/paths.ts";
import { openFilter } from "../support/portfolio.ts";
import { pages } from "./routes.ts";

const web = setupBrowser();

const overflow = () => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth });
const projectPages = pages.filter((entry) => entry.path.startsWith("/projects") || entry.status === 404);

describe("at 390x844", () => {
  it.each(projectPages.map((entry) => [entry.path, entry] as const))(
    "%s has no horizontal overflow",
    async (_path, entry) => {
      const { page } = await web.open(entry.path, {
        viewport: MOBILE,
        expectDocument404: entry.status === 404,
      });
      const { scrollWidth, innerWidth } = await page.evaluate(overflow);
      expect(innerWidth).toBe(MOBILE.width);
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    },
  );

  it("/projects with the technology dropdown open has no horizontal overflow", async () => {
    const { page } = await web.open("/projects", { viewport: MOBILE });
    await openFilter(page, "Technology");
    const { scrollWidth, innerWidth } = await page.evaluate(overflow);
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  });
});

describe("the phone menu", () => {
  it("fits the header: the consultation button moves into the panel, the Menu button is fully visible", async () => {
    const { page } = await web.open("/services", { viewport: MOBILE });
    const headerButton = page.locator("header nav > div > a", { hasText: "Get a FREE Consultation" });
    expect(await headerButton.isVisible()).toBe(false);
    const box = await page.getByText("Menu", { exact: true }).boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(MOBILE.width);
  });

  it("opens from the Menu button and closes when a link is chosen", async () => {
    const { page } = await web.open("/projects/better-that", { viewport: MOBILE });
    await menuButton(page).click();
    expect(await isPanelOpen(page)).toBe(true);
    await (await menuPanel(page)).getByRole("link", { name: "Projects", exact: true }).click();
    await page.waitForURL(/\/projects$/);
    await page.getByRole("heading", { level: 1, name: "Our Projects" }).waitFor();
    await eventually(() => isPanelOpen(page), false, "the panel closes");
  });
});
