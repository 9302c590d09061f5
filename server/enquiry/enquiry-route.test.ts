import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CAPTCHA_MISSING, CONTACT_THANKS, VERIFY_AGAIN } from "../../contracts/contact-messages.ts";
import { NOT_AN_OBJECT, NOT_JSON, SAVE_FAILED } from "../../contracts/form-messages.ts";
import { NEWSLETTER_OUTCOMES } from "../../contracts/newsletter-outcomes.ts";
import contactSchema from "../../schemas/contact-request.schema.json" with { type: "json" };
import { SAMPLE_ENQUIRY } from "../../scripts/support/test-site.ts";
import { emailOfLength, postJson, startTestApp, type TestApp } from "../../tests/support/server/test-app.ts";

const PATH = "/api/contact";
/** The answer to every accepted enquiry. */
const THANKS = { success: true, message: CONTACT_THANKS, kind: "success" };
const SERVICES = contactSchema.$defs.serviceInterestOption.enum;
const BUDGETS = contactSchema.$defs.budgetValue.enum;

let tokens = 0;
/** A valid enquiry with a token of its own; `overrides` replace or add fields. */
function enquiry(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  tokens += 1;
  return { ...SAMPLE_ENQUIRY, turnstileToken: `token-${tokens}`, ...overrides };
}

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(() => t.close());

async function expectNothingStored(): Promise<void> {
  expect(await t.store.listEnquiries()).toEqual([]);
  expect(await t.queuedMails()).toBe(0);
  expect(t.standIn.calls).toEqual([]);
}

async function expectRefusal(body: unknown, error: string): Promise<void> {
  const res = await postJson(t.app, PATH, body);
  expect(res.status).toBe(400);
  expect(await res.json()).toEqual({ success: false, error });
  await expectNothingStored();
}

