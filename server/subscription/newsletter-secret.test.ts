import { describe, expect, it } from "vitest";
import { UnsafeSettingsError } from "../startup-errors.ts";
import { chooseNewsletterSecret, refuseMissingNewsletterSecretOnHttps } from "./newsletter-secret.ts";

describe("chooseNewsletterSecret", () => {
  it("uses NEWSLETTER_SECRET when it is set, without a warning", () => {
    expect(chooseNewsletterSecret("0123456789abcdef0123456789abcdef")).toEqual({
      secret: "0123456789abcdef0123456789abcdef",
    });
  });

  it("makes a random key for this process when it is not, and says what that means", () => {
    const first = chooseNewsletterSecret(undefined);
    const second = chooseNewsletterSecret(undefined);
    expect(first.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(second.secret).not.toBe(first.secret);
    expect(first.warning?.message).toMatch(
      /NEWSLETTER_SECRET is not set: .* stop working when this server restarts/,
    );
  });
});

describe("refuseMissingNewsletterSecretOnHttps", () => {
  it("refuses an https SITE_ORIGIN without NEWSLETTER_SECRET in one line naming what to set", () => {
    expect(() => refuseMissingNewsletterSecretOnHttps(undefined, "https://www.example.com")).toThrow(
      UnsafeSettingsError,
    );
    expect(() => refuseMissingNewsletterSecretOnHttps(undefined, "https://www.example.com")).toThrow(
      /^Refusing to start: SITE_ORIGIN is https:\/\/www\.example\.com but NEWSLETTER_SECRET is not set, .*Set NEWSLETTER_SECRET[^\n]*$/,
    );
  });

  it.each([
    ["an https origin with the secret", "0123456789abcdef0123456789abcdef", "https://www.example.com"],
    ["plain http", undefined, "http://localhost:3000"],
    ["no SITE_ORIGIN", undefined, undefined],
  ])("lets %s start", (_, secret, origin) => {
    expect(() => refuseMissingNewsletterSecretOnHttps(secret, origin)).not.toThrow();
  });
});
