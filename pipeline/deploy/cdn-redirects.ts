import { answerTrailingSlash, encodePath } from "../../contracts/redirect-target.ts";
import type { NotFoundPage, RedirectRule } from "../../contracts/server-settings.ts";

/** `route/ target 301`: the route with a trailing slash, sent where the Node server sends it. */
function trailingSlashRule(route: string): string {
  const from = `${encodePath(route)}/`;
  const answer = answerTrailingSlash(from);
  if (answer.kind !== "redirect") {
    throw new Error(`The route ${JSON.stringify(route)} cannot be a redirect target (${answer.kind}).`);
  }
  return `${from} ${answer.path} 301`;
}

/**
 * `_redirects` for Netlify and Cloudflare Pages: each route with a trailing slash moves to the route
 * without it (301, by the Node server's rule, contracts/redirect-target.ts), and one unknown segment
 * under a collection's route (`/projects/nope`) gets that collection's not-found page with status
 * 404. Any other unknown path gets `404.html`, which both hosts serve with 404 unasked. The old
 * addresses of content/redirects.yaml come first, each with its own status.
 */
export function cdnRedirects(
  routes: readonly string[],
  notFoundPages: readonly NotFoundPage[],
  redirects: readonly RedirectRule[] = [],
): string {
  const slashes = routes.filter((route) => route !== "/").map(trailingSlashRule);
  const notFound = notFoundPages.map(({ under, page }) => `${under}:id /${page} 404`);
  return [
    "# Written by `site build` from the route table and the server's not-found pages: do not edit.",
    ...redirects.map(({ from, to, status }) => `${from} ${to} ${status}`),
    ...slashes,
    ...notFound,
    "",
  ].join("\n");
}
