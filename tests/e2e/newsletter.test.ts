import type { Page, Request, Route } from "playwright-core";
import { describe, expect, it } from "vitest";
import { homePage } from "../../site/generated/homePage.ts";
import { axeViolations } from "../support/axe.ts";
import { eventually, hydrateIsland, setupBrowser } from "../support/browser.ts";
import { expectHiddenHoneypot } from "../support/honeypot.ts";
import { confirmationPath, storedLeads, uniqueAddress } from "../support/leads.ts";
import { answerNewsletter, json, messageLook, newsletterForm } from "../support/newsletter.ts";

const web = setupBrowser();

const DEFAULT_ERROR = "There was an error. Please try again.";
/** The real server's answers (contracts/contact-messages.ts, form-messages.ts, newsletter-outcomes.ts). */
const THANKS = "Thank you for signing up! Please confirm your address from the e-mail we just sent you.";
const INVALID_EMAIL = "Please enter a valid email address.";
const ADDRESS = "ann.lee@example.com";
/** The text colours of the design tokens text-success and text-danger. */
const GREEN = "rgb(74, 222, 128)";
const RED = "rgb(248, 113, 113)";

/** Chromium logs a failed or aborted request as a console error: expected where a test provokes one. */
const HTTP_400 = /Failed to load resource: the server responded with a status of 400/;
const HTTP_500 = /Failed to load resource: the server responded with a status of 500/;
const ABORTED = /Failed to load resource: net::ERR_FAILED/;

async function openHome(expectedConsole: RegExp[] = []) {
  const { page } = await web.open("/", { expectedConsole });
  const form = newsletterForm(page);
  await form.scope.scrollIntoViewIfNeeded();
  await hydrateIsland(page, "newsletter");
  return { page, form };
}

/** Records the newsletter requests the page makes, without touching them. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/newsletter") requests.push(request);
  });
  return requests;
}

/** Types `email`, submits with the button, and waits for the message. */
async function submitAndWait(page: Page, email: string) {
  const form = newsletterForm(page);
  await form.input.fill(email);
  await form.submit.click();
  await eventually(async () => (await form.message.textContent()) !== "", true, "a message appears");
  return form;
}

/** Signs up through the real server. */
async function signUpForReal(email: string, expectedConsole: RegExp[] = []) {
  const { page } = await openHome(expectedConsole);
  const requests = recordRequests(page);
  const form = await submitAndWait(page, email);
  return { page, form, requests };
}

/** Signs up, answered by `answer` instead of the server: failures it cannot produce on demand. */
async function signUp(
  answer: (route: Route) => Promise<void>,
  expectedConsole: RegExp[] = [],
  email = ADDRESS,
) {
  const { page } = await openHome(expectedConsole);
  const requests = await answerNewsletter(page, answer);
  const form = await submitAndWait(page, email);
  return { page, form, requests };
}

/** How often the server's store holds `email`. */
const timesKept = async (email: string) =>
  (await storedLeads()).subscriptions.filter((subscription) => subscription.email === email).length;

