import { describe, expect, it } from "vitest";
import { CAPTCHA_MISSING } from "../../../contracts/contact-messages";
import {
  checkEnquiry,
  DEFAULT_ERROR,
  DEFAULT_SUCCESS,
  EMPTY_VALUES,
  REQUIRED_MISSING,
  resultFor,
  submitContact,
} from "./submit-contact";

const filled = {
  ...EMPTY_VALUES,
  firstName: "Ann",
  lastName: "Lee",
  email: "a@example.com",
  description: "Hi",
};

describe("checkEnquiry", () => {
  it("asks for the bot-check first, then for the required fields (blank counts as missing)", () => {
    expect(checkEnquiry(EMPTY_VALUES, null)).toEqual({
      ok: false,
      reason: "captcha",
      message: CAPTCHA_MISSING,
    });
    expect(checkEnquiry({ ...filled, lastName: " ", description: "" }, "t")).toEqual({
      ok: false,
      reason: "required",
      message: REQUIRED_MISSING,
      missing: ["lastName", "description"],
    });
    expect(checkEnquiry(filled, "t")).toEqual({ ok: true });
  });
});

describe("resultFor", () => {
  it.each([
    [true, { success: true, message: "Got it" }, { ok: true, message: "Got it" }],
    [true, { success: true, message: "" }, { ok: true, message: DEFAULT_SUCCESS }],
    [false, { success: true, message: "Got it" }, { ok: false, message: DEFAULT_ERROR }],
    [true, { success: false, error: "Bad token" }, { ok: false, message: "Bad token" }],
    [false, { error: "Busy" }, { ok: false, message: "Busy" }],
    [true, "nonsense", { ok: false, message: DEFAULT_ERROR }],
    [true, null, { ok: false, message: DEFAULT_ERROR }],
  ])("http ok %s, body %j → %j", (ok, body, expected) => {
    expect(resultFor(ok, body)).toEqual(expected);
  });
});

describe("submitContact", () => {
  const payload = { ...filled, turnstileToken: "t" };
  it("posts JSON and reads the answer", async () => {
    let seen: RequestInit | undefined;
    const result = await submitContact(payload, async (_url, init) => {
      seen = init;
      return new Response(JSON.stringify({ success: true }), { status: 200 });
    });
    expect(result).toEqual({ ok: true, message: DEFAULT_SUCCESS });
    expect(seen?.method).toBe("POST");
    expect(JSON.parse(String(seen?.body))).toEqual(payload);
  });

  it("turns a network failure or a body that is not JSON into the default error", async () => {
    const failing = async () => {
      throw new TypeError("offline");
    };
    expect(await submitContact(payload, failing)).toEqual({ ok: false, message: DEFAULT_ERROR });
    const html = async () => new Response("<html>", { status: 200 });
    expect(await submitContact(payload, html)).toEqual({ ok: false, message: DEFAULT_ERROR });
  });
});
