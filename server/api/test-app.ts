import type { Hono } from "hono";
import { createApp } from "../app.ts";
import type { AppEnv, LogLine } from "../log.ts";
import type { SecurityOptions } from "../security-headers.ts";
import type { LeadsStore } from "../store/leads-store.ts";
import { openSqliteStore } from "../store/sqlite-store.ts";
import { createTestSite, type TestSite } from "../test-site.ts";
import { verifyToken } from "../turnstile/siteverify.ts";
import {
  type SiteverifyCall,
  type SiteverifyStandIn,
  type StandInAnswer,
  startSiteverifyStandIn,
} from "../turnstile/siteverify-stand-in.ts";
import { TEST_TURNSTILE_SECRET } from "../turnstile/test-keys.ts";

export interface TestAppOptions {
  /** The Turnstile secret; default Cloudflare's test secret, which also accepts example.com. */
  secret?: string;
  siteOrigin?: string;
  trustProxy?: boolean;
  /** Requests per client and route; default high enough never to matter. */
  rateLimitMax?: number;
  /** How the stand-in answers; default by token (see siteverify-stand-in.ts). */
  answer?: (call: SiteverifyCall) => StandInAnswer;
  /** Point siteverify elsewhere than the stand-in (a closed port). */
  verifyUrl?: string;
  verifyTimeoutMs?: number;
  security?: SecurityOptions;
}

/** The production app on a temporary site and SQLite store, its siteverify the stand-in. */
export interface TestApp {
  app: Hono<AppEnv>;
  store: LeadsStore;
  standIn: SiteverifyStandIn;
  site: TestSite;
  /** The request log, one record per request. */
  logs: LogLine[];
  /** The error log. */
  errors: LogLine[];
  /** How many notifications the routes reported queued. */
  queued(): number;
  close(): Promise<void>;
}

export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const site = createTestSite();
  const store = openSqliteStore(site.dataDir);
  const standIn = await startSiteverifyStandIn(options.answer);
  const logs: LogLine[] = [];
  const errors: LogLine[] = [];
  let queued = 0;
  const trustProxy = options.trustProxy ?? false;
  const app = createApp({
    clientDir: site.clientDir,
    log: (line) => logs.push(line),
    logError: (line) => errors.push(line),
    ...(options.security ? { security: options.security } : {}),
    forms: {
      store,
      verify: (token, remoteIp, hostnames) =>
        verifyToken(token, remoteIp, {
          secret: options.secret ?? TEST_TURNSTILE_SECRET,
          url: options.verifyUrl ?? standIn.url,
          hostnames,
          ...(options.verifyTimeoutMs ? { timeoutMs: options.verifyTimeoutMs } : {}),
        }),
      siteOrigin: options.siteOrigin,
      trustProxy,
      queued: () => {
        queued += 1;
      },
      rateLimit: { max: options.rateLimitMax ?? 10_000, windowSeconds: 600, trustProxy },
    },
  });
  return {
    app,
    store,
    standIn,
    site,
    logs,
    errors,
    queued: () => queued,
    close: async () => {
      await standIn.close();
      await store.close().catch(() => {});
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
