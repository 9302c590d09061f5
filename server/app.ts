import { Hono } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { trimTrailingSlash } from "hono/trailing-slash";
import { type LogWriter, writeStderr, writeStdout } from "./log.ts";
import { notFoundHandler } from "./not-found.ts";
import { requestLog } from "./request-log.ts";
import { staticFiles } from "./static-files.ts";

export interface AppOptions {
  /** The prerendered site, normally `dist/client`. */
  clientDir: string;
  /** Receives one `{ time, method, path, status, ms }` record per request. Default: JSON on stdout. */
  log?: LogWriter;
  /** Receives one record per unhandled error. Default: JSON on stderr. */
  logError?: LogWriter;
}

const READ_METHODS = new Set(["GET", "HEAD"]);

function isApiPath(path: string): boolean {
  return path === "/api" || path.startsWith("/api/");
}

/** The production app: the prerendered site as static files. Does not listen; see main.ts. */
export function createApp(options: AppOptions): Hono {
  const { clientDir, log = writeStdout, logError = writeStderr } = options;
  const app = new Hono();

  app.use(requestLog(log));
  app.use(
    secureHeaders({
      referrerPolicy: "strict-origin-when-cross-origin",
      // HSTS belongs to whoever terminates TLS; the app also runs on plain http://localhost.
      strictTransportSecurity: false,
    }),
  );
  app.use(async (c, next) => {
    if (READ_METHODS.has(c.req.method) || isApiPath(c.req.path)) return next();
    return c.text("Method Not Allowed", 405, { Allow: "GET, HEAD" });
  });
  app.use(trimTrailingSlash({ alwaysRedirect: true }));

  app.use(staticFiles(clientDir));

  app.notFound(notFoundHandler(clientDir));
  app.onError((error, c) => {
    logError({
      time: new Date().toISOString(),
      level: "error",
      method: c.req.method,
      path: c.req.path,
      message: error.message,
      stack: error.stack,
    });
    // A fresh Response, so no header prepared for the failed response (Content-Encoding,
    // Content-Length of a file) leaks into this one.
    return new Response("Internal Server Error", {
      status: 500,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  });
  return app;
}