describe("POST /api/contact accepts", () => {
  it("a valid enquiry: 200, stored trimmed, enquiry notice queued, token verified once", async () => {
    const sent = enquiry({ firstName: "  Ann ", company: "", serviceInterest: "", budget: "" });
    const res = await postJson(t.app, PATH, sent, { "X-Forwarded-For": "203.0.113.7" });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual(THANKS);
    const [stored, ...others] = await t.store.listEnquiries();
    expect(others).toEqual([]);
    const { turnstileToken: _token, ...fields } = sent;
    expect(stored).toEqual({
      ...fields,
      firstName: "Ann",
      id: expect.any(Number),
      receivedAt: expect.any(String),
      state: "received",
      spamReason: null,
    });
    expect(await t.queuedMails()).toBe(1);
    expect(t.standIn.calls).toEqual([
      { secret: expect.any(String), response: sent.turnstileToken, remoteip: undefined },
    ]);
    expect(t.logs).toHaveLength(1);
    expect(t.logs[0]).toMatchObject({ method: "POST", path: PATH, status: 200, enquiry: stored?.id });
  });

  it("only the required fields; optional ones are stored empty", async () => {
    const { firstName, lastName, email, description, turnstileToken } = enquiry();
    const res = await postJson(t.app, PATH, { firstName, lastName, email, description, turnstileToken });
    expect(res.status).toBe(200);
    expect(await t.store.listEnquiries()).toMatchObject([
      { phone: "", company: "", serviceInterest: "", budget: "" },
    ]);
  });

  it("each of the six services and six budgets", async () => {
    for (const [serviceInterest, budget] of SERVICES.map((service, i) => [service, BUDGETS[i]])) {
      expect((await postJson(t.app, PATH, enquiry({ serviceInterest, budget }))).status).toBe(200);
    }
    const stored = await t.store.listEnquiries();
    expect(stored.map((row) => row.serviceInterest)).toEqual(SERVICES);
    expect(stored.map((row) => row.budget)).toEqual(BUDGETS);
  });

  it("the same token twice in a row: one enquiry, one siteverify call, success both times", async () => {
    const sent = enquiry();
    for (const _ of [1, 2]) {
      expect(await (await postJson(t.app, PATH, sent)).json()).toEqual(THANKS);
    }
    expect(await t.store.listEnquiries()).toHaveLength(1);
    expect(await t.queuedMails()).toBe(1);
    expect(t.standIn.calls).toHaveLength(1);
    expect(t.logs[1]).toMatchObject({ status: 200, duplicate: "token" });
  });

  it("a filled-in honeypot: the thanks, its token verified, kept aside as spam with nothing queued", async () => {
    const res = await postJson(t.app, PATH, enquiry({ website: "http://spam.example" }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(THANKS);
    expect(await t.store.listEnquiries()).toEqual([]);
    const [kept] = await t.store.listEnquiries({ spam: true });
    expect(kept).toMatchObject({ state: "spam", spamReason: "honeypot", email: "ann@example.com" });
    expect(await t.queuedMails()).toBe(0);
    expect(t.standIn.calls).toHaveLength(1);
    expect(t.logs[0]).toMatchObject({ status: 200, enquiry: kept?.id, spam: "honeypot" });
  });
});

describe("the same token sent twice at once", () => {
  /** The first siteverify call passes, the second answers timeout-or-duplicate; each after its delay. */
  async function sendTwice(passDelayMs: number, duplicateDelayMs: number) {
    await t.close();
    let seen = 0;
    t = await startTestApp({
      answer: () => {
        seen += 1;
        return seen === 1
          ? { json: { success: true, hostname: "example.com" }, delayMs: passDelayMs }
          : { json: { success: false, "error-codes": ["timeout-or-duplicate"] }, delayMs: duplicateDelayMs };
      },
    });
    const sent = enquiry();
    const answers = await Promise.all([postJson(t.app, PATH, sent), postJson(t.app, PATH, sent)]);
    expect(t.standIn.calls).toHaveLength(2);
    expect(await t.store.listEnquiries()).toHaveLength(1);
    expect(await t.queuedMails()).toBe(1);
    return Promise.all(answers.map((res) => res.json() as Promise<{ message?: string; error?: string }>));
  }

  it("answers both with success when the duplicate is refused after the first was saved", async () => {
    const bodies = await sendTwice(0, 150);
    expect(bodies).toEqual([THANKS, THANKS]);
    expect(t.logs.filter((line) => line.duplicate === "token")).toHaveLength(1);
  });

  it("never stores two, even when the duplicate's refusal arrives first", async () => {
    const bodies = await sendTwice(150, 0);
    expect(bodies).toContainEqual(THANKS);
    for (const body of bodies) expect([CONTACT_THANKS, VERIFY_AGAIN]).toContain(body.message ?? body.error);
  });
});

const LIMITS: [field: string, label: string, limit: number, fill: (n: number) => string][] = [
  ["firstName", "First name", 100, (n) => "é".repeat(n)],
  ["lastName", "Last name", 100, (n) => "x".repeat(n)],
  ["email", "Email", 254, emailOfLength],
  ["phone", "Phone", 40, (n) => "1".repeat(n)],
  ["company", "Company", 200, (n) => "c".repeat(n)],
  ["description", "Project description", 5000, (n) => `${"line\n".repeat(n / 5 - 1)}last.`.slice(0, n)],
];

describe("length limits", () => {
  it.each(LIMITS)("%s of exactly its limit is stored as sent", async (field, _label, limit, fill) => {
    const value = fill(limit);
    expect(value).toHaveLength(limit);
    expect((await postJson(t.app, PATH, enquiry({ [field]: value }))).status).toBe(200);
    expect((await t.store.listEnquiries())[0]).toMatchObject({ [field]: value });
  });

  it.each(LIMITS)("%s one over its limit → 400 naming it", async (field, label, limit, fill) => {
    await expectRefusal(
      enquiry({ [field]: `${fill(limit)}x` }),
      `${label} is too long: at most ${limit} characters.`,
    );
  });

  it("a token of exactly 2048 characters passes; 2049 → 400", async () => {
    expect((await postJson(t.app, PATH, enquiry({ turnstileToken: "t".repeat(2048) }))).status).toBe(200);
    const res = await postJson(t.app, PATH, enquiry({ turnstileToken: "t".repeat(2049) }));
    expect(res.status).toBe(400);
    expect(await t.store.listEnquiries()).toHaveLength(1);
  });

  it("a honeypot of 201 characters → 400", async () => {
    await expectRefusal(
      enquiry({ website: "w".repeat(201) }),
      "Website is too long: at most 200 characters.",
    );
  });
});

describe("POST /api/contact refuses, storing nothing and asking siteverify nothing", () => {
  it.each([
    ["firstName", "First name"],
    ["lastName", "Last name"],
    ["email", "Email"],
    ["description", "Project description"],
  ])("a missing or blank %s", async (field, label) => {
    const message = `Please fill in all required fields (${label}).`;
    await expectRefusal(enquiry({ [field]: undefined }), message);
    await expectRefusal(enquiry({ [field]: "" }), message);
    await expectRefusal(enquiry({ [field]: " \t\n " }), message);
  });

  it("several missing fields are all named", async () => {
    await expectRefusal(
      enquiry({ firstName: undefined, email: " ", description: "" }),
      "Please fill in all required fields (First name, Email and Project description).",
    );
  });

  it.each([[undefined], [""], ["   "]])("a token of %j → the CAPTCHA message", async (turnstileToken) => {
    await expectRefusal(enquiry({ turnstileToken }), CAPTCHA_MISSING);
  });

  it.each([
    ["firstName", 42, "First name must be text."],
    ["lastName", true, "Last name must be text."],
    ["company", ["Acme"], "Company must be text."],
    ["phone", { n: 1 }, "Phone must be text."],
    ["description", null, "Project description must be text."],
    ["email", 7, "Email must be text."],
    ["turnstileToken", 1, "Verification must be text."],
  ])("%s of a wrong type (%j)", async (field, value, message) => {
    await expectRefusal(enquiry({ [field]: value }), message);
  });

  it.each([
    ["serviceInterest", "Web Hosting"],
    ["serviceInterest", "healthcare management systems"],
    ["serviceInterest", 3],
    ["budget", "1m-plus"],
    ["budget", "Under $10,000"],
    ["budget", null],
  ])("%s not among the options (%j)", async (field, value) => {
    const choice = field === "budget" ? "budget ranges" : "services";
    await expectRefusal(enquiry({ [field]: value }), `Please choose one of the listed ${choice}, or none.`);
  });

  it.each(["extra", "turnstile_token", "__proto__", "constructor"])("an unknown field %s", async (field) => {
    const body = `${JSON.stringify(enquiry()).slice(0, -1)},${JSON.stringify(field)}:"x"}`;
    await expectRefusal(body, `Unexpected field "${field}": the form has no such field.`);
  });

  it.each([
    ["firstName", "First name"],
    ["lastName", "Last name"],
    ["company", "Company"],
    ["phone", "Phone"],
  ])("CR/LF in %s (header injection)", async (field, label) => {
    const message = `${label} must be a single line without control characters.`;
    await expectRefusal(enquiry({ [field]: "Ann\r\nBcc: x@y.com" }), message);
    await expectRefusal(enquiry({ [field]: "Ann\nX-Injected: 1" }), message);
    await expectRefusal(enquiry({ [field]: "Ann\u0000" }), message);
  });

  it.each(["a@b.com\r\nBcc: x@y.com", '"x" <a@b.com>', "a@b.com, c@d.com", "ann@", "not an address"])(
    "the email %j",
    async (email) => {
      await expectRefusal(enquiry({ email }), NEWSLETTER_OUTCOMES.invalid.text);
    },
  );

  it("control characters other than line breaks and tabs in the description", async () => {
    await expectRefusal(
      enquiry({ description: "bell\u0007" }),
      "Project description contains control characters that are not allowed.",
    );
  });

  it.each([
    ["an array", [{}]],
    ["null", null],
    ["a string", "hello"],
    ["a number", 1],
  ])("a body that is %s", async (_name, body) => {
    await expectRefusal(JSON.stringify(body), NOT_AN_OBJECT);
  });

  it.each(["{", "", "{firstName: 'Ann'}", "undefined"])("malformed JSON %j", async (raw) => {
    await expectRefusal(raw, NOT_JSON);
  });

  it("logs the refusal and the field at fault", async () => {
    await postJson(t.app, PATH, enquiry({ company: "x".repeat(201) }));
    expect(t.logs).toEqual([
      expect.objectContaining({ status: 400, refused: "invalid", problem: "/company" }),
    ]);
  });
});

describe("a failing store", () => {
  it("→ 503 with a retry message, no stack, the error in the log, siteverify not asked", async () => {
    await t.store.close();
    const res = await postJson(t.app, PATH, enquiry());
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("30");
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ success: false, error: SAVE_FAILED });
    expect(text).not.toMatch(/\bat .*\.(ts|js):\d+|Error:|sqlite|database/i);
    expect(t.standIn.calls).toEqual([]);
    expect(t.logs).toEqual([expect.objectContaining({ status: 503, refused: "store" })]);
    expect(String(t.logs[0]?.error)).toMatch(/not open/i);
  });
});
