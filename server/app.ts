import { Hono } from "hono";
import { API_PREFIX } from "../contracts/api-routes.ts";
import { NO_SUCH_ENDPOINT, SERVER_FAULT } from "../contracts/form-messages.ts";
import type { NotFoundPage, RedirectRule } from "../contracts/server-settings.ts";
import { type FormRoutesOptions, formRoutes } from "./form-routes.ts";
import { refusalResponse } from "./forms/answers.ts";
import { healthChecks, type ReadinessCheck } from "./http/health.ts";
import { notFoundHandler } from "./http/not-found.ts";
import { contentRedirects } from "./http/redirects.ts";
import { requestLog } from "./http/request-log.ts";
import { type SecurityOptions, securityHeaders } from "./http/security-headers.ts";
import { staticFiles } from "./http/static-files.ts";
import { trailingSlashRedirect } from "./http/trailing-slash.ts";
import { type AppEnv, type LogWriter, writeStderr, writeStdout } from "./log.ts";
import { subscriptionOutcomePage } from "./subscription/outcome-page.ts";

export interface AppOptions {
  /** The prerendered site, normally `dist/client`. */
  clientDir: string;
  /** The form endpoints' store, bot-check and outbox; without them /api answers 404. */
  forms?: FormRoutesOptions;
  /** Inline script hashes, framed origins and the HTTPS test for the security headers. */
  security?: SecurityOptions;
  /** Receives one `{ time, method, path, status, ms, … }` record per request. Default: JSON on stdout. */
  log?: LogWriter;
  /** Receives one record per unhandled error. Default: JSON on stderr. */
  logError?: LogWriter;
  /** What /readyz checks; unset, it answers ready while the process runs. */
  ready?: ReadinessCheck;
  /** The public origin (SITE_ORIGIN): redirects point there. Unset: a path on the same origin. */
  siteOrigin?: string;
  /** Collections' own not-found pages (server settings); unset, every unknown path gets 404.html. */
  notFoundPages?: readonly NotFoundPage[];
  /** The old addresses of content/redirects.yaml (server settings). */
  redirects?: readonly RedirectRule[];
}

const READ_METHODS = new Set(["GET", "HEAD"]);
/** The status nginx also logs for a request its client abandoned. */
const CLIENT_CLOSED = 499;

function isApiPath(path: string): boolean {
  return path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);
}

/** The production app: the prerendered site and the form endpoints. Does not listen; see main.ts. */
export function createApp(options: AppOptions): Hono<AppEnv> {
  const { clientDir, log = writeStdout, logError = writeStderr, notFoundPages = [] } = options;
  const app = new Hono<AppEnv>();

  app.use(requestLog(log));
  app.use(securityHeaders(options.security));
  app.use(healthChecks(options.ready));
  app.use(async (c, next) => {
    if (READ_METHODS.has(c.req.method) || isApiPath(c.req.path)) return next();
    return c.text("Method Not Allowed", 405, { Allow: "GET, HEAD" });
  });
  if (options.forms) app.route("/", formRoutes(options.forms));
  app.all(`${API_PREFIX}/*`, () => refusalResponse(404, NO_SUCH_ENDPOINT));
  app.use(trailingSlashRedirect(options.siteOrigin));
  app.use(contentRedirects(options.redirects ?? [], options.siteOrigin));

  app.use(subscriptionOutcomePage(clientDir));
  app.use(staticFiles(clientDir));

  app.notFound(notFoundHandler(clientDir, notFoundPages));
  app.onError((error, c) => {
    if (c.req.raw.signal.aborted) {
      // The client went away (closed the tab, lost the network) mid-request: not our fault, and
      // not worth a stack trace. The request log records it at info level; nobody reads the answer.
      c.set("logFields", { ...c.get("logFields"), level: "info", aborted: true });
      return new Response(null, { status: CLIENT_CLOSED });
    }
    logError({
      time: new Date().toISOString(),
      level: "error",
      method: c.req.method,
      path: c.req.path,
      message: error.message,
      stack: error.stack,
    });
    // A fresh Response, so no header prepared for the failed response (Content-Encoding,
    // Content-Length of a file) leaks into this one. No stack trace ever reaches the client.
    if (isApiPath(c.req.path)) return refusalResponse(500, SERVER_FAULT);
    return new Response("Internal Server Error", {
      status: 500,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  });
  return app;
}
