import { describe, expect, it } from "vitest";
import { homePage } from "../../site/generated/homePage.ts";
import { axeViolations } from "../support/axe.ts";
import { eventually, setupBrowser } from "../support/browser.ts";
import { newsletterForm } from "../support/newsletter.ts";
import { MOBILE } from "../support/paths.ts";

const web = setupBrowser();
const { terms } = homePage;

/** Opens / with the terms dialog open, by the consent line's link. */
async function openTerms(viewport?: { width: number; height: number }) {
  const { page } = await web.open("/", viewport ? { viewport } : {});
  const { termsLink } = newsletterForm(page);
  await termsLink.scrollIntoViewIfNeeded();
  // The long home page settles first (the font, lazy images and the newsletter island arriving on
  // a busy machine can still move what is in view), so the scroll position read later is the page's.
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await termsLink.scrollIntoViewIfNeeded();
  await termsLink.click();
  const dialog = page.getByRole("dialog", { name: terms.title });
  await dialog.waitFor({ state: "visible" });
  return { page, dialog, termsLink };
}

describe("Terms and Conditions dialog on /", () => {
  it("is closed at first and has its text in the prerendered page", async () => {
    const { page } = await web.open("/");
    expect(await page.getByRole("dialog").count()).toBe(0);
    const html = await (await page.request.get(web.url("/"))).text();
    for (const part of terms.sections) expect(html).toContain(part.heading);
  });

  it("the link opens a modal dialog labelled by its title, showing the terms", async () => {
    const { page, dialog } = await openTerms();
    expect(await dialog.evaluate((element) => element.matches("dialog:modal"))).toBe(true);
    expect(await dialog.getAttribute("aria-modal")).toBe("true");
    const titleId = await dialog.getAttribute("aria-labelledby");
    expect(await page.locator(`[id="${titleId}"]`).textContent()).toBe(terms.title);
    expect(await dialog.textContent()).toContain(terms.updated);
    for (const part of terms.sections) {
      expect(await dialog.getByRole("heading", { name: part.heading }).isVisible()).toBe(true);
      expect(await dialog.textContent()).toContain(part.text);
    }
  });

  it("keeps Tab inside the dialog", async () => {
    const { page, dialog } = await openTerms();
    const inside = () =>
      dialog.evaluate((element) => {
        const active = document.activeElement;
        return active === null || active === document.body
          ? "nowhere"
          : element.contains(active)
            ? "inside"
            : "outside";
      });
    expect(await inside()).toBe("inside");
    const seen = new Set<string>();
    for (let step = 0; step < 6; step += 1) {
      await page.keyboard.press("Tab");
      seen.add(await inside());
    }
    expect(seen.has("outside")).toBe(false);
    expect(seen.has("inside")).toBe(true);
  });

  it("Escape closes it and focus returns to the link", async () => {
    const { page, dialog, termsLink } = await openTerms();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect(await page.getByRole("dialog").count()).toBe(0);
    expect(await termsLink.evaluate((link) => link === document.activeElement)).toBe(true);
  });

  it("the close button closes it and focus returns to the link", async () => {
    const { page, dialog, termsLink } = await openTerms();
    await dialog.getByRole("button", { name: "Close" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(await page.getByRole("dialog").count()).toBe(0);
    expect(await termsLink.evaluate((link) => link === document.activeElement)).toBe(true);
  });

  it("the page behind does not scroll while it is open, and does again after", async () => {
    const { page } = await openTerms();
    const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
    const before = await scrollY();
    await page.mouse.move(8, 400);
    await page.mouse.wheel(0, -400);
    await page.waitForTimeout(400);
    expect(await scrollY()).toBe(before);

    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "hidden" });
    await page.mouse.wheel(0, -400);
    await eventually(async () => (await scrollY()) < before, true, "the page scrolls again");
  });

  it.each([
    ["desktop", undefined],
    ["mobile", MOBILE],
  ])("has no axe violations while open (%s)", async (_name, viewport) => {
    const { page } = await openTerms(viewport);
    expect(await axeViolations(page)).toBe("");
  });
});
