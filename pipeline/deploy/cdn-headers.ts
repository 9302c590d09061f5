import { IMMUTABLE, IMMUTABLE_PREFIXES } from "../../contracts/cache-rules.ts";
import { type SecurityHeaderOptions, securityHeaderValues } from "../../contracts/security-headers.ts";

function block(pattern: string, headers: Record<string, string>): string {
  return [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n");
}

/**
 * `_headers` for Netlify and Cloudflare Pages: the Node server's security headers on every path
 * (HSTS included: a CDN serves over HTTPS) and a year's immutable caching under the hashed-asset
 * folders. Both hosts join the values of a header that two matching rules set, so the revalidation
 * rule for everything else is not written: their default for files without a rule is already the
 * server's `public, max-age=0, must-revalidate`.
 */
export function cdnHeaders(security: SecurityHeaderOptions): string {
  const blocks = [
    block("/*", securityHeaderValues(security, true)),
    ...IMMUTABLE_PREFIXES.map((prefix) => block(`${prefix}*`, { "Cache-Control": IMMUTABLE })),
  ];
  return `# Written by \`site build\` from contracts/security-headers.ts and contracts/cache-rules.ts: do not edit.\n${blocks.join("\n")}\n`;
}
