import type { NotFoundPage } from "../../../contracts/server-settings.ts";

/**
 * `_redirects` for Netlify and Cloudflare Pages: each route with a trailing slash moves to the route
 * without it (301, as the Node server answers), and one unknown segment under a collection's route
 * (`/projects/nope`) gets that collection's not-found page with status 404. Any other unknown path
 * gets `404.html`, which both hosts serve with 404 unasked.
 */
export function cdnRedirects(routes: readonly string[], notFoundPages: readonly NotFoundPage[]): string {
  const slashes = routes.filter((route) => route !== "/").map((route) => `${route}/ ${route} 301`);
  const notFound = notFoundPages.map(({ under, page }) => `${under}:id /${page} 404`);
  return [
    "# Written by `site build` from the route table and the server's not-found pages: do not edit.",
    ...slashes,
    ...notFound,
    "",
  ].join("\n");
}
