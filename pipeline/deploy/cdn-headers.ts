import { IMMUTABLE, IMMUTABLE_PREFIXES, REDIRECT_CACHE } from "../../contracts/cache-rules.ts";
import type { CdnHost } from "../../contracts/deploy-files.ts";
import { type SecurityHeaderOptions, securityHeaderValues } from "../../contracts/security-headers.ts";

/** Cloudflare Pages adds this to every file it serves; the Node server sends no CORS header. */
const CLOUDFLARE_DEFAULT_CORS = "Access-Control-Allow-Origin";

function block(pattern: string, headers: Record<string, string>, removed: readonly string[] = []): string {
  return [
    pattern,
    ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
    ...removed.map((name) => `  ! ${name}`),
  ].join("\n");
}

/**
 * `_headers` for a CDN folder: the Node server's security headers on every path (HSTS included:
 * a CDN serves over HTTPS) and a year's immutable caching under the hashed-asset folders. Both
 * hosts join the values of a header that two matching rules set, so the revalidation rule for
 * everything else is not written: their default for files without a rule is already the server's
 * `public, max-age=0, must-revalidate`, and a not-found answer keeps Cloudflare's `no-store`.
 * Cloudflare's also removes its default CORS header (the `!` line), and gives its trailing-slash
 * redirects (`/about/`, see cdn-redirects.ts) the server's day of caching.
 */
export function cdnHeaders(security: SecurityHeaderOptions, host: CdnHost): string {
  const cloudflare = host === "cloudflare";
  const blocks = [
    block("/*", securityHeaderValues(security, true), cloudflare ? [CLOUDFLARE_DEFAULT_CORS] : []),
    ...IMMUTABLE_PREFIXES.map((prefix) => block(`${prefix}*`, { "Cache-Control": IMMUTABLE })),
    ...(cloudflare ? [block("/*/", { "Cache-Control": REDIRECT_CACHE })] : []),
  ];
  return `# Written by \`site build\` from contracts/security-headers.ts and contracts/cache-rules.ts: do not edit.\n${blocks.join("\n")}\n`;
}
