import { describe, expect, it } from "vitest";
import { NEWSLETTER_OUTCOMES } from "../../contracts/newsletter-outcomes.ts";
import { site } from "../../site/generated/site.ts";
import { hydrateIsland, setupBrowser, waitForIsland } from "../support/browser.ts";
import { confirmationPath, storedLeads, uniqueAddress } from "../support/leads.ts";
import { messageLook, newsletterForm } from "../support/newsletter.ts";
import { answerMap, TURNSTILE_SCRIPT } from "../support/third-parties.ts";

const web = setupBrowser();

const GREEN = "rgb(74, 222, 128)";
const RED = "rgb(248, 113, 113)";
const telHref = `tel:${site.phone.replace(/[^\d+]/g, "")}`;

const timesKept = async (email: string) =>
  (await storedLeads()).subscriptions.filter((subscription) => subscription.email === email).length;

describe("the newsletter without JavaScript", () => {
  async function signUp(email: string) {
    const { page } = await web.open("/", { javaScriptEnabled: false });
    const form = newsletterForm(page);
    await form.input.fill(email);
    await Promise.all([page.waitForURL(/newsletter=/), form.submit.click()]);
    return { page, form };
  }

  it("posts the form, comes back to the page with the thanks in green, keeps the address, never puts it in the URL", async () => {
    const email = uniqueAddress("nojs");
    const { page, form } = await signUp(email);
    const url = new URL(page.url());
    expect(url.pathname).toBe("/");
    expect(url.search).toBe("?newsletter=pending");
    expect(url.hash).toBe("#newsletter");
    expect(page.url()).not.toContain(encodeURIComponent(email));
    expect(page.url()).not.toContain("example.com");
    expect(await form.message.textContent()).toBe(NEWSLETTER_OUTCOMES.pending.text);
    expect((await messageLook(form.message)).colour).toBe(GREEN);
    expect(await timesKept(email)).toBe(1);
  });

  it("answers a confirmed address's repeat sign-up exactly as a new one, and keeps it once", async () => {
    const email = uniqueAddress("nojs-again");
    const first = await signUp(email);
    const firstUrl = first.page.url();
    const link = await web.open(await confirmationPath(email), { javaScriptEnabled: false });
    await Promise.all([
      link.page.waitForURL(/\/api\/newsletter\/confirm$/),
      link.page.getByRole("button", { name: "Confirm my subscription" }).click(),
    ]);
    expect((await storedLeads()).subscriptions.find((row) => row.email === email)?.state).toBe("confirmed");
    const { page, form } = await signUp(email);
    expect(page.url()).toBe(firstUrl);
    expect(new URL(page.url()).search).toBe("?newsletter=pending");
    expect(await form.message.textContent()).toBe(NEWSLETTER_OUTCOMES.pending.text);
    expect((await messageLook(form.message)).colour).toBe(GREEN);
    expect(await timesKept(email)).toBe(1);
  });

  it("says in red that an address is not valid, and keeps nothing", async () => {
    const before = (await storedLeads()).subscriptions.length;
    // One the browser's own email check lets through (it stops malformed ones before sending).
    const { form } = await signUp(uniqueAddress("nojs-refused").replace("@example.com", "@localhost"));
    expect(await form.message.textContent()).toBe(NEWSLETTER_OUTCOMES.invalid.text);
    expect((await messageLook(form.message)).colour).toBe(RED);
    expect((await storedLeads()).subscriptions.length).toBe(before);
  });

  it("a page opened from such a link with JavaScript shows the outcome, hydrates cleanly and drops it from the URL", async () => {
    const { page } = await web.open("/?newsletter=subscribed#newsletter");
    await hydrateIsland(page, "newsletter");
    const form = newsletterForm(page);
    expect(await form.message.textContent()).toBe(NEWSLETTER_OUTCOMES.subscribed.text);
    await expect.poll(() => new URL(page.url()).search).toBe("");
    expect(new URL(page.url()).hash).toBe("#newsletter");
  });
});

describe("the contact form when its bot-check cannot run", () => {
  it("without JavaScript says so and gives the company's e-mail and phone as links", async () => {
    const { page } = await web.open("/contact", { javaScriptEnabled: false });
    // The line is a <noscript>: a browser with scripting off renders its content. Playwright's
    // switch only stops scripts from running, so the content is rendered here on its own.
    const noscript = page.locator("[data-contact-form] noscript");
    expect(await noscript.count()).toBe(1);
    const shown = await web.newPage();
    await shown.setContent(await noscript.evaluate((element) => element.innerHTML));
    const line = shown.getByText("This form needs JavaScript", { exact: false });
    expect(await line.isVisible()).toBe(true);
    const hrefs = await shown
      .locator("a[href]")
      .evaluateAll((all) => all.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual([`mailto:${site.email}`, telHref]);
  });

  it("when the Turnstile script is blocked, announces the e-mail and phone to use instead", async () => {
    const page = await web.newPage({
      expectedConsole: [/Failed to load resource: net::ERR_BLOCKED_BY_CLIENT/],
    });
    await page.route(TURNSTILE_SCRIPT, (route) => route.abort("blockedbyclient"));
    await answerMap(page);
    await page.goto(web.url("/contact"));
    const scope = page.locator("[data-contact-form]");
    expect(await scope.getByRole("alert").filter({ hasText: "spam check could not load" }).count()).toBe(0);
    // The form (an island) and its bot-check start when the visitor starts on it.
    await scope.getByRole("textbox").first().focus();
    await waitForIsland(page, "contactForm", "hydrated");
    const alert = scope.getByRole("alert").filter({ hasText: "spam check could not load" });
    await alert.waitFor();
    expect(await alert.getByRole("link", { name: site.email }).getAttribute("href")).toBe(
      `mailto:${site.email}`,
    );
    expect(await alert.getByRole("link", { name: site.phone }).getAttribute("href")).toBe(telHref);
  });
});
