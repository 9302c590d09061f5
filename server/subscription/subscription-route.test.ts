import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { NOT_AN_OBJECT, NOT_JSON, SAVE_FAILED } from "../../contracts/form-messages.ts";
import { NEWSLETTER_OUTCOMES } from "../../contracts/newsletter-outcomes.ts";
import {
  confirmAddress,
  emailOfLength,
  postJson,
  startTestApp,
  type TestApp,
} from "../../tests/support/server/test-app.ts";

const PATH = "/api/newsletter";
/** The answer to a new sign-up: green. */
const THANKS = { success: true, message: NEWSLETTER_OUTCOMES.pending.text, kind: "success" };

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(() => t.close());

async function expectNothingStored(): Promise<void> {
  expect(await t.store.listSubscriptions()).toEqual([]);
  expect(t.standIn.calls).toEqual([]);
}

describe("POST /api/newsletter accepts", () => {
  it("a new address: 200 with the thanks, stored trimmed, one log line", async () => {
    const res = await postJson(t.app, PATH, { email: "  ann@example.com\t" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual(THANKS);
    const stored = await t.store.listSubscriptions();
    expect(stored.map((row) => row.email)).toEqual(["ann@example.com"]);
    expect(t.logs).toHaveLength(1);
    expect(t.logs[0]).toMatchObject({ method: "POST", path: PATH, status: 200, subscription: "new" });
  });

  it("an address pending confirmation again: the same thanks, stored once", async () => {
    await postJson(t.app, PATH, { email: "Ann@Example.com" });
    const again = await postJson(t.app, PATH, { email: "aNN@example.COM" });
    expect(await again.json()).toEqual(THANKS);
    expect(await t.store.listSubscriptions()).toHaveLength(1);
    expect(t.logs[1]).toMatchObject({ status: 200, subscription: "pending" });
  });

  it("an address already confirmed, in any case: exactly the answer to a new one, so nobody learns it is subscribed", async () => {
    /** What a client sees of an answer, but for the rate-limit counters, which differ by request. */
    const seen = async (res: Response) => ({
      status: res.status,
      headers: [...res.headers].filter(([name]) => !name.startsWith("ratelimit")),
      body: await res.text(),
    });
    await postJson(t.app, PATH, { email: "Ann@Example.com" });
    await confirmAddress(t.store, "Ann@Example.com");
    const confirmed = await seen(await postJson(t.app, PATH, { email: "aNN@example.COM" }));
    const fresh = await seen(await postJson(t.app, PATH, { email: "bo@example.com" }));
    const pending = await seen(await postJson(t.app, PATH, { email: "bo@example.com" }));
    expect(confirmed).toEqual(fresh);
    expect(pending).toEqual(fresh);
    expect(JSON.parse(fresh.body)).toEqual(THANKS);
    expect(await t.store.listSubscriptions()).toHaveLength(2);
    expect(t.logs.map((line) => line.subscription)).toEqual(["new", "confirmed", "new", "pending"]);
  });

  it("an address of exactly 254 characters", async () => {
    const email = emailOfLength(254);
    expect(email).toHaveLength(254);
    const res = await postJson(t.app, PATH, { email });
    expect(await res.json()).toEqual(THANKS);
    expect((await t.store.listSubscriptions()).map((row) => row.email)).toEqual([email]);
  });

  it("a charset parameter on the content type", async () => {
    const res = await postJson(
      t.app,
      PATH,
      { email: "bo@example.com" },
      { "Content-Type": "application/json; charset=UTF-8" },
    );
    expect(res.status).toBe(200);
  });

  it("a filled-in honeypot with the thanks, kept aside as spam and sent nothing", async () => {
    const res = await postJson(t.app, PATH, { email: "bot@example.com", website: "http://spam.example" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(THANKS);
    await expectNothingStored();
    expect(
      (await t.store.listSubscriptions({ spam: true })).map((row) => [row.email, row.spamReason]),
    ).toEqual([["bot@example.com", "honeypot"]]);
    expect(await t.queuedMails()).toBe(0);
    expect(t.logs[0]).toMatchObject({ subscription: "new", mail: "none", spam: "honeypot" });
  });
});

describe("POST /api/newsletter refuses, storing nothing", () => {
  it.each([
    ["a missing address", {}],
    ["an empty address", { email: "" }],
    ["a blank address", { email: "   " }],
    ["a number", { email: 42 }],
    ["null", { email: null }],
    ["no @", { email: "ann.example.com" }],
    ["no domain", { email: "ann@" }],
    ["two @", { email: "ann@b@example.com" }],
    ["a space inside", { email: "ann smith@example.com" }],
    ["255 characters", { email: emailOfLength(255) }],
    ["a Bcc header injection", { email: "a@b.com\r\nBcc: x@y.com" }],
    ["a display name", { email: '"x" <a@b.com>' }],
    ["a honeypot over its limit", { email: "ann@example.com", website: "x".repeat(201) }],
  ])("%s → 400 'Please enter a valid email address.'", async (_name, body) => {
    const res = await postJson(t.app, PATH, body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, error: NEWSLETTER_OUTCOMES.invalid.text });
    await expectNothingStored();
    expect(t.logs[0]).toMatchObject({ status: 400, refused: "invalid" });
  });

  it.each([
    ["an array", [{ email: "ann@example.com" }]],
    ["null", null],
    ["a string", "ann@example.com"],
    ["a number", 7],
  ])("a body that is %s → 400", async (_name, body) => {
    const res = await postJson(t.app, PATH, JSON.stringify(body));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, error: NOT_AN_OBJECT });
    await expectNothingStored();
  });

  it("an unknown field → 400 naming it", async () => {
    const res = await postJson(t.app, PATH, { email: "ann@example.com", name: "Ann" });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      success: false,
      error: 'Unexpected field "name": the form has no such field.',
    });
    await expectNothingStored();
  });

  it.each(["{", "", "{'email':'a@b.com'}", "email=ann@example.com"])(
    "malformed JSON %j → 400",
    async (raw) => {
      const res = await postJson(t.app, PATH, raw);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ success: false, error: NOT_JSON });
      await expectNothingStored();
      expect(t.logs[0]).toMatchObject({ refused: "not-json" });
    },
  );

  it("a closed store → 503 with a retry message and no stack, the error in the log", async () => {
    await t.store.close();
    const res = await postJson(t.app, PATH, { email: "ann@example.com" });
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("30");
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ success: false, error: SAVE_FAILED });
    expect(text).not.toMatch(/\bat .*\.(ts|js):\d+|Error:|sqlite/i);
    expect(t.logs).toHaveLength(1);
    expect(t.logs[0]).toMatchObject({ status: 503, refused: "store" });
    expect(String(t.logs[0]?.error)).toMatch(/not open/i);
  });

  it.each(["GET", "PUT", "DELETE"])("%s → 405 with Allow: POST", async (method) => {
    const res = await t.app.request(PATH, { method });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST");
    expect(((await res.json()) as { success: boolean }).success).toBe(false);
  });
});
