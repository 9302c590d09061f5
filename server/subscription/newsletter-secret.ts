import { randomBytes } from "node:crypto";
import { UnsafeSettingsError } from "../startup-errors.ts";

/** The key confirmation links are signed with, and what to warn about. */
export interface NewsletterSecretChoice {
  secret: string;
  warning?: { event: string; message: string };
}

/**
 * NEWSLETTER_SECRET when it is set. Otherwise a random key for this process, so that `npm start`
 * works with no setup without a key anyone could read in this repository: links it signed stop
 * working when the server restarts, and other servers on the same store cannot check them.
 */
export function chooseNewsletterSecret(configured: string | undefined): NewsletterSecretChoice {
  if (configured !== undefined) return { secret: configured };
  return {
    secret: randomBytes(32).toString("hex"),
    warning: {
      event: "newsletter-secret-generated",
      message:
        "NEWSLETTER_SECRET is not set: newsletter confirmation links are signed with a key made at start, so they stop working when this server restarts. Set NEWSLETTER_SECRET (the same on every server) in production.",
    },
  };
}

/**
 * Refuses a public https site without NEWSLETTER_SECRET: each restart would break every
 * confirmation link already sent, and servers behind one load balancer would refuse each other's.
 * Plain http (a local or staging run) keeps the generated key.
 */
export function refuseMissingNewsletterSecretOnHttps(
  configured: string | undefined,
  siteOrigin: string | undefined,
): void {
  if (!siteOrigin?.startsWith("https:") || configured !== undefined) return;
  throw new UnsafeSettingsError(
    `Refusing to start: SITE_ORIGIN is ${siteOrigin} but NEWSLETTER_SECRET is not set, so newsletter confirmation links could not be checked after a restart or on another server. Set NEWSLETTER_SECRET to a random value of at least 32 characters (openssl rand -hex 32), the same on every server.`,
  );
}
