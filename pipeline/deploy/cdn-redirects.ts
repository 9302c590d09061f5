import { API_ORIGIN_VARIABLE } from "../../contracts/api-origin.ts";
import { API_PREFIX } from "../../contracts/api-routes.ts";
import { CDN_HEADERS_FILE, CDN_NOT_FOUND_FILE, CDN_REDIRECTS_FILE } from "../../contracts/deploy-files.ts";
import { answerTrailingSlash, encodePath } from "../../contracts/redirect-target.ts";
import type { NotFoundPage, RedirectRule } from "../../contracts/server-settings.ts";
import { cdnNotFoundFile } from "./cdn-folder.ts";
import { redirectsFileLines } from "./redirect-rules.ts";

const HEADER =
  "# Written by `site build` from the route table and the server's not-found pages: do not edit.";

/**
 * Cloudflare Pages reads at most this many redirects without placeholders; past them it answers a
 * trailing slash with its own 308 to the same target.
 */
export const CLOUDFLARE_STATIC_REDIRECTS = 2000;

/** The route with a trailing slash, sent where the Node server sends it (`/about/` → `/about`, 301). */
function trailingSlashRule(route: string): RedirectRule {
  const from = `${encodePath(route)}/`;
  const answer = answerTrailingSlash(from);
  if (answer.kind !== "redirect") {
    throw new Error(`The route ${JSON.stringify(route)} cannot be a redirect target (${answer.kind}).`);
  }
  return { from, to: answer.path, status: 301 };
}

/**
 * `_redirects` for Cloudflare Pages: `redirects` (rules from elsewhere, first, so they win), then
 * each route with a trailing slash moved to the route without it with 301, by the Node server's
 * rule (contracts/redirect-target.ts). Cloudflare applies a rule before it looks for a file, and
 * serves `/about` from `about.html` itself. It takes no rule with status 404: an unknown project id
 * gets `projects/404.html` as the nearest not-found page.
 */
export function cloudflareRedirects(
  routes: readonly string[],
  redirects: readonly RedirectRule[] = [],
): string {
  if (redirects.length > CLOUDFLARE_STATIC_REDIRECTS) {
    throw new Error(
      `Cloudflare Pages reads ${CLOUDFLARE_STATIC_REDIRECTS} redirects at most; there are ${redirects.length}.`,
    );
  }
  const slashes = routes.filter((route) => route !== "/").map(trailingSlashRule);
  const rules = [...redirects, ...slashes].slice(0, CLOUDFLARE_STATIC_REDIRECTS);
  return [HEADER, ...redirectsFileLines(rules), ""].join("\n");
}

/**
 * `_redirects` for Netlify: `/api/*` proxied to the API server (`apiOrigin`, from API_ORIGIN at
 * build time; forced, as no file is there), `redirects` (rules from elsewhere; forced, so they
 * apply before a file as on Cloudflare and the Node server), and one unknown segment under a collection's route
 * (`/projects/nope`) answered with that collection's not-found page and 404; a rule without `!`
 * applies only where no file answers. The rule files' own paths get the not-found page and 404
 * whatever Netlify does with the files. No trailing-slash rules: Netlify matches a rule with and
 * without the slash alike, so `/about/ /about` would send `/about` to itself, and it redirects
 * `/about/` of `about.html` itself (see docs/operations.md).
 */
export function netlifyRedirects(
  apiOrigin: string | undefined,
  notFoundPages: readonly NotFoundPage[],
  redirects: readonly RedirectRule[] = [],
): string {
  const api = apiOrigin
    ? `${API_PREFIX}/* ${apiOrigin}${API_PREFIX}/:splat 200!`
    : `# ${API_ORIGIN_VARIABLE} was not set when this was built: ${API_PREFIX}/* is not proxied, so the forms cannot send.`;
  const notFound = notFoundPages.map(({ under }) => `${under}:id /${cdnNotFoundFile(under)} 404`);
  const ruleFiles = [CDN_HEADERS_FILE, CDN_REDIRECTS_FILE].map(
    (file) => `/${file} /${CDN_NOT_FOUND_FILE} 404!`,
  );
  return [HEADER, api, ...ruleFiles, ...redirectsFileLines(redirects, true), ...notFound, ""].join("\n");
}
