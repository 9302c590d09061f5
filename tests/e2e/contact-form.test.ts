import type { Page, Request, Route } from "playwright-core";
import { describe, expect, it } from "vitest";
import { contactPage } from "../../site/generated/contactPage.ts";
import { jobs } from "../../site/generated/jobs.ts";
import { site } from "../../site/generated/site.ts";
import { eventually, type PageOptions, setupBrowser, waitForHydration } from "../support/browser.ts";
import { expectHiddenHoneypot } from "../support/honeypot.ts";
import { expectPageIsRender } from "../support/hydration.ts";
import { storedLeads, uniqueAddress, uniqueToken } from "../support/leads.ts";
import { answerMap, TURNSTILE_SCRIPT } from "../support/third-parties.ts";

const web = setupBrowser();
const { form: content } = contactPage;

const CAPTCHA_MISSING = "Please complete the CAPTCHA verification.";
const REQUIRED_MISSING = "Please fill in all required fields.";
const DEFAULT_ERROR = "There was an error submitting your message. Please try again.";
/** The real server's answers (contracts/contact-messages.ts, form-messages.ts, newsletter-outcomes.ts). */
const THANKS = "Thank you for your message! We will get back to you within 24 hours.";
const VERIFY_AGAIN =
  "Your CAPTCHA verification has expired or was already used. Please verify again and resend.";
const INVALID_EMAIL = "Please enter a valid email address.";
const HTTP_400 = /Failed to load resource: the server responded with a status of 400/;
const HTTP_500 = /Failed to load resource: the server responded with a status of 500/;
const ABORTED = /Failed to load resource: net::ERR_FAILED/;

/**
 * A stand-in for Cloudflare's widget script (no network in tests), following its explicit-rendering
 * API: it records each render's options so a test can fire the widget's callbacks — issuing the
 * token it chooses — and counts resets. The server asks the siteverify stand-in about that token:
 * `error:<code>` is refused with that code, any other passes.
 */
const FAKE_TURNSTILE = `
window.__fake = { widgets: [], resets: [], removed: [] };
window.turnstile = {
  render(el, opts) {
    const id = "w" + window.__fake.widgets.length;
    window.__fake.widgets.push({ id, opts });
    el.setAttribute("data-fake-widget", id);
    return id;
  },
  reset(id) { window.__fake.resets.push(id); },
  remove(id) { window.__fake.removed.push(id); },
};`;

interface FakeOptions {
  sitekey: string;
  theme: string;
  callback(token: string): void;
  "error-callback"(): void;
  "expired-callback"(): void;
}
interface FakeWindow {
  __fake: { widgets: { id: string; opts: FakeOptions }[]; resets: string[] };
}

type Answer = (route: Route) => Promise<void>;
const json =
  (body: unknown, status = 200): Answer =>
  (route) =>
    route.fulfill({ status, contentType: "application/json", body: JSON.stringify(body) });

/**
 * Opens the form with the widget script and the map answered locally. Enquiries go to the real
 * server unless `answer` is given: then it answers them instead (failures the server cannot produce
 * on demand). Either way `requests` records what the page posted.
 */
async function openContact(path = "/contact", options: PageOptions = {}, answer?: Answer) {
  const page = await web.newPage(options);
  await page.route(TURNSTILE_SCRIPT, (route) =>
    route.fulfill({ contentType: "text/javascript", body: FAKE_TURNSTILE }),
  );
  await answerMap(page);
  const requests: Request[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/contact") requests.push(request);
  });
  if (answer) await page.route("**/api/contact", answer);
  await page.goto(web.url(path));
  await waitForHydration(page);
  // The widget loads on the first interaction with the form.
  await parts(page).field(content.firstName).focus();
  await page.waitForFunction(() => (window as unknown as FakeWindow).__fake?.widgets.length === 1);
  return { page, requests, ...parts(page) };
}

function parts(page: Page) {
  const scope = page.locator("[data-contact-form]");
  return {
    field: (label: string) =>
      scope
        .getByRole("textbox", { name: label, exact: true })
        .or(scope.getByRole("combobox", { name: label, exact: true })),
    send: scope.locator('button[type="submit"]'),
    message: scope.locator("[data-form-message]"),
    status: scope.locator("[data-verification-status]"),
    toast: page.locator("[data-sonner-toast]"),
  };
}

/** Fires a widget callback; `callback` issues `token`, by default one nobody used before. */
const fire = (page: Page, name: "callback" | "error-callback" | "expired-callback", token = uniqueToken()) =>
  page.evaluate(
    ([which, value]) => {
      const widget = (window as unknown as FakeWindow).__fake.widgets.at(-1);
      if (which === "callback") widget?.opts.callback(value as string);
      else widget?.opts[which as "error-callback"]();
    },
    [name, token],
  );

