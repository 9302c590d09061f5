import type { MiddlewareHandler } from "hono";
import { REDIRECT_CACHE } from "../contracts/cache-rules.ts";

/**
 * `/about/` → 301 `/about` (query kept), for GET and HEAD. The Location never comes from the Host
 * header: it is SITE_ORIGIN plus the path, or without SITE_ORIGIN a path alone, which the browser
 * resolves against the address it asked for. Leading slashes are collapsed, so `//evil.example/`
 * cannot become a protocol-relative redirect to another host.
 */
export function trailingSlashRedirect(siteOrigin: string | undefined): MiddlewareHandler {
  return async (c, next) => {
    const path = c.req.path;
    if ((c.req.method !== "GET" && c.req.method !== "HEAD") || path === "/" || !path.endsWith("/")) {
      return next();
    }
    const target = `/${path.replace(/^\/+/, "").replace(/\/+$/, "")}`;
    const search = new URL(c.req.url).search;
    return new Response(null, {
      status: 301,
      headers: { Location: `${siteOrigin ?? ""}${target}${search}`, "Cache-Control": REDIRECT_CACHE },
    });
  };
}
