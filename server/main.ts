import { existsSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { relative, resolve } from "node:path";
import { serve } from "@hono/node-server";
import type { Context } from "hono";
import { collectInlineScriptHashes } from "../contracts/inline-scripts.ts";
import { createApp } from "./app.ts";
import { loadConfig, type ServerConfig } from "./config.ts";
import { startFormBackend } from "./form-backend.ts";
import { fromTrustedProxy } from "./http/client-address.ts";
import { proxyTrust } from "./http/trusted-proxies.ts";
import { type LogWriter, writeStdout } from "./log.ts";
import type { OutboxWorkerOptions } from "./mail/outbox-worker.ts";
import { readServerSettings } from "./site-settings.ts";
import { EXIT_SETTINGS, MissingBuildError, startFailure } from "./startup-errors.ts";
import { describeLeadsStore } from "./store/open-store.ts";
import { refuseMissingNewsletterSecretOnHttps } from "./subscription/newsletter-secret.ts";
import { refuseTestSecretOnHttps } from "./turnstile/secret.ts";

/**
 * Open connections get this long to finish after a shutdown request before they are cut; the
 * outbox's send in progress and closing the store get the rest of SHUTDOWN_DEADLINE_MS.
 */
const SHUTDOWN_GRACE_MS = 7000;
/** A process manager waits about 10 s after SIGTERM before it kills: stop before that. */
const SHUTDOWN_DEADLINE_MS = 9500;

export interface RunningServer {
  /** Where the site is reachable, e.g. `http://localhost:3000`. */
  url: string;
  /** The folder being served. */
  clientDir: string;
  /** Stops accepting connections and resolves once open ones are done. */
  close(): Promise<void>;
}

export interface StartOptions {
  log?: LogWriter;
  logError?: LogWriter;
  /** Outbox timing; tests shorten it. */
  outbox?: Pick<OutboxWorkerOptions, "baseDelayMs" | "maxDelayMs" | "pollMs">;
}

function urlFor(host: string, port: number): string {
  const wildcard = host === "0.0.0.0" || host === "::" || host === "";
  const name = wildcard ? "localhost" : host.includes(":") ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/** HTTPS when the public origin says so, or a trusted proxy reports it, or TLS ends here. */
function httpsTest(config: ServerConfig) {
  const trust = proxyTrust(config.trustProxy);
  return (c: Context) =>
    new URL(c.req.url).protocol === "https:" ||
    config.siteOrigin?.startsWith("https:") === true ||
    (c.req.header("x-forwarded-proto") === "https" && fromTrustedProxy(c, trust));
}

/**
 * Serves `<distDir>/client` and the form endpoints on `config.host:config.port` (port 0 picks a
 * free port). The store is opened and migrated, and the outbox worker started, before listening.
 * Unsafe settings on an https SITE_ORIGIN (a Turnstile test secret, no NEWSLETTER_SECRET) reject
 * before anything starts.
 */
export async function startServer(config: ServerConfig, options: StartOptions = {}): Promise<RunningServer> {
  const clientDir = resolve(config.distDir, "client");
  if (!existsSync(resolve(clientDir, "index.html"))) throw new MissingBuildError(config.distDir);
  const log = options.log ?? writeStdout;
  const settings = await readServerSettings(config.distDir);
  refuseTestSecretOnHttps(config.turnstileSecret, settings.turnstileSiteKey, config.siteOrigin);
  refuseMissingNewsletterSecretOnHttps(config.newsletterSecret, config.siteOrigin);
  const scriptHashes = await collectInlineScriptHashes(clientDir);

  const backend = await startFormBackend(config, settings, log, { outbox: options.outbox });

  let closing = false;
  const app = createApp({
    clientDir,
    log,
    ready: async () => {
      if (closing) throw new Error("shutting down");
      await backend.forms.store.checkReady();
    },
    ...(config.siteOrigin ? { siteOrigin: config.siteOrigin } : {}),
    ...(options.logError ? { logError: options.logError } : {}),
    security: { scriptHashes, frameOrigins: settings.frameOrigins, https: httpsTest(config) },
    notFoundPages: settings.notFoundPages,
    redirects: settings.redirects ?? [],
    forms: backend.forms,
  });

  let server: ReturnType<typeof serve>;
  let port: number;
  try {
    ({ server, port } = await new Promise<{ server: ReturnType<typeof serve>; port: number }>(
      (resolveListen, rejectListen) => {
        const listening = serve(
          { fetch: app.fetch, port: config.port, hostname: config.host },
          (info: AddressInfo) => resolveListen({ server: listening, port: info.port }),
        );
        listening.once("error", rejectListen);
      },
    ));
  } catch (error) {
    await backend.close();
    throw error;
  }

  const closeHttp = () =>
    new Promise<void>((resolveClose, rejectClose) => {
      const force = setTimeout(() => {
        if ("closeAllConnections" in server) server.closeAllConnections();
      }, SHUTDOWN_GRACE_MS);
      force.unref();
      server.close((error) => {
        clearTimeout(force);
        if (error) rejectClose(error);
        else resolveClose();
      });
      if ("closeIdleConnections" in server) server.closeIdleConnections();
    });
  const close = async () => {
    closing = true;
    try {
      await closeHttp();
    } finally {
      await backend.close();
    }
  };

  return { url: urlFor(config.host, port), clientDir, close };
}

/** The `node server/start.ts` entry: config from the environment, exit codes from startup-errors.ts. */
export async function main(env: Record<string, string | undefined>): Promise<void> {
  const loaded = loadConfig(env);
  if (!loaded.ok) {
    for (const problem of loaded.problems) console.error(problem);
    process.exitCode = EXIT_SETTINGS;
    return;
  }
  let running: RunningServer;
  try {
    running = await startServer(loaded.config);
  } catch (error) {
    const failure = startFailure(error, loaded.config.port);
    console.error(failure.message);
    process.exitCode = failure.exitCode;
    return;
  }
  const shown = relative(process.cwd(), running.clientDir) || ".";
  console.log(
    `Serving ${shown} at ${running.url}; enquiries and subscriptions are kept in ${describeLeadsStore(loaded.config)}`,
  );

  const shutdown = (signal: NodeJS.Signals) => {
    console.log(`${signal} received: finishing requests in progress, then stopping.`);
    // An e-mail whose send is cut short stays claimed until its lease ends, then is sent again.
    const deadline = setTimeout(() => {
      console.error(`Not stopped ${SHUTDOWN_DEADLINE_MS / 1000} s after ${signal}: stopping now.`);
      process.exit(0);
    }, SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    running.close().then(
      () => {
        console.log("Stopped.");
        process.exit(0);
      },
      (error: unknown) => {
        console.error(error instanceof Error ? error.message : String(error));
        process.exit(1);
      },
    );
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
}