/** A service chip: the visible label around its (visually hidden) radio. */
const chip = (page: Page, name: string) => page.locator("[data-contact-form] label", { hasText: name });

const resets = (page: Page) => page.evaluate(() => (window as unknown as FakeWindow).__fake.resets.length);

/** Fills in the required fields; the address is new, so the enquiry can be told apart in the store. */
async function fillRequired(page: Page, email = uniqueAddress()): Promise<string> {
  const { field } = parts(page);
  await field(content.firstName).fill("Ann");
  await field(content.lastName).fill("Lee");
  await field(content.email).fill(email);
  await field(content.description).fill("We need a booking app.");
  return email;
}

/** The enquiries the server received from `email` (not spam), without their id, time and state. */
async function keptFrom(email: string) {
  const { enquiries } = await storedLeads();
  return enquiries
    .filter((enquiry) => enquiry.email === email)
    .map(({ id: _id, receivedAt: _receivedAt, state: _state, spamReason: _reason, ...values }) => values);
}

async function expectToast(page: Page, title: string, text: string) {
  const toast = parts(page).toast.filter({ hasText: text });
  await eventually(() => toast.locator("[data-title]").first().textContent(), title, `toast ${title}`);
}

describe("contact form: bot-check", () => {
  it("renders the widget with the site key in dark theme; send stays disabled until verified", async () => {
    const { page, send, status } = await openContact();
    const options = await page.evaluate(() => {
      const { sitekey, theme } = (window as unknown as FakeWindow).__fake.widgets[0]?.opts ?? {};
      return { sitekey, theme };
    });
    expect(options).toEqual({ sitekey: site.turnstileSiteKey, theme: "dark" });
    expect(await send.isDisabled()).toBe(true);
    expect(await status.textContent()).toBe(content.verifyHint);

    await fire(page, "callback");
    await eventually(() => status.textContent(), content.verified);
    expect(await send.isEnabled()).toBe(true);
    // The tick is drawn only now, in the browser: an icon the page does not carry comes from the sprite file.
    const tick = status.locator("svg use");
    await eventually(
      () => tick.evaluate((use) => (use as SVGUseElement).getBBox().width > 0),
      true,
      "tick drawn",
    );
  });

  it.each(["error-callback", "expired-callback"] as const)("%s sets it back to unverified", async (name) => {
    const { page, send, status } = await openContact();
    await fire(page, "callback");
    await eventually(() => send.isEnabled(), true);
    await fire(page, name);
    await eventually(() => status.textContent(), content.verifyHint);
    expect(await send.isDisabled()).toBe(true);
  });

  it("a submit without the bot-check shows the CAPTCHA message inline and as an Error toast; nothing sent", async () => {
    const { page, requests, message } = await openContact();
    await fillRequired(page);
    // The disabled button blocks a click; a scripted submit still has to be refused.
    await page
      .locator("[data-contact-form] form")
      .evaluate((form) => (form as HTMLFormElement).requestSubmit());
    await eventually(() => message.textContent(), CAPTCHA_MISSING);
    expect(await message.getAttribute("role")).toBe("alert");
    await expectToast(page, "Error", CAPTCHA_MISSING);
    expect(await page.evaluate(() => document.activeElement?.hasAttribute("data-turnstile"))).toBe(true);
    await page.waitForTimeout(200);
    expect(requests).toHaveLength(0);
  });
});

describe("contact form: required fields", () => {
  it("missing ones: message inline + Error toast, fields marked invalid, focus on the first; nothing sent", async () => {
    const { page, requests, field, send, message } = await openContact();
    await fire(page, "callback");
    await field(content.lastName).fill("Lee");
    await send.click();
    await eventually(() => message.textContent(), REQUIRED_MISSING);
    await expectToast(page, "Error", REQUIRED_MISSING);
    const invalid = async (label: string) => field(label).getAttribute("aria-invalid");
    expect(await invalid(content.firstName)).toBe("true");
    expect(await invalid(content.lastName)).toBeNull();
    expect(await invalid(content.email)).toBe("true");
    expect(await invalid(content.description)).toBe("true");
    expect(await field(content.firstName).evaluate((el) => el === document.activeElement)).toBe(true);
    // Set after hydration: each names the message by the id the prerendered HTML gave it.
    const messageId = await message.getAttribute("id");
    for (const label of [content.firstName, content.email, content.description])
      expect(await field(label).getAttribute("aria-describedby"), label).toBe(messageId);
    await expectPageIsRender(page, "contactForm");

    await field(content.firstName).fill("   Ann");
    await field(content.email).fill("  ");
    await send.click();
    await eventually(() => field(content.email).evaluate((el) => el === document.activeElement), true);
    await page.waitForTimeout(200);
    expect(requests).toHaveLength(0);
  });
});

