import { parseTrustedProxies, type TrustedProxies } from "./http/trusted-proxies.ts";
import type { ConfirmationLinkSettings } from "./subscription/confirmation-request.ts";
import { userinfoProblem } from "./url-userinfo.ts";
import { parseWebhookUrls, type WebhookTarget, webhookSecretProblem } from "./webhook/webhook-targets.ts";

export const CLOUDFLARE_SITEVERIFY = "https://challenges.cloudflare.com/turnstile/v0/siteverify";

/** Server settings, read once from the environment. Every one is documented in .env.example. */
export interface ServerConfig {
  /** TCP port to listen on (`PORT`, default 3000). */
  port: number;
  /** Interface to bind (`HOST`, default `0.0.0.0`). */
  host: string;
  /** Build output folder holding `client/` and `server-settings.json` (`DIST_DIR`, default `dist`). */
  distDir: string;
  /** Where the SQLite store lives (`DATA_DIR`, default `data`); not used when `databaseUrl` is set. */
  dataDir: string;
  /**
   * A PostgreSQL database to keep leads in instead of SQLite (`DATABASE_URL`,
   * `postgres://user:password@host:5432/database` or `postgresql://…`). Unset: SQLite in `dataDir`.
   */
  databaseUrl: string | undefined;
  /**
   * The public origin, e.g. `https://www.example.com` (`SITE_ORIGIN`). Browsers' cross-site form
   * posts are refused against it, Turnstile tokens must be issued for its host name, and HSTS is
   * sent when it is https. Unset: the origin the request was addressed to.
   */
  siteOrigin: string | undefined;
  /**
   * The reverse proxies whose X-Forwarded-For and X-Forwarded-Proto are believed (`TRUST_PROXY`):
   * their addresses and networks, or how many stand in front; default none.
   */
  trustProxy: TrustedProxies;
  /**
   * Turnstile secret (`TURNSTILE_SECRET_KEY`); no default. Unset, the form backend picks one from
   * the site's Turnstile site key (turnstile/secret.ts).
   */
  turnstileSecret: string | undefined;
  /** The siteverify endpoint (`TURNSTILE_VERIFY_URL`); tests point it at a stand-in. */
  turnstileVerifyUrl: string;
  /** `smtp://user:pass@host:587` or `smtps://…` (`SMTP_URL`); unset: e-mails stay queued. */
  smtpUrl: string | undefined;
  /** The From address of every e-mail (`MAIL_FROM`); default `no-reply@` the team's domain. */
  mailFrom: string | undefined;
  /** Requests per client and form route within the window (`RATE_LIMIT_MAX`, default 10). */
  rateLimitMax: number;
  /** The rate limit window in seconds (`RATE_LIMIT_WINDOW_SECONDS`, default 600). */
  rateLimitWindowSeconds: number;
  /**
   * How long an e-mail claimed by one server is held before another may send it, should the
   * first die mid-send (`OUTBOX_LEASE_SECONDS`, default 300: well over the longest an SMTP
   * exchange can take before it times out).
   */
  outboxLeaseSeconds: number;
  /**
   * The key newsletter confirmation links are signed with (`NEWSLETTER_SECRET`, at least 32
   * characters, e.g. `openssl rand -hex 32`); the same on every server. Unset: a key generated at
   * start (links stop working when the server restarts), refused with an https SITE_ORIGIN.
   */
  newsletterSecret: string | undefined;
  /**
   * Where each received enquiry and confirmed subscription is posted (`WEBHOOK_URL`, comma-separated;
   * a Slack or Teams hook gets a chat message); default none.
   */
  webhooks: WebhookTarget[];
  /** The key each delivery's X-Signature-256 is made with (`WEBHOOK_SECRET`); required for JSON hooks. */
  webhookSecret: string | undefined;
  /** A delivery not accepted within this many hours is given up (`WEBHOOK_GIVE_UP_HOURS`, default 72). */
  webhookGiveUpHours: number;
  /** Received enquiries are deleted this many days after they arrived (`ENQUIRY_RETENTION_DAYS`, default 730). */
  enquiryRetentionDays: number;
  /**
   * Subscriptions never confirmed are deleted this many days after their last sign-up
   * (`PENDING_SUBSCRIPTION_DAYS`, default 30).
   */
  pendingSubscriptionDays: number;
}

