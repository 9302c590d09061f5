import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;

/** Cloudflare Turnstile's script and challenge frame come from here. */
export const TURNSTILE_ORIGIN = "https://challenges.cloudflare.com";
const HSTS = "max-age=31536000; includeSubDomains";

export interface SecurityOptions {
  /** `sha256-…` hashes of inline scripts in the pages (see inline-scripts.ts). */
  scriptHashes?: readonly string[];
  /** Origins pages embed in frames besides Turnstile (the office maps). */
  frameOrigins?: readonly string[];
  /** Whether the site is served over HTTPS: then HSTS is sent. */
  https?: (url: URL, forwardedProto: string | undefined) => boolean;
}

/**
 * The Content-Security-Policy allows our own assets, Cloudflare's challenge script and frame, the
 * embedded maps, and inline scripts only by hash. Inline styles stay allowed: React renders style
 * attributes (image placeholders, CSS variables). Pages may not be framed by anyone.
 */
export function contentSecurityPolicy(options: SecurityOptions) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", TURNSTILE_ORIGIN, ...(options.scriptHashes ?? []).map((hash) => `'${hash}'`)],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:"],
    fontSrc: ["'self'"],
    mediaSrc: ["'self'"],
    connectSrc: ["'self'"],
    frameSrc: [TURNSTILE_ORIGIN, ...(options.frameOrigins ?? [])],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  };
}

/** Security headers on every response, HSTS only when served over HTTPS. */
export function securityHeaders(options: SecurityOptions = {}): MiddlewareHandler {
  const common: SecureHeadersOptions = {
    contentSecurityPolicy: contentSecurityPolicy(options),
    referrerPolicy: "strict-origin-when-cross-origin",
    xFrameOptions: "DENY",
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
      browsingTopics: [],
    },
  };
  const plain = secureHeaders({ ...common, strictTransportSecurity: false });
  const secure = secureHeaders({ ...common, strictTransportSecurity: HSTS });
  const isHttps = options.https ?? ((url: URL) => url.protocol === "https:");
  return (c, next) =>
    isHttps(new URL(c.req.url), c.req.header("x-forwarded-proto")) ? secure(c, next) : plain(c, next);
}
