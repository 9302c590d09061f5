import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { contactPage } from "../../site/generated/contactPage.ts";
import { site } from "../../site/generated/site.ts";
import { type PageOptions, setupBrowser, waitForHydration } from "../support/browser.ts";
import { section } from "../support/sections.ts";
import { answerMap, TURNSTILE_SCRIPT } from "../support/third-parties.ts";

const web = setupBrowser();
const head = site.offices.find((office) => office.kind === "head");

/** Opens /contact with the third parties (widget script, map) answered locally: no network. */
async function openContact(options: PageOptions = {}): Promise<{ page: Page; scripts: string[] }> {
  const page = await web.newPage(options);
  const scripts: string[] = [];
  await page.route("https://challenges.cloudflare.com/**", (route) => {
    scripts.push(route.request().url());
    return route.fulfill({
      contentType: "text/javascript",
      body: "window.turnstile = { render: () => 'w0', reset() {}, remove() {} };",
    });
  });
  await answerMap(page);
  await page.goto(web.url("/contact"));
  if (options.javaScriptEnabled !== false) await waitForHydration(page);
  return { page, scripts };
}

describe("/contact content", () => {
  it("prerenders the whole page: hero, form, cards, departments, map and FAQ (JavaScript off)", async () => {
    const { page } = await openContact({ javaScriptEnabled: false });
    expect(await page.title()).toBe(`${contactPage.hero.title} | ${site.name}`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(contactPage.hero.title);
    const text = (await page.locator("main").textContent()) ?? "";
    const { form, faq } = contactPage;
    for (const expected of [
      form.title,
      ...form.serviceOptions,
      ...form.budgetOptions.map((option) => option.label),
      site.phone,
      site.email,
      head?.address ?? "missing head office",
      `${site.businessHours.days}: ${site.businessHours.hours}`,
      `${contactPage.contactCards.weekend}: ${site.businessHours.weekend}`,
      ...site.departments.flatMap((department) => [department.title, department.email]),
      ...faq.items.flatMap((item) => [item.question, item.answer]),
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(await page.locator('[data-contact-form] button[type="submit"]').isDisabled()).toBe(true);
  });

  it("the email field has the email type; the budget select has an empty 'not chosen' option first", async () => {
    const { page } = await openContact();
    expect(
      await page.getByRole("textbox", { name: contactPage.form.email, exact: true }).getAttribute("type"),
    ).toBe("email");
    const options = await page
      .getByRole("combobox", { name: contactPage.form.budget })
      .locator("option")
      .evaluateAll((els) => els.map((el) => (el as HTMLOptionElement).value));
    expect(options).toEqual(["", "under-10k", "10k-25k", "25k-50k", "50k-100k", "over-100k", "discuss"]);
  });

  it("loads the bot-check script from Cloudflare only once a visitor starts on the form", async () => {
    const { page, scripts } = await openContact();
    await page.waitForTimeout(300);
    expect(scripts).toEqual([]);
    await page.getByRole("textbox", { name: contactPage.form.firstName, exact: true }).focus();
    await expect.poll(() => scripts).toEqual([TURNSTILE_SCRIPT]);
    await page.getByRole("textbox", { name: contactPage.form.lastName, exact: true }).focus();
    await page.waitForTimeout(300);
    expect(scripts).toEqual([TURNSTILE_SCRIPT]);
  });

  it("contact cards link phone, e-mail and the head office's maps page", async () => {
    const { page } = await openContact();
    const cards = page.locator("[data-contact-cards]");
    expect(await cards.getByRole("link", { name: site.phone }).getAttribute("href")).toBe(
      `tel:${site.phone.replace(/\s+/g, "")}`,
    );
    expect(await cards.getByRole("link", { name: site.email }).getAttribute("href")).toBe(
      `mailto:${site.email}`,
    );
    const map = cards.getByRole("link", { name: contactPage.contactCards.mapLink });
    expect(await map.getAttribute("href")).toBe(head?.mapUrl);
    expect(await map.getAttribute("target")).toBe("_blank");
    expect(await map.getAttribute("rel")).toContain("noopener");
    const departments = page.locator("[data-departments]");
    for (const department of site.departments) {
      expect(await departments.getByRole("link", { name: department.email }).getAttribute("href")).toBe(
        `mailto:${department.email}`,
      );
    }
  });

  it("embeds the Sydney office map lazily, with a title, with and without JavaScript", async () => {
    for (const javaScriptEnabled of [true, false]) {
      const { page } = await openContact({ javaScriptEnabled });
      const frame = section(page, "map").locator("iframe");
      expect(await frame.getAttribute("title"), `JavaScript ${javaScriptEnabled}`).toBe(
        contactPage.map.frameTitle,
      );
      expect(await frame.getAttribute("loading")).toBe("lazy");
      expect(await frame.getAttribute("src")).toBe(head?.mapEmbedUrl);
      expect((await frame.boundingBox())?.height).toBeGreaterThan(300);
    }
    expect(contactPage.map.frameTitle).toContain("Sydney");
  });

  it("puts the map in only after the page has loaded, so it never competes with the first paint", async () => {
    const response = await fetch(web.url("/contact"));
    const html = await response.text();
    expect(html).toContain(contactPage.map.frameTitle);
    const outsideNoscript = html.replace(/<noscript>[\s\S]*?<\/noscript>/g, "");
    expect(outsideNoscript).not.toContain("<iframe");
  });

  it("FAQ: four questions, one open at a time, with the project durations", async () => {
    const { page } = await openContact({ reducedMotion: "reduce" });
    const faq = section(page, "faq");
    const buttons = faq.getByRole("button");
    expect(await buttons.allTextContents()).toEqual(contactPage.faq.items.map((item) => item.question));
    expect(contactPage.faq.items[0]?.answer).toMatch(/2-3 months.*6-8 months/s);
    await buttons.nth(2).click();
    expect(await buttons.nth(2).getAttribute("aria-expanded")).toBe("true");
    expect(await buttons.nth(0).getAttribute("aria-expanded")).toBe("false");
  });
});