export type ConfigResult = { ok: true; config: ServerConfig } | { ok: false; problems: string[] };

type Env = Record<string, string | undefined>;

/** An unset or blank variable counts as absent. */
function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function wholeNumber(
  env: Env,
  name: string,
  fallback: number,
  range: { min: number; max: number },
  problems: string[],
): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (value >= range.min && value <= range.max) return value;
  problems.push(`${name} must be a whole number from ${range.min} to ${range.max}, got "${raw}".`);
  return fallback;
}

/**
 * A setting's value as it may be printed: whatever stands between `scheme://user:` and the last
 * `@` is a password and shown as `***`, also when the value is not a valid URL (a `#` or `/` in an
 * unencoded password makes it one no parser reads as intended).
 */
export function maskPassword(raw: string): string {
  return raw.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/?#@]*:).*@/i, "$1***@");
}

function url(env: Env, name: string, protocols: readonly string[], problems: string[]): string | undefined {
  const raw = read(env, name);
  if (raw === undefined) return undefined;
  const encoding = userinfoProblem(name, raw);
  if (encoding !== undefined) {
    problems.push(encoding);
    return undefined;
  }
  try {
    const parsed = new URL(raw);
    if (protocols.includes(parsed.protocol)) return raw;
  } catch {
    // reported below
  }
  problems.push(
    `${name} must be a URL starting with ${protocols.map((p) => `${p}//`).join(" or ")}, got "${maskPassword(raw)}".${raw.includes("@") ? " URL-encode special characters in the password." : ""}`,
  );
  return undefined;
}

/**
 * Why a DATABASE_URL value cannot be used, in one line that shows no password; undefined when it
 * can. `site leads` checks it with this too.
 */
export function databaseUrlProblem(raw: string): string | undefined {
  const encoding = userinfoProblem("DATABASE_URL", raw);
  if (encoding !== undefined) return encoding;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    return "DATABASE_URL must be a URL like postgresql://user:password@host:5432/database; the value set is not a URL (not shown, as it may hold a password). URL-encode special characters in the password.";
  }
  if (parsed.protocol === "postgres:" || parsed.protocol === "postgresql:") return undefined;
  return `DATABASE_URL must be a URL starting with postgres:// or postgresql://, got "${maskPassword(raw)}".`;
}

function databaseUrl(env: Env, problems: string[]): string | undefined {
  const raw = read(env, "DATABASE_URL");
  if (raw === undefined) return undefined;
  const problem = databaseUrlProblem(raw);
  if (problem === undefined) return raw;
  problems.push(problem);
  return undefined;
}

function origin(env: Env, problems: string[]): string | undefined {
  const raw = url(env, "SITE_ORIGIN", ["http:", "https:"], problems);
  if (raw === undefined) return undefined;
  const parsed = new URL(raw);
  if (parsed.pathname === "/" && !parsed.search && !parsed.hash) return parsed.origin;
  problems.push(`SITE_ORIGIN must be an origin only (scheme, host and port, no path), got "${raw}".`);
  return undefined;
}

function trustedProxies(env: Env, problems: string[]): TrustedProxies {
  const result = parseTrustedProxies(read(env, "TRUST_PROXY"));
  if (result.ok) return result.value;
  problems.push(result.problem);
  return { hops: 0 };
}

/** Shorter keys are guessable enough to forge confirmation links offline. */
export const MIN_NEWSLETTER_SECRET_LENGTH = 32;

function newsletterSecret(env: Env, problems: string[]): string | undefined {
  const raw = read(env, "NEWSLETTER_SECRET");
  if (raw === undefined || raw.length >= MIN_NEWSLETTER_SECRET_LENGTH) return raw;
  problems.push(
    `NEWSLETTER_SECRET must be at least ${MIN_NEWSLETTER_SECRET_LENGTH} characters (e.g. the output of \`openssl rand -hex 32\`); the value set has ${raw.length} (not shown).`,
  );
  return undefined;
}

