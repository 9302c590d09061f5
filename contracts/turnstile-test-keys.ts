/**
 * Cloudflare's documented Turnstile test keys
 * (https://developers.cloudflare.com/turnstile/troubleshooting/testing/). A test site key's widget
 * issues a dummy token that only the test secrets accept; they answer for the host name example.com.
 * The server picks and refuses secrets by them; `site validate --launch` flags a test site key.
 */
export const TEST_SITE_KEYS: ReadonlySet<string> = new Set([
  "1x00000000000000000000AA",
  "2x00000000000000000000AB",
  "1x00000000000000000000BB",
  "2x00000000000000000000BB",
  "3x00000000000000000000FF",
]);

/** The test secret that accepts every token. Never a default: see server/turnstile/secret.ts. */
export const TEST_TURNSTILE_SECRET = "1x0000000000000000000000000000000AA";

export const TEST_SECRETS: ReadonlySet<string> = new Set([
  TEST_TURNSTILE_SECRET,
  "2x0000000000000000000000000000000AA",
  "3x0000000000000000000000000000000AA",
]);

/** The host name test secrets report, whatever page issued the token. */
export const TEST_HOSTNAME = "example.com";
