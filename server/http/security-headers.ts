import type { Context, MiddlewareHandler } from "hono";
import { type SecurityHeaderOptions, securityHeaderValues } from "../../contracts/security-headers.ts";

export interface SecurityOptions extends SecurityHeaderOptions {
  /** Whether the request reached the site over HTTPS: then HSTS is sent. */
  https?: (c: Context) => boolean;
}

/**
 * Security headers on every response (contracts/security-headers.ts, the same record the CDN and
 * nginx files carry), HSTS only when served over HTTPS.
 */
export function securityHeaders(options: SecurityOptions = {}): MiddlewareHandler {
  const plain = Object.entries(securityHeaderValues(options, false));
  const secure = Object.entries(securityHeaderValues(options, true));
  const isHttps = options.https ?? ((c: Context) => new URL(c.req.url).protocol === "https:");
  return async (c, next) => {
    const headers = isHttps(c) ? secure : plain;
    await next();
    for (const [name, value] of headers) c.res.headers.set(name, value);
  };
}
