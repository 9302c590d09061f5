import { join } from "node:path";
import type { Context } from "hono";
import { NOT_FOUND_CACHE } from "../../contracts/cache-rules.ts";
import { NOT_FOUND_PAGE, REQUEST_PATH_PLACEHOLDER } from "../../contracts/not-found.ts";
import type { NotFoundPage } from "../../contracts/server-settings.ts";
import { escapeHtml } from "./escape-html.ts";
import { readIfExists } from "./read-if-exists.ts";

/**
 * The prerendered pages that may answer `path` when nothing else does, best first, relative to the
 * client dir: a collection's own not-found page for one segment under its route, then 404.html.
 */
export function notFoundPageFor(path: string, pages: readonly NotFoundPage[]): string[] {
  const own = pages.find(({ under }) => path.startsWith(under) && /^[^/]+$/.test(path.slice(under.length)));
  return own ? [own.page, NOT_FOUND_PAGE] : [NOT_FOUND_PAGE];
}

/**
 * The not-found handler: status 404 with the prerendered 404 page (or a collection's own, such as
 * 'Project Not Found' for an unknown `/projects/<id>`), the request path filled in. Never cached,
 * never precompressed, since the body differs per request.
 */
export function notFoundHandler(clientDir: string, pages: readonly NotFoundPage[]) {
  return async (c: Context): Promise<Response> => {
    c.header("Cache-Control", NOT_FOUND_CACHE);
    for (const page of notFoundPageFor(c.req.path, pages)) {
      const html = await readIfExists(join(clientDir, page));
      if (html !== undefined) {
        const body = html.replaceAll(REQUEST_PATH_PLACEHOLDER, escapeHtml(c.req.path));
        return c.body(body, 404, { "Content-Type": "text/html; charset=utf-8" });
      }
    }
    return c.text("Not Found", 404);
  };
}