describe("contact form: sending to the server", () => {
  it("posts exactly the nine fields as JSON; the server's thanks as a Success toast, form and bot-check cleared; the enquiry kept as sent", async () => {
    const { page, requests, field, send, message, status } = await openContact();
    const email = await fillRequired(page);
    await field(content.phone).fill("+61 2 5550 0199");
    await field(content.company).fill("Acme");
    await chip(page, "Mobile Applications").click();
    await field(content.budget).selectOption("25k-50k");
    const token = uniqueToken();
    await fire(page, "callback", token);
    await send.click();
    await expectToast(page, "Success", THANKS);
    expect(await message.textContent()).toBe(THANKS);

    expect(requests).toHaveLength(1);
    const request = requests[0];
    expect(request?.method()).toBe("POST");
    expect(request?.headers()["content-type"]).toBe("application/json");
    const sent = {
      firstName: "Ann",
      lastName: "Lee",
      email,
      phone: "+61 2 5550 0199",
      company: "Acme",
      serviceInterest: "Mobile Applications",
      description: "We need a booking app.",
      budget: "25k-50k",
    };
    expect(JSON.parse(request?.postData() ?? "null")).toEqual({ ...sent, turnstileToken: token });
    expect((await request?.response())?.status()).toBe(200);

    for (const label of [
      content.firstName,
      content.lastName,
      content.email,
      content.phone,
      content.company,
      content.description,
    ]) {
      expect(await field(label).inputValue()).toBe("");
    }
    expect(await field(content.budget).inputValue()).toBe("");
    expect(await page.getByRole("radio", { checked: true }).count()).toBe(0);
    expect(await resets(page)).toBe(1);
    expect(await status.textContent()).toBe(content.verifyHint);
    expect(await send.isDisabled()).toBe(true);

    expect(await keptFrom(email)).toEqual([sent]);
  });

  it("?job=<id>: the description starts with the job line, and the enquiry is kept with it", async () => {
    const job = jobs[0];
    expect(job).toBeDefined();
    const { page, field, send } = await openContact(`/contact?job=${job?.id}`);
    const line = content.jobLine.replace("{job}", job?.title ?? "");
    await eventually(() => field(content.description).inputValue(), `${line}\n`);
    const email = uniqueAddress();
    await field(content.firstName).fill("Ann");
    await field(content.lastName).fill("Lee");
    await field(content.email).fill(email);
    await field(content.description).focus();
    await page.keyboard.press("ControlOrMeta+End");
    await page.keyboard.type("I would like to apply.");
    await fire(page, "callback");
    await send.click();
    await expectToast(page, "Success", THANKS);
    expect(await keptFrom(email)).toEqual([
      {
        firstName: "Ann",
        lastName: "Lee",
        email,
        phone: "",
        company: "",
        serviceInterest: "",
        description: `${line}\nI would like to apply.`,
        budget: "",
      },
    ]);
  });

  it("shows 'Sending...' with a spinner and disables the button while pending", async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Held here, then passed on to the real server.
    const { page, send, message } = await openContact("/contact", {}, async (route) => {
      await held;
      await route.continue();
    });
    await fillRequired(page);
    await fire(page, "callback");
    await send.click();
    await eventually(() => send.textContent(), content.sending);
    expect(await send.isDisabled()).toBe(true);
    expect(await send.locator("svg.motion-safe\\:animate-spin").count()).toBe(1);
    release();
    await eventually(() => message.textContent(), THANKS);
    expect(await send.textContent()).toBe(content.submit);
  });

  it.each<[string, { token?: string; email?: string }, string]>([
    ["a bot-check token siteverify refuses", { token: "error:timeout-or-duplicate" }, VERIFY_AGAIN],
    [
      "an address the browser accepts but the server refuses",
      { email: uniqueAddress().replace("@example.com", "@localhost") },
      INVALID_EMAIL,
    ],
  ])(
    "refused by the server for %s: its error as an Error toast, values kept, nothing kept",
    async (_, given, text) => {
      const { page, field, send, message } = await openContact("/contact", { expectedConsole: [HTTP_400] });
      const email = await fillRequired(page, given.email);
      await chip(page, "E-commerce Platforms").click();
      await fire(page, "callback", given.token);
      await send.click();
      await expectToast(page, "Error", text);
      expect(await message.textContent()).toBe(text);
      expect(await field(content.firstName).inputValue()).toBe("Ann");
      expect(await field(content.email).inputValue()).toBe(email);
      expect(await field(content.description).inputValue()).toBe("We need a booking app.");
      expect(await page.getByRole("radio", { name: "E-commerce Platforms" }).isChecked()).toBe(true);
      expect(await resets(page)).toBe(0);
      expect(await send.isEnabled()).toBe(true);
      expect(await keptFrom(email)).toEqual([]);
    },
  );
});

