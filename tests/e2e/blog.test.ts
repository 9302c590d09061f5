import { describe, expect, it } from "vitest";
import { NEWSLETTER_OUTCOMES } from "../../contracts/newsletter-outcomes.ts";
import { blog } from "../../site/generated/blog.ts";
import { homePage } from "../../site/generated/homePage.ts";
import { site } from "../../site/generated/site.ts";
import { axeViolations } from "../support/axe.ts";
import { hydrateIsland, setupBrowser } from "../support/browser.ts";
import { storedLeads, uniqueAddress } from "../support/leads.ts";
import { newsletterForm } from "../support/newsletter.ts";
import { expectTexts } from "../support/page-checks.ts";
import { section, sectionNames } from "../support/sections.ts";

const web = setupBrowser();

// The site ships without posts; blog-posts.test.ts builds and serves a copy with the fixture posts.
describe("/blog with no posts", () => {
  it("ships no posts", () => {
    expect(blog).toEqual([]);
  });

  it.each([true, false])(
    "shows 'Blog - Coming Soon' as its only own text, then the newsletter sign-up (JavaScript %s)",
    async (javaScriptEnabled) => {
      const { page, response } = await web.open("/blog", { javaScriptEnabled });
      expect(response?.status()).toBe(200);
      expect(await page.title()).toBe(`Blog | ${site.name}`);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Blog - Coming Soon");
      expect(
        (await section(page, "blog").textContent())?.replace(/\s+/g, " ").trim(),
        "the placeholder band says nothing else",
      ).toBe("Blog - Coming Soon");
      expect(await sectionNames(page)).toEqual(["blog", "newsletter"]);
      const form = newsletterForm(page);
      await expectTexts(page, [homePage.newsletter.title, homePage.newsletter.text]);
      expect(await form.input.isVisible()).toBe(true);
      expect(await form.submit.textContent()).toBe(homePage.newsletter.button);
      expect(await form.termsLink.isVisible()).toBe(true);
    },
  );

  it("signs a visitor up from there (pending their confirmation), and brings them back to /blog", async () => {
    const email = uniqueAddress("blog");
    const { page } = await web.open("/blog", { javaScriptEnabled: false });
    const form = newsletterForm(page);
    await form.input.fill(email);
    await Promise.all([page.waitForURL(/newsletter=/), form.submit.click()]);
    const url = new URL(page.url());
    expect(`${url.pathname}${url.search}${url.hash}`).toBe("/blog?newsletter=pending#newsletter");
    expect(await form.message.textContent()).toBe(NEWSLETTER_OUTCOMES.pending.text);
    expect((await storedLeads()).subscriptions.some((subscription) => subscription.email === email)).toBe(
      true,
    );
  });

  it("has no axe violations, with the sign-up hydrated", async () => {
    const { page } = await web.open("/blog");
    await hydrateIsland(page, "newsletter");
    expect(await axeViolations(page)).toBe("");
  });

  it("an unknown post is the not-found page", async () => {
    const { response } = await web.open("/blog/no-such-post", { expectDocument404: true });
    expect(response?.status()).toBe(404);
  });
});
