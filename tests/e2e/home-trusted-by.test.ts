import { describe, expect, it } from "vitest";
import { clientLogos } from "../../site/generated/client-logos.ts";
import { axeViolations } from "../support/axe.ts";
import { eventually, setupBrowser } from "../support/browser.ts";
import { initialCount, logoCount, trustedBy } from "../support/home.ts";
import { DESKTOP, MOBILE } from "../support/paths.ts";
import { ownTexts } from "../support/sections.ts";

const web = setupBrowser();

const altTexts = (scope: ReturnType<typeof trustedBy>) =>
  scope.logos.locator("img").evaluateAll((images) => images.map((image) => image.getAttribute("alt")));

describe("/ 'Trusted by'", () => {
  it("says over 50 clients and shows the first logos, each named by its label", async () => {
    const { page } = await web.open("/");
    const parts = trustedBy(page);
    expect((await ownTexts(parts.scope.locator("h2"))).join(" ")).toMatch(/over 50/i);
    expect(initialCount).toBe(12);
    expect(logoCount).toBeGreaterThanOrEqual(50);
    expect(await altTexts(parts)).toEqual(clientLogos.slice(0, initialCount).map((logo) => logo.label));
    expect(await parts.toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await parts.toggle.getAttribute("aria-controls")).toBe("client-logos");
    expect(await parts.toggle.textContent()).toBe("Show More");
  });

  it.each([
    ["1440x900", DESKTOP],
    ["390x844", MOBILE],
  ])(
    "at %s: Show More shows all, Show Less goes back to 12 and keeps the button in place",
    async (_name, viewport) => {
      const { page } = await web.open("/", { viewport, reducedMotion: "reduce" });
      const parts = trustedBy(page);
      await parts.toggle.click();
      await eventually(() => parts.logos.count(), logoCount, "all logos after Show More");
      expect(await parts.toggle.getAttribute("aria-expanded")).toBe("true");
      expect(await parts.toggle.textContent()).toBe("Show Less");
      expect(await altTexts(parts)).toEqual(clientLogos.map((logo) => logo.label));
      // The first logo that appeared has focus, so a keyboard or screen-reader visitor is at the new ones.
      expect(
        await page.evaluate(() => document.activeElement?.querySelector("img")?.getAttribute("alt")),
      ).toBe(clientLogos[initialCount]?.label);

      await parts.toggle.scrollIntoViewIfNeeded();
      const before = await parts.toggle.boundingBox();
      await parts.toggle.click();
      await eventually(() => parts.logos.count(), initialCount, "12 logos after Show Less");
      expect(await parts.toggle.getAttribute("aria-expanded")).toBe("false");
      expect(await parts.toggle.textContent()).toBe("Show More");
      expect(
        await parts.toggle.evaluate((button) => document.activeElement === button),
        "the button keeps focus",
      ).toBe(true);
      const after = await parts.toggle.boundingBox();
      expect(after, "the button is on screen").not.toBeNull();
      expect(
        Math.abs((after?.y ?? -1e6) - (before?.y ?? 0)),
        "the button stays where it was",
      ).toBeLessThanOrEqual(2);
      expect(after?.y ?? -1).toBeGreaterThanOrEqual(0);
      expect((after?.y ?? 1e6) + (after?.height ?? 0)).toBeLessThanOrEqual(viewport.height);
    },
  );

  it("works from the keyboard: Enter expands, Space collapses", async () => {
    const { page } = await web.open("/", { reducedMotion: "reduce" });
    const parts = trustedBy(page);
    await parts.toggle.focus();
    await page.keyboard.press("Enter");
    await eventually(() => parts.logos.count(), logoCount);
    await parts.toggle.focus();
    await page.keyboard.press("Space");
    await eventually(() => parts.logos.count(), initialCount);
    expect(await parts.toggle.evaluate((button) => document.activeElement === button)).toBe(true);
  });
});

describe.each([
  ["1440x900", DESKTOP],
  ["390x844", MOBILE],
])("/ 'Trusted by' at %s", (_name, viewport) => {
  it("has no axe violations with every logo shown", async () => {
    const { page } = await web.open("/", { viewport, reducedMotion: "reduce" });
    await trustedBy(page).toggle.click();
    await trustedBy(page).toggle.getByText("Show Less").waitFor();
    const violations = await axeViolations(page);
    expect(violations, `axe violations with all logos shown:\n${violations}`).toBe("");
  });
});
