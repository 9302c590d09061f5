import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { SCROLL_TOP_THRESHOLD } from "../../site/enhance/behaviours/scroll-to-top.ts";
import { eventually, setupBrowser } from "../support/browser.ts";
import { activeElement, scrollTopButton, scrollToY, scrollY } from "../support/enhance.ts";
import { DESKTOP, MOBILE } from "../support/paths.ts";
import { choose, openFilter, shownOptions } from "../support/portfolio.ts";

const web = setupBrowser();

/** `hidden` (invisible, so neither focusable nor announced), `shown`, or fading between the two. */
function buttonState(page: Page): Promise<"hidden" | "shown" | "fading"> {
  return scrollTopButton(page).evaluate((button) => {
    const style = getComputedStyle(button);
    if (style.visibility === "hidden") return "hidden";
    return style.opacity === "1" ? "shown" : "fading";
  });
}

describe("the scroll-to-top button", () => {
  it("appears after 300 px of scrolling", () => {
    expect(SCROLL_TOP_THRESHOLD).toBe(300);
  });

  it("is hidden and out of the tab order at 0 and 250 px, shows at 400 px, hides again at 250 px", async () => {
    const { page } = await web.open("/services", { viewport: MOBILE });
    expect(await buttonState(page)).toBe("hidden");
    expect(await scrollTopButton(page).isVisible()).toBe(false);
    await scrollToY(page, 250);
    expect(await buttonState(page)).toBe("hidden");

    await scrollToY(page, 400);
    await eventually(() => buttonState(page), "shown", "shows past 300 px");
    expect(await scrollTopButton(page).isVisible()).toBe(true);

    await scrollToY(page, 250);
    await eventually(() => buttonState(page), "hidden", "hides again at 250 px");
    await scrollTopButton(page).evaluate((button) => button.focus());
    expect((await activeElement(page)).name, "a hidden button takes no focus").not.toBe("Scroll to top");
    await scrollToY(page, 400);
    await eventually(() => buttonState(page), "shown");
    await scrollTopButton(page).evaluate((button) => button.focus());
    expect((await activeElement(page)).name, "a shown one does").toBe("Scroll to top");
  });

  it("scrolls to the top and moves focus to the main content", async () => {
    const { page } = await web.open("/services", { viewport: MOBILE });
    await scrollToY(page, 2000);
    await eventually(() => buttonState(page), "shown");
    await scrollTopButton(page).click();
    await eventually(() => scrollY(page), 0, "back at the top");
    expect(await activeElement(page)).toMatchObject({ id: "main", tag: "main" });
    await eventually(() => buttonState(page), "hidden", "and the button goes");
  });

  it("works from the keyboard, at once with reduced motion", async () => {
    const { page } = await web.open("/industries/healthcare", { viewport: DESKTOP, reducedMotion: "reduce" });
    await scrollToY(page, 1200);
    await eventually(() => buttonState(page), "shown");
    await scrollTopButton(page).focus();
    await page.keyboard.press("Enter");
    expect(await scrollY(page), "no smooth scrolling: already there").toBe(0);
    expect((await activeElement(page)).id).toBe("main");
  });
});

describe("route changes", () => {
  it("start at the top of the new page after a link", async () => {
    const { page } = await web.open("/services", { viewport: DESKTOP });
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const link = page.getByRole("contentinfo").getByRole("link", { name: "Projects", exact: true });
    await link.scrollIntoViewIfNeeded();
    expect(await scrollY(page)).toBeGreaterThan(1000);
    await link.click();
    await page.waitForURL(/\/projects$/);
    await eventually(() => scrollY(page), 0, "at the top of /projects");
    expect(await page.evaluate(() => "sameDocument" in window), "a new document").toBe(false);
  });

  it("keep the position when the projects filters change the URL", async () => {
    const { page } = await web.open("/projects", { viewport: DESKTOP });
    await openFilter(page, "Industry");
    const options = await shownOptions(page, "Industry");
    const [largest] = options.slice(1).sort((a, b) => b.count - a.count);
    if (!largest) throw new Error("no industry to filter by");
    await page.keyboard.press("Escape");
    await scrollToY(page, 150);
    await choose(page, "Industry", largest.value);
    await page.waitForURL(/industry=/);
    expect(await scrollY(page)).toBe(150);
  });
});
