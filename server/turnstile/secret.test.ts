import { describe, expect, it } from "vitest";
import { TEST_TURNSTILE_SECRET } from "../../contracts/turnstile-test-keys.ts";
import { chooseTurnstileSecret } from "./secret.ts";

const REAL_SITE_KEY = "0x4AAAAAAA-our-site-key";
const TEST_SITE_KEY = "1x00000000000000000000AA";

describe("chooseTurnstileSecret", () => {
  it("uses TURNSTILE_SECRET_KEY when it is set, without a warning", () => {
    expect(chooseTurnstileSecret("0x4AAA-secret", REAL_SITE_KEY)).toEqual({ secret: "0x4AAA-secret" });
    expect(chooseTurnstileSecret("0x4AAA-secret", TEST_SITE_KEY)).toEqual({ secret: "0x4AAA-secret" });
  });

  it("warns when the secret set is one of Cloudflare's test secrets", () => {
    expect(chooseTurnstileSecret(TEST_TURNSTILE_SECRET, REAL_SITE_KEY)).toEqual({
      secret: TEST_TURNSTILE_SECRET,
      warning: { event: "turnstile-test-key", message: expect.stringContaining("test secrets") },
    });
  });

  it.each(["1x00000000000000000000AA", "1x00000000000000000000BB", "3x00000000000000000000FF"])(
    "unset, with the test site key %s: the always-pass test secret, with a warning",
    (siteKey) => {
      expect(chooseTurnstileSecret(undefined, siteKey)).toEqual({
        secret: TEST_TURNSTILE_SECRET,
        warning: { event: "turnstile-test-key", message: expect.stringContaining("test site key") },
      });
    },
  );

  it("unset, with a real site key: no secret at all, with a warning that enquiries are refused", () => {
    expect(chooseTurnstileSecret(undefined, REAL_SITE_KEY)).toEqual({
      secret: undefined,
      warning: { event: "turnstile-no-secret", message: expect.stringContaining("refused") },
    });
  });
});
