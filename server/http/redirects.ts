import type { MiddlewareHandler } from "hono";
import { REDIRECT_CACHE } from "../../contracts/cache-rules.ts";
import type { RedirectRule } from "../../contracts/server-settings.ts";

/**
 * The rules of content/redirects.yaml (server settings, checked by the build): a GET or HEAD of a
 * rule's `from` is answered with its status (301 unless it says 308, 302 or 307) and `Location:
 * to`. A path target keeps the request's query and, with SITE_ORIGIN, is made absolute on it (never
 * on the Host header); an https:// target is sent as written. nginx and `_redirects` carry the same
 * rules (pipeline/deploy/).
 */
export function contentRedirects(
  rules: readonly RedirectRule[],
  siteOrigin: string | undefined,
): MiddlewareHandler {
  const byPath = new Map(rules.map((rule) => [rule.from, rule]));
  return async (c, next) => {
    if (byPath.size === 0 || (c.req.method !== "GET" && c.req.method !== "HEAD")) return next();
    const url = new URL(c.req.url);
    const rule = byPath.get(url.pathname);
    if (!rule) return next();
    const location = rule.to.startsWith("/") ? `${siteOrigin ?? ""}${rule.to}${url.search}` : rule.to;
    return new Response(null, {
      status: rule.status,
      headers: { Location: location, "Cache-Control": REDIRECT_CACHE },
    });
  };
}