/** The settings of what the server keeps and where it posts leads, which `site leads` reads too. */
export type LeadsSettings = Pick<
  ServerConfig,
  "webhooks" | "webhookSecret" | "webhookGiveUpHours" | "enquiryRetentionDays" | "pendingSubscriptionDays"
>;

/** Reads WEBHOOK_* and the retention periods; `siteOrigin` is SITE_ORIGIN as read. */
function leadsSettings(env: Env, siteOrigin: string | undefined, problems: string[]): LeadsSettings {
  const hooks = parseWebhookUrls(read(env, "WEBHOOK_URL"), siteOrigin);
  problems.push(...hooks.problems);
  const webhookSecret = read(env, "WEBHOOK_SECRET");
  const secretProblem = webhookSecretProblem(webhookSecret, hooks.targets);
  if (secretProblem !== undefined) problems.push(secretProblem);
  return {
    webhooks: hooks.targets,
    webhookSecret,
    webhookGiveUpHours: wholeNumber(env, "WEBHOOK_GIVE_UP_HOURS", 72, { min: 1, max: 720 }, problems),
    enquiryRetentionDays: wholeNumber(env, "ENQUIRY_RETENTION_DAYS", 730, { min: 1, max: 36_500 }, problems),
    pendingSubscriptionDays: wholeNumber(
      env,
      "PENDING_SUBSCRIPTION_DAYS",
      30,
      { min: 1, max: 3650 },
      problems,
    ),
  };
}

/**
 * The leads settings alone, checked as the server checks them: what `site leads` needs to post a
 * released lead and to purge by the server's periods.
 */
export function loadLeadsSettings(
  env: Env,
): { ok: true; settings: LeadsSettings } | { ok: false; problems: string[] } {
  const problems: string[] = [];
  const siteOrigin = origin(env, problems);
  const settings = leadsSettings(env, siteOrigin, problems);
  return problems.length > 0 ? { ok: false, problems } : { ok: true, settings };
}

/**
 * SITE_ORIGIN and NEWSLETTER_SECRET, checked as the server checks them, for `site leads export`
 * to write each subscriber's unsubscribe link: undefined unless both are set.
 */
export function loadSubscriberLinkSettings(
  env: Env,
): { ok: true; links: ConfirmationLinkSettings | undefined } | { ok: false; problems: string[] } {
  const problems: string[] = [];
  const siteOrigin = origin(env, problems);
  const secret = newsletterSecret(env, problems);
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, links: siteOrigin && secret ? { siteOrigin, secret } : undefined };
}

/** Reads and checks the server settings; every problem is reported, none is thrown. */
export function loadConfig(env: Env): ConfigResult {
  const problems: string[] = [];
  const siteOrigin = origin(env, problems);
  const config: ServerConfig = {
    port: wholeNumber(env, "PORT", 3000, { min: 1, max: 65535 }, problems),
    host: read(env, "HOST") ?? "0.0.0.0",
    distDir: read(env, "DIST_DIR") ?? "dist",
    dataDir: read(env, "DATA_DIR") ?? "data",
    databaseUrl: databaseUrl(env, problems),
    siteOrigin,
    trustProxy: trustedProxies(env, problems),
    turnstileSecret: read(env, "TURNSTILE_SECRET_KEY"),
    turnstileVerifyUrl:
      url(env, "TURNSTILE_VERIFY_URL", ["http:", "https:"], problems) ?? CLOUDFLARE_SITEVERIFY,
    smtpUrl: url(env, "SMTP_URL", ["smtp:", "smtps:"], problems),
    mailFrom: read(env, "MAIL_FROM"),
    rateLimitMax: wholeNumber(env, "RATE_LIMIT_MAX", 10, { min: 1, max: 1_000_000 }, problems),
    rateLimitWindowSeconds: wholeNumber(
      env,
      "RATE_LIMIT_WINDOW_SECONDS",
      600,
      { min: 1, max: 86_400 },
      problems,
    ),
    outboxLeaseSeconds: wholeNumber(env, "OUTBOX_LEASE_SECONDS", 300, { min: 1, max: 86_400 }, problems),
    newsletterSecret: newsletterSecret(env, problems),
    ...leadsSettings(env, siteOrigin, problems),
  };
  return problems.length > 0 ? { ok: false, problems } : { ok: true, config };
}
