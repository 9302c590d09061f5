import { TEST_SECRETS, TEST_SITE_KEYS, TEST_TURNSTILE_SECRET } from "../../contracts/turnstile-test-keys.ts";
import { UnsafeSettingsError } from "../startup-errors.ts";

/** The secret tokens are verified with (none: every verification is unavailable), and what to warn about. */
export interface SecretChoice {
  secret: string | undefined;
  warning?: { event: string; message: string };
}

/**
 * TURNSTILE_SECRET_KEY when it is set. When it is not, the pages' own widget decides: with one of
 * Cloudflare's test site keys (the sample content, so `npm start` works on a fresh clone) only a
 * test secret can accept its dummy tokens, so the always-pass one is used; with a real site key
 * there is no secret to use, and enquiries cannot be verified until it is set.
 */
export function chooseTurnstileSecret(configured: string | undefined, siteKey: string): SecretChoice {
  if (configured !== undefined) {
    if (!TEST_SECRETS.has(configured)) return { secret: configured };
    return {
      secret: configured,
      warning: {
        event: "turnstile-test-key",
        message:
          "TURNSTILE_SECRET_KEY is one of Cloudflare's test secrets. Set the real secret in production.",
      },
    };
  }
  if (TEST_SITE_KEYS.has(siteKey)) {
    return {
      secret: TEST_TURNSTILE_SECRET,
      warning: {
        event: "turnstile-test-key",
        message:
          "TURNSTILE_SECRET_KEY is not set and the site uses Cloudflare's test site key: its always-pass test secret is in use. Set both real keys in production.",
      },
    };
  }
  return {
    secret: undefined,
    warning: {
      event: "turnstile-no-secret",
      message:
        "TURNSTILE_SECRET_KEY is not set: enquiries cannot be bot-checked and are refused until the secret of the site's Turnstile widget is set.",
    },
  };
}

/**
 * Refuses Cloudflare's test secrets on a public https site: they pass every token, so the bot
 * check would be off without anyone noticing. Plain http (a local or staging run) keeps them.
 */
export function refuseTestSecretOnHttps(
  configured: string | undefined,
  siteKey: string,
  siteOrigin: string | undefined,
): void {
  if (!siteOrigin?.startsWith("https:")) return;
  const { secret } = chooseTurnstileSecret(configured, siteKey);
  if (secret === undefined || !TEST_SECRETS.has(secret)) return;
  const why =
    configured === undefined
      ? "TURNSTILE_SECRET_KEY is not set, so Cloudflare's always-pass test secret would be used"
      : "TURNSTILE_SECRET_KEY is one of Cloudflare's test secrets, which pass every token";
  throw new UnsafeSettingsError(
    `Refusing to start: SITE_ORIGIN is ${siteOrigin} but ${why}. Set TURNSTILE_SECRET_KEY to your Turnstile widget's secret (and the site's real site key).`,
  );
}
