import { describe, expect, it } from "vitest";
import { axeViolations } from "../support/axe.ts";
import { setupBrowser } from "../support/browser.ts";
import { DESKTOP, MOBILE } from "../support/paths.ts";
import { horizontalOverflow } from "../support/sections.ts";
import { cataloguePages } from "./catalogue-routes.ts";

const web = setupBrowser();

/**
 * One page per route: axe at 1440x900, then the same page resized to 390x844 for the overflow check
 * (and, on the three overviews, axe again at that width).
 */
describe.each(cataloguePages)("$path", (entry) => {
  const overview = entry.kind === "overview";
  it(`has no axe violations at 1440x900${overview ? " and 390x844" : ""}, no horizontal overflow at 390x844`, async () => {
    const { page } = await web.open(entry.path, { viewport: DESKTOP });
    const desktop = await axeViolations(page);
    expect.soft(desktop, `axe violations on ${entry.path} at 1440x900:\n${desktop}`).toBe("");

    await page.setViewportSize(MOBILE);
    const { scrollWidth, innerWidth } = await horizontalOverflow(page);
    expect(innerWidth).toBe(MOBILE.width);
    expect
      .soft(scrollWidth, `horizontal overflow on ${entry.path} at 390x844`)
      .toBeLessThanOrEqual(innerWidth);

    if (overview) {
      const mobile = await axeViolations(page);
      expect.soft(mobile, `axe violations on ${entry.path} at 390x844:\n${mobile}`).toBe("");
    }
  });
});
