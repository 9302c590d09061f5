import type { Route } from "playwright-core";
import { describe, expect, it } from "vitest";
import { homePage } from "../../site/generated/homePage.ts";
import { eventually, setupBrowser } from "../support/browser.ts";
import { answerNewsletter, json, messageLook, newsletterForm } from "../support/newsletter.ts";

const web = setupBrowser();

const DEFAULT_SUCCESS = "Thank you for subscribing to our newsletter!";
const DEFAULT_ERROR = "There was an error. Please try again.";
const ADDRESS = "ann.lee@example.com";
/** The text colours of the design tokens text-success, text-info and text-danger. */
const GREEN = "rgb(74, 222, 128)";
const BLUE = "rgb(96, 165, 250)";
const RED = "rgb(248, 113, 113)";

/** Chromium logs a failed or aborted request as a console error: expected where a test provokes one. */
const HTTP_500 = /Failed to load resource: the server responded with a status of 500/;
const ABORTED = /Failed to load resource: net::ERR_FAILED/;

async function openHome(expectedConsole: RegExp[] = []) {
  const { page } = await web.open("/", { expectedConsole });
  const form = newsletterForm(page);
  await form.scope.scrollIntoViewIfNeeded();
  return { page, form };
}

/** Types `email`, submits with the button, and waits for the message. */
async function signUp(
  answer: (route: Route) => Promise<void>,
  expectedConsole: RegExp[] = [],
  email = ADDRESS,
) {
  const { page, form } = await openHome(expectedConsole);
  const requests = await answerNewsletter(page, answer);
  await form.input.fill(email);
  await form.submit.click();
  await eventually(async () => (await form.message.textContent()) !== "", true, "a message appears");
  return { page, form, requests };
}

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
    const requests = await answerNewsletter(page, json({ success: true }));
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
    const requests = await answerNewsletter(page, json({ success: true }));
    await form.input.fill("not-an-address");
    await form.submit.click();
    await page.waitForTimeout(300);
    expect(await form.input.evaluate((input) => (input as HTMLInputElement).validity.typeMismatch)).toBe(
      true,
    );
    expect(requests).toHaveLength(0);
    expect(await form.message.textContent()).toBe("");
  });

  it("posts exactly {email} as JSON, trimmed", async () => {
    const { requests } = await signUp(json({ success: true }), [], `  ${ADDRESS}  `);
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.method()).toBe("POST");
    expect(request?.headers()["content-type"]).toBe("application/json");
    expect(request?.postData()).toBe(JSON.stringify({ email: ADDRESS }));
  });

  it("success with a 'Thank you' message: that message, green, the box cleared", async () => {
    const { form } = await signUp(json({ success: true, message: "Thank you for joining, Ann!" }));
    expect(await form.message.textContent()).toBe("Thank you for joining, Ann!");
    expect(await messageLook(form.message)).toMatchObject({ colour: GREEN });
    expect((await messageLook(form.message)).classes).toContain("text-success");
    expect(await form.input.inputValue()).toBe("");
  });

  it("success with another message: that message, blue, the box cleared", async () => {
    const { form } = await signUp(json({ success: true, message: "You are already subscribed." }));
    expect(await form.message.textContent()).toBe("You are already subscribed.");
    expect((await messageLook(form.message)).classes).toContain("text-info");
    expect((await messageLook(form.message)).colour).toBe(BLUE);
    expect(await form.input.inputValue()).toBe("");
  });

  it("success without a message: the default thank-you, green", async () => {
    const { form } = await signUp(json({ success: true }));
    expect(await form.message.textContent()).toBe(DEFAULT_SUCCESS);
    expect((await messageLook(form.message)).colour).toBe(GREEN);
    expect(await form.input.inputValue()).toBe("");
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
    const requests = await answerNewsletter(page, async (route) => {
      await held;
      await json({ success: true, message: "Thank you!" })(route);
    });
    await form.input.fill(ADDRESS);
    await form.submit.click();
    await eventually(() => form.submit.textContent(), "Signing Up...");
    expect(await form.submit.isDisabled()).toBe(true);
    expect(await form.input.isDisabled()).toBe(true);
    expect(requests).toHaveLength(1);

    release();
    await eventually(() => form.message.textContent(), "Thank you!");
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
