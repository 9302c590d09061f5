import { describe, expect, it } from "vitest";
import { axeViolations } from "../support/axe.ts";
import { setupBrowser } from "../support/browser.ts";
import { trustedBy } from "../support/home.ts";
import { DESKTOP, MOBILE } from "../support/paths.ts";
import { horizontalOverflow } from "../support/sections.ts";

const web = setupBrowser();

describe.each([
  ["1440x900", DESKTOP],
  ["390x844", MOBILE],
])("/ at %s", (_name, viewport) => {
  it("has no axe violations, with the logos collapsed and expanded", async () => {
    const { page } = await web.open("/", { viewport, reducedMotion: "reduce" });
    const collapsed = await axeViolations(page);
    expect(collapsed, `axe violations on /:\n${collapsed}`).toBe("");
    await trustedBy(page).toggle.click();
    await trustedBy(page).toggle.getByText("Show Less").waitFor();
    const expanded = await axeViolations(page);
    expect(expanded, `axe violations with all logos shown:\n${expanded}`).toBe("");
  });

  it("has no horizontal overflow", async () => {
    const { page } = await web.open("/", { viewport });
    const { scrollWidth, innerWidth } = await horizontalOverflow(page);
    expect(innerWidth).toBe(viewport.width);
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  });
});
