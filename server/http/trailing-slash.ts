import type { MiddlewareHandler } from "hono";
import { REDIRECT_CACHE } from "../../contracts/cache-rules.ts";
import { answerTrailingSlash } from "../../contracts/redirect-target.ts";

/**
 * `/about/` → 301 `/about` (query kept), for GET and HEAD, by the rule of
 * contracts/redirect-target.ts: a path it refuses (a control character, a backslash, broken
 * percent-encoding) gets 400. The Location never comes from the Host header: it is SITE_ORIGIN
 * plus the path, or without SITE_ORIGIN a path alone, which the browser resolves against the
 * address it asked for.
 */
export function trailingSlashRedirect(siteOrigin: string | undefined): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    // The URL as the WHATWG parser left it: the path still percent-encoded, the query encoded
    // wherever it had to be (controls, spaces, quotes, non-ASCII).
    const url = new URL(c.req.url);
    const answer = answerTrailingSlash(url.pathname);
    if (answer.kind === "none") return next();
    if (answer.kind === "refused") {
      return c.text(`Bad Request: ${answer.reason}`, 400, { "Cache-Control": "no-store" });
    }
    return new Response(null, {
      status: 301,
      headers: {
        Location: `${siteOrigin ?? ""}${answer.path}${url.search}`,
        "Cache-Control": REDIRECT_CACHE,
      },
    });
  };
}
