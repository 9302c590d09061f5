import { describe, expect, it } from "vitest";
import { submitNewsletter } from "./submit-newsletter";

describe("submitNewsletter", () => {
  it("posts the address to the newsletter's route", async () => {
    const urls: (RequestInfo | URL)[] = [];
    const fake: typeof fetch = async (url) => {
      urls.push(url);
      return Response.json({ success: true, message: "Thank you!", kind: "success" });
    };
    expect(await submitNewsletter({ email: "a@example.com" }, fake)).toEqual({
      kind: "success",
      text: "Thank you!",
    });
    expect(urls).toEqual(["/api/newsletter"]);
  });

  it("falls back to the newsletter's own texts", async () => {
    const accepted: typeof fetch = async () => Response.json({ success: true });
    expect(await submitNewsletter({ email: "a@example.com" }, accepted)).toEqual({
      kind: "success",
      text: "Thank you for subscribing to our newsletter!",
    });
    const offline: typeof fetch = async () => {
      throw new TypeError("Failed to fetch");
    };
    expect(await submitNewsletter({ email: "a@example.com" }, offline)).toEqual({
      kind: "error",
      text: "There was an error. Please try again.",
    });
  });
});
