import type { MiddlewareHandler } from "hono";
import { type SecurityHeaderOptions, securityHeaderValues } from "../contracts/security-headers.ts";

export { TURNSTILE_ORIGIN } from "../contracts/security-headers.ts";

export interface SecurityOptions extends SecurityHeaderOptions {
  /** Whether the site is served over HTTPS: then HSTS is sent. */
  https?: (url: URL, forwardedProto: string | undefined) => boolean;
}

/**
 * Security headers on every response (contracts/security-headers.ts, the same record the CDN and
 * nginx files carry), HSTS only when served over HTTPS.
 */
export function securityHeaders(options: SecurityOptions = {}): MiddlewareHandler {
  const plain = Object.entries(securityHeaderValues(options, false));
  const secure = Object.entries(securityHeaderValues(options, true));
  const isHttps = options.https ?? ((url: URL) => url.protocol === "https:");
  return async (c, next) => {
    const headers = isHttps(new URL(c.req.url), c.req.header("x-forwarded-proto")) ? secure : plain;
    await next();
    for (const [name, value] of headers) c.res.headers.set(name, value);
  };
}
