/**
 * The security headers every response carries, as header name → value. The Node server sets them
 * on each response; the build writes the same record into `_headers` (Netlify, Cloudflare Pages)
 * and the nginx include, so no host of the site can send another policy.
 */

/** Cloudflare Turnstile's script and challenge frame come from here. */
export const TURNSTILE_ORIGIN = "https://challenges.cloudflare.com";

/** Sent only over HTTPS: a year, subdomains included. */
export const HSTS = "max-age=31536000; includeSubDomains";

export interface SecurityHeaderOptions {
  /** `sha256-…` hashes of inline scripts in the pages (see inline-scripts.ts). */
  scriptHashes?: readonly string[];
  /** Origins pages embed in frames besides Turnstile (the office maps). */
  frameOrigins?: readonly string[];
}

/**
 * The Content-Security-Policy allows our own assets, Cloudflare's challenge script and frame, the
 * embedded maps, and inline scripts only by hash. Inline styles stay allowed: React renders style
 * attributes (image placeholders, CSS variables). Pages may not be framed by anyone.
 */
export function contentSecurityPolicy(options: SecurityHeaderOptions): string {
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", TURNSTILE_ORIGIN, ...(options.scriptHashes ?? []).map((hash) => `'${hash}'`)]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:"]],
    ["font-src", ["'self'"]],
    ["media-src", ["'self'"]],
    ["connect-src", ["'self'"]],
    ["frame-src", [TURNSTILE_ORIGIN, ...(options.frameOrigins ?? [])]],
    ["frame-ancestors", ["'none'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(" ")}`).join("; ");
}

/** Features no page uses, switched off for the page and anything it frames. */
const PERMISSIONS_POLICY = ["camera", "microphone", "geolocation", "payment", "usb", "browsing-topics"]
  .map((feature) => `${feature}=()`)
  .join(", ");

/** The headers for one response; `https` adds HSTS. */
export function securityHeaderValues(options: SecurityHeaderOptions, https: boolean): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(options),
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
    "Origin-Agent-Cluster": "?1",
    "Permissions-Policy": PERMISSIONS_POLICY,
    "Referrer-Policy": "strict-origin-when-cross-origin",
    ...(https ? { "Strict-Transport-Security": HSTS } : {}),
    "X-Content-Type-Options": "nosniff",
    "X-DNS-Prefetch-Control": "off",
    "X-Download-Options": "noopen",
    "X-Frame-Options": "DENY",
    "X-Permitted-Cross-Domain-Policies": "none",
    "X-XSS-Protection": "0",
  };
}