describe("newsletter sign-up on /", () => {
  it("shows the section's content, a labelled email input and the live message region", async () => {
    const { form } = await openHome();
    const { newsletter } = homePage;
    expect(await form.scope.getByRole("heading", { level: 2 }).textContent()).toBe(newsletter.title);
    expect(await form.scope.textContent()).toContain(newsletter.text);
    expect(await form.input.getAttribute("type")).toBe("email");
    expect(await form.input.getAttribute("placeholder")).toBe(newsletter.placeholder);
    expect(await form.submit.textContent()).toBe(newsletter.button);
    const messageId = await form.message.getAttribute("id");
    expect(messageId).toBeTruthy();
    expect((await form.input.getAttribute("aria-describedby"))?.split(" ")).toContain(messageId);
    expect(await form.message.textContent()).toBe("");
  });

  it("an empty email shows 'Please enter your email address.' and sends nothing", async () => {
    const { page, form } = await openHome();
    const requests = recordRequests(page);
    await form.submit.click();
    await eventually(() => form.message.textContent(), "Please enter your email address.");
    expect((await messageLook(form.message)).colour).toBe(RED);
    expect(await form.input.getAttribute("aria-invalid")).toBe("true");
    expect(await form.input.evaluate((input) => input === document.activeElement)).toBe(true);

    await form.input.fill("   ");
    await form.input.press("Enter");
    await page.waitForTimeout(300);
    expect(requests).toHaveLength(0);
  });

  it("a malformed address is stopped by the browser's email validation", async () => {
    const { page, form } = await openHome();
    const requests = recordRequests(page);
    await form.input.fill("not-an-address");
    await form.submit.click();
    await page.waitForTimeout(300);
    expect(await form.input.evaluate((input) => (input as HTMLInputElement).validity.typeMismatch)).toBe(
      true,
    );
    expect(requests).toHaveLength(0);
    expect(await form.message.textContent()).toBe("");
  });

  it("a new address goes to the server as exactly {email}, trimmed: its thank-you in green, the box cleared, the address kept", async () => {
    const email = uniqueAddress();
    const { form, requests } = await signUpForReal(`  ${email}  `);
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.method()).toBe("POST");
    expect(request?.headers()["content-type"]).toBe("application/json");
    expect(request?.postData()).toBe(JSON.stringify({ email }));
    expect((await request?.response())?.status()).toBe(200);

    expect(await form.message.textContent()).toBe(THANKS);
    expect(await messageLook(form.message)).toMatchObject({ colour: GREEN });
    expect((await messageLook(form.message)).classes).toContain("text-success");
    expect(await form.input.inputValue()).toBe("");
    expect(await timesKept(email)).toBe(1);
  });

  it("the same address again before it is confirmed: the thank-you again (the e-mail is sent again), kept once", async () => {
    const email = uniqueAddress();
    const { page, form, requests } = await signUpForReal(email);
    expect(await form.message.textContent()).toBe(THANKS);
    await form.input.fill(email);
    await form.submit.click();
    await eventually(async () => requests.length, 2, "a second request");
    const answer = await requests[1]?.response();
    expect(await answer?.json()).toEqual({ success: true, message: THANKS, kind: "success" });
    await eventually(() => form.input.inputValue(), "");
    expect(await form.message.textContent()).toBe(THANKS);
    expect((await messageLook(form.message)).colour).toBe(GREEN);
    expect(await timesKept(email)).toBe(1);
    expect(page.url()).not.toContain("newsletter=");
  });

  it("the confirmation link without JavaScript: one button confirms, then the same address signing up again is thanked as a new one", async () => {
    const email = uniqueAddress();
    const { page, form } = await signUpForReal(email);
    expect(await form.message.textContent()).toBe(THANKS);

    const path = await confirmationPath(email);
    // The page has no script of its own: axe runs in a page with JavaScript on, without waiting for hydration.
    const checked = await web.newPage();
    await checked.goto(web.url(path));
    expect(await checked.getByRole("heading", { level: 1 }).textContent()).toBe("Confirm your subscription");
    expect(await axeViolations(checked)).toBe("");

    const link = await web.open(path, { javaScriptEnabled: false });
    expect(link.response?.status()).toBe(200);
    expect((await storedLeads()).subscriptions.find((row) => row.email === email)?.state).toBe("pending");
    const [confirmed] = await Promise.all([
      link.page.waitForResponse((response) => response.request().method() === "POST"),
      link.page.getByRole("button", { name: "Confirm my subscription" }).click(),
    ]);
    expect(confirmed.status()).toBe(200);
    await eventually(
      () => link.page.getByRole("heading", { level: 1 }).textContent(),
      "Your subscription is confirmed",
    );
    expect((await storedLeads()).subscriptions.find((row) => row.email === email)?.state).toBe("confirmed");
    // Opened again, the link says so at once.
    await checked.goto(web.url(path));
    expect(await checked.getByRole("heading", { level: 1 }).textContent()).toBe(
      "Your subscription is confirmed",
    );
    expect(await axeViolations(checked)).toBe("");

    // Nothing on the page tells that the address is subscribed: the answer is a new sign-up's.
    const requests = recordRequests(page);
    await form.input.fill(email);
    await form.submit.click();
    await eventually(async () => requests.length, 1, "the repeat sign-up");
    expect(await (await requests[0]?.response())?.json()).toEqual({
      success: true,
      message: THANKS,
      kind: "success",
    });
    await eventually(() => form.input.inputValue(), "");
    expect(await form.message.textContent()).toBe(THANKS);
    expect((await messageLook(form.message)).colour).toBe(GREEN);
    expect(await timesKept(email)).toBe(1);
    expect((await storedLeads()).subscriptions.find((row) => row.email === email)?.state).toBe("confirmed");
  });

  it("an address the browser accepts but the server refuses: the server's error in red, the address kept, nothing kept", async () => {
    const email = uniqueAddress().replace("@example.com", "@localhost");
    const { form } = await signUpForReal(email, [HTTP_400]);
    expect(await form.message.textContent()).toBe(INVALID_EMAIL);
    expect((await messageLook(form.message)).colour).toBe(RED);
    expect(await form.input.inputValue()).toBe(email);
    expect(await timesKept(email)).toBe(0);
  });

  it("the honeypot is off-screen, hidden from assistive technology and skipped by Tab", async () => {
    const { page, form } = await openHome();
    const trap = form.scope.locator('input[name="website"]');
    await expectHiddenHoneypot(trap);
    expect(await form.scope.getByRole("textbox").count()).toBe(1);

    await form.input.focus();
    await page.keyboard.press("Tab");
    expect(await form.submit.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press("Tab");
    expect(await form.termsLink.evaluate((button) => button === document.activeElement)).toBe(true);
  });

  it("a bot that fills in the honeypot is thanked, and its address is kept aside as spam, not subscribed", async () => {
    const { page, form } = await openHome();
    const requests = recordRequests(page);
    await form.scope.locator('input[name="website"]').evaluate((input) => {
      (input as HTMLInputElement).value = "https://spam.example";
    });
    const email = uniqueAddress("bot");
    await submitAndWait(page, email);
    expect(await form.message.textContent()).toBe(THANKS);
    expect((await messageLook(form.message)).colour).toBe(GREEN);
    expect(JSON.parse(requests[0]?.postData() ?? "null")).toEqual({ email, website: "https://spam.example" });
    expect(await timesKept(email)).toBe(0);
    const { spam } = await storedLeads();
    expect(spam.subscriptions.filter((subscription) => subscription.email === email)).toEqual([
      expect.objectContaining({ state: "spam", spamReason: "honeypot" }),
    ]);
  });

  it("success false: the server's error, red, the address kept", async () => {
    const { form } = await signUp(json({ success: false, error: "This address cannot be subscribed." }));
    expect(await form.message.textContent()).toBe("This address cannot be subscribed.");
    expect((await messageLook(form.message)).colour).toBe(RED);
    expect(await form.input.inputValue()).toBe(ADDRESS);
  });

  it("success false without an error: the default error", async () => {
    const { form } = await signUp(json({ success: false }));
    expect(await form.message.textContent()).toBe(DEFAULT_ERROR);
  });

  it("HTTP 500 with an error text: that text", async () => {
    const { form } = await signUp(json({ success: false, error: "Too many sign-ups, try later." }, 500), [
      HTTP_500,
    ]);
    expect(await form.message.textContent()).toBe("Too many sign-ups, try later.");
    expect((await messageLook(form.message)).colour).toBe(RED);
  });

  it("HTTP 500 with {success: false} and no error: the default error", async () => {
    const { form } = await signUp(json({ success: false }, 500), [HTTP_500]);
    expect(await form.message.textContent()).toBe(DEFAULT_ERROR);
  });

  it("HTTP 500 even with success true is not a success", async () => {
    const { form } = await signUp(json({ success: true, message: "Thank you" }, 500), [HTTP_500]);
    expect(await form.message.textContent()).toBe(DEFAULT_ERROR);
    expect(await form.input.inputValue()).toBe(ADDRESS);
  });

  it("HTTP 500 with an HTML body: the default error", async () => {
    const html = (route: Route) =>
      route.fulfill({ status: 500, contentType: "text/html", body: "<h1>Internal Server Error</h1>" });
    const { form } = await signUp(html, [HTTP_500]);
    expect(await form.message.textContent()).toBe(DEFAULT_ERROR);
  });

  it("network failure: the default error", async () => {
    const { form } = await signUp((route) => route.abort(), [ABORTED]);
    expect(await form.message.textContent()).toBe(DEFAULT_ERROR);
    expect((await messageLook(form.message)).colour).toBe(RED);
  });

  it("while sending: 'Signing Up...', input and button disabled; afterwards enabled again", async () => {
    const { page, form } = await openHome();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Held here, then passed on to the real server.
    const requests = await answerNewsletter(page, async (route) => {
      await held;
      await route.continue();
    });
    await form.input.fill(uniqueAddress());
    await form.submit.click();
    await eventually(() => form.submit.textContent(), "Signing Up...");
    expect(await form.submit.isDisabled()).toBe(true);
    expect(await form.input.isDisabled()).toBe(true);
    expect(requests).toHaveLength(1);

    release();
    await eventually(() => form.message.textContent(), THANKS);
    expect(await form.submit.textContent()).toBe(homePage.newsletter.button);
    expect(await form.submit.isDisabled()).toBe(false);
    expect(await form.input.isDisabled()).toBe(false);
    expect(await form.input.evaluate((input) => input === document.activeElement)).toBe(true);
  });

  it("the controls come back after a failure too", async () => {
    const { form } = await signUp((route) => route.abort(), [ABORTED]);
    expect(await form.submit.isDisabled()).toBe(false);
    expect(await form.input.isDisabled()).toBe(false);
    expect(await form.submit.textContent()).toBe(homePage.newsletter.button);
  });
});