describe("contact form: answers the server cannot give on demand", () => {
  it.each([
    [
      "HTTP 500 with an error text",
      json({ success: false, error: "Server is busy." }, 500),
      "Server is busy.",
      [HTTP_500],
    ],
    ["HTTP 500 without one", json({}, 500), DEFAULT_ERROR, [HTTP_500]],
    [
      "success false with an error",
      json({ success: false, error: "Invalid verification." }),
      "Invalid verification.",
      [],
    ],
    ["HTTP 200 but success false, no error", json({ success: false }), DEFAULT_ERROR, []],
    ["HTTP 500 claiming success", json({ success: true, message: "ok" }, 500), DEFAULT_ERROR, [HTTP_500]],
    ["a network failure", (route: Route) => route.abort("failed"), DEFAULT_ERROR, [ABORTED]],
    [
      "a body that is not JSON",
      (route: Route) => route.fulfill({ status: 200, body: "<html>oops</html>" }),
      DEFAULT_ERROR,
      [],
    ],
  ] as const)("failure on %s: the right message, values kept", async (_, answer, text, expectedConsole) => {
    const { page, field, send, message } = await openContact(
      "/contact",
      { expectedConsole: [...expectedConsole] },
      answer,
    );
    await fillRequired(page);
    await chip(page, "E-commerce Platforms").click();
    await fire(page, "callback");
    await send.click();
    await expectToast(page, "Error", text);
    expect(await message.textContent()).toBe(text);
    expect(await field(content.firstName).inputValue()).toBe("Ann");
    expect(await field(content.description).inputValue()).toBe("We need a booking app.");
    expect(await page.getByRole("radio", { name: "E-commerce Platforms" }).isChecked()).toBe(true);
    expect(await resets(page)).toBe(0);
    expect(await send.isEnabled()).toBe(true);
  });
});

describe("contact form: honeypot", () => {
  it("is off-screen, hidden from assistive technology and skipped by Tab", async () => {
    const { page, field, send } = await openContact();
    const trap = page.locator('[data-contact-form] input[name="website"]');
    await expectHiddenHoneypot(trap);
    expect(await page.getByRole("textbox", { name: "Website" }).count()).toBe(0);

    await fire(page, "callback");
    await eventually(() => send.isEnabled(), true);
    await field(content.description).focus();
    await page.keyboard.press("Tab");
    expect(await send.evaluate((button) => button === document.activeElement)).toBe(true);
  });

  it("a bot that fills it in is thanked, and its enquiry is kept aside as spam, not received", async () => {
    const { page, requests, send, message } = await openContact();
    const email = await fillRequired(page, uniqueAddress("bot"));
    await page
      .locator('[data-contact-form] input[name="website"]')
      .fill("https://spam.example", { force: true });
    await fire(page, "callback");
    await send.click();
    await expectToast(page, "Success", THANKS);
    expect(await message.textContent()).toBe(THANKS);
    expect(JSON.parse(requests[0]?.postData() ?? "null")).toMatchObject({ website: "https://spam.example" });
    expect(await keptFrom(email)).toEqual([]);
    const { spam } = await storedLeads();
    expect(spam.enquiries.filter((enquiry) => enquiry.email === email)).toEqual([
      expect.objectContaining({ state: "spam", spamReason: "honeypot" }),
    ]);
  });
});

describe("contact form: chips and prefill", () => {
  it("the service chips are one radio group operable with the arrow keys", async () => {
    const { page } = await openContact();
    const radios = page.getByRole("group", { name: content.serviceInterest }).getByRole("radio");
    expect(await radios.evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value))).toEqual(
      content.serviceOptions,
    );
    await radios.nth(0).focus();
    await page.keyboard.press("Space");
    expect(await radios.nth(0).isChecked()).toBe(true);
    await page.keyboard.press("ArrowRight");
    expect(await radios.nth(1).isChecked()).toBe(true);
    expect(await radios.nth(0).isChecked()).toBe(false);
    expect(await radios.nth(1).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    expect(await radios.nth(5).isChecked()).toBe(true);
  });

  it("?job=<id> starts the description with a line naming the job", async () => {
    const { field } = await openContact("/contact?job=frontend-xyz-test");
    await eventually(
      () => field(content.description).inputValue(),
      `${content.jobLine.replace("{job}", "frontend-xyz-test")}\n`,
    );
  });

  it("?job=<id> of a listed job names the job by its title", async () => {
    const job = jobs[0];
    expect(job).toBeDefined();
    const { field } = await openContact(`/contact?job=${job?.id}`);
    await eventually(
      () => field(content.description).inputValue(),
      `${content.jobLine.replace("{job}", job?.title ?? "")}\n`,
    );
  });

  it("without ?job the description starts empty", async () => {
    const { field } = await openContact();
    expect(await field(content.description).inputValue()).toBe("");
  });
});
