import type { Hono } from "hono";
import {
  type SiteverifyCall,
  type SiteverifyStandIn,
  type StandInAnswer,
  startSiteverifyStandIn,
} from "../../../scripts/support/siteverify-stand-in.ts";
import {
  createTestSite,
  TEST_SETTINGS,
  type TestSite,
  testConfig,
} from "../../../scripts/support/test-site.ts";
import { createApp } from "../../../server/app.ts";
import { startFormBackend } from "../../../server/form-backend.ts";
import type { SecurityOptions } from "../../../server/http/security-headers.ts";
import type { AppEnv, LogLine } from "../../../server/log.ts";
import type { LeadsStore } from "../../../server/store/leads-store.ts";

export interface TestAppOptions {
  /** The Turnstile secret; default Cloudflare's test secret, which also accepts example.com. */
  secret?: string;
  siteOrigin?: string;
  /**
   * Believe one proxy hop (TRUST_PROXY=1): app.request() has no socket, so X-Forwarded-For's
   * last entry is the client. Default: no proxy.
   */
  trustProxy?: boolean;
  /** Requests per client and route; default high enough never to matter. */
  rateLimitMax?: number;
  /** How the stand-in answers; default by token (see siteverify-stand-in.ts). */
  answer?: (call: SiteverifyCall) => StandInAnswer;
  /** Point siteverify elsewhere than the stand-in (a closed port). */
  verifyUrl?: string;
  verifyTimeoutMs?: number;
  security?: SecurityOptions;
  /** NEWSLETTER_SECRET; default unset (a key made at start). */
  newsletterSecret?: string;
  /** SMTP_URL: e-mails are sent there at once (short outbox timing); default unset, they stay queued. */
  smtpUrl?: string;
  /** The clock confirmation links are checked against. */
  now?: () => Date;
  /** DATABASE_URL: the store in PostgreSQL instead of the temporary SQLite file. */
  databaseUrl?: string;
  /** WEBHOOK_URL: leads are posted there at once (short outbox timing); default unset, none are queued. */
  webhookUrl?: string;
  /** WEBHOOK_SECRET; default TEST_WEBHOOK_SECRET when `webhookUrl` is set. */
  webhookSecret?: string;
}

/** The WEBHOOK_SECRET of a test app with a hook. */
export const TEST_WEBHOOK_SECRET = "a-webhook-secret-for-the-tests";

/**
 * The production app with the production form backend (store, bot-check, outbox), built by the
 * same functions as `startServer`, on a temporary site and SQLite store; siteverify is the stand-in
 * and, unless `smtpUrl` is given, SMTP is not set, so e-mails stay queued.
 */
export interface TestApp {
  app: Hono<AppEnv>;
  store: LeadsStore;
  standIn: SiteverifyStandIn;
  site: TestSite;
  /** The request log, one record per request. */
  logs: LogLine[];
  /** The error log. */
  errors: LogLine[];
  /** What the form backend logged (warnings about its settings, the outbox). */
  backendLogs: LogLine[];
  /** How many e-mails are queued in the store's outbox. */
  queuedMails(): Promise<number>;
  close(): Promise<void>;
}

/** The environment the options stand for, as an operator would set it. */
function environment(options: TestAppOptions, verifyUrl: string): Record<string, string> {
  return {
    TURNSTILE_VERIFY_URL: verifyUrl,
    RATE_LIMIT_MAX: String(options.rateLimitMax ?? 10_000),
    ...(options.secret ? { TURNSTILE_SECRET_KEY: options.secret } : {}),
    ...(options.siteOrigin ? { SITE_ORIGIN: options.siteOrigin } : {}),
    ...(options.trustProxy ? { TRUST_PROXY: "1" } : {}),
    ...(options.newsletterSecret ? { NEWSLETTER_SECRET: options.newsletterSecret } : {}),
    ...(options.smtpUrl ? { SMTP_URL: options.smtpUrl } : {}),
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...(options.webhookUrl
      ? { WEBHOOK_URL: options.webhookUrl, WEBHOOK_SECRET: options.webhookSecret ?? TEST_WEBHOOK_SECRET }
      : {}),
  };
}

export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const site = createTestSite();
  const standIn = await startSiteverifyStandIn(options.answer);
  const logs: LogLine[] = [];
  const errors: LogLine[] = [];
  const backendLogs: LogLine[] = [];
  const config = testConfig(site, environment(options, options.verifyUrl ?? standIn.url));
  const backend = await startFormBackend(config, TEST_SETTINGS, (line) => backendLogs.push(line), {
    verifyTimeoutMs: options.verifyTimeoutMs,
    ...(options.now ? { now: options.now } : {}),
    ...(options.smtpUrl || options.webhookUrl
      ? { outbox: { baseDelayMs: 40, maxDelayMs: 300, pollMs: 50 } }
      : {}),
    webhookTimeoutMs: 2000,
  });
  const app = createApp({
    clientDir: site.clientDir,
    log: (line) => logs.push(line),
    logError: (line) => errors.push(line),
    ...(options.security ? { security: options.security } : {}),
    forms: backend.forms,
  });
  const { store } = backend.forms;
  return {
    app,
    store,
    standIn,
    site,
    logs,
    errors,
    backendLogs,
    queuedMails: async () => (await store.outboxSummary()).queued,
    close: async () => {
      await standIn.close();
      await backend.close();
      site.remove();
    },
  };
}

/** A POST of `body` (JSON-encoded unless already a string) as a same-origin browser would send it. */
export function postJson(
  app: Hono<AppEnv>,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return Promise.resolve(
    app.request(path, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
  );
}

/** A well-formed address of exactly `length` characters. */
export function emailOfLength(length: number): string {
  const domain = "example.com";
  return `${"a".repeat(length - 1 - domain.length)}@${domain}`;
}

/**
 * A form-encoded POST as a browser without JavaScript sends it: same-origin, with its
 * Content-Length (which `Request` does not add by itself).
 */
export function postForm(
  app: Hono<AppEnv>,
  path: string,
  fields: Record<string, string> | string,
  headers: Record<string, string> = {},
): Promise<Response> {
  const body = typeof fields === "string" ? fields : new URLSearchParams(fields).toString();
  return Promise.resolve(
    app.request(path, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "Content-Length": String(Buffer.byteLength(body)),
        ...headers,
      },
      body,
    }),
  );
}

/** Confirms the subscription of `email` as its confirmation link would. */
export async function confirmAddress(store: LeadsStore, email: string): Promise<void> {
  const subscription = (await store.listSubscriptions()).find(
    (row) => row.email.toLowerCase() === email.toLowerCase(),
  );
  if (!subscription) throw new Error(`${email} has not signed up.`);
  await store.confirmSubscription(subscription.id, new Date());
}
