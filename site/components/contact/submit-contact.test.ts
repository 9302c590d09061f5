import { describe, expect, it } from "vitest";
import { CAPTCHA_MISSING, CONTACT_THANKS, REQUIRED_MISSING } from "../../../contracts/contact-messages";
import { checkEnquiry, EMPTY_VALUES, submitContact } from "./submit-contact";

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

describe("submitContact", () => {
  const payload = { ...filled, turnstileToken: "t" };

  it("posts the enquiry to the contact form's route", async () => {
    const urls: (RequestInfo | URL)[] = [];
    const result = await submitContact(payload, async (url) => {
      urls.push(url);
      return Response.json({ success: true });
    });
    expect(result).toEqual({ kind: "success", text: CONTACT_THANKS });
    expect(urls).toEqual(["/api/contact"]);
  });

  it("falls back to the contact form's own error text", async () => {
    const offline = async () => {
      throw new TypeError("offline");
    };
    const error = { kind: "error", text: "There was an error submitting your message. Please try again." };
    expect(await submitContact(payload, offline)).toEqual(error);
    expect(await submitContact(payload, async () => Response.json({ success: false }))).toEqual(error);
  });
});
