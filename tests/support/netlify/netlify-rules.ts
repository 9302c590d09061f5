import { type MinimalHeader, parseAllHeaders } from "@netlify/headers-parser";
import { parseAllRedirects } from "@netlify/redirect-parser";
import redirector, { type MatchedRule } from "netlify-redirector";

/**
 * Netlify's own readers of `_headers` and `_redirects` (the parsers its build runs on a deploy,
 * and the redirect engine its local server matches requests with), for tests of the files the
 * build writes for Netlify: Netlify's CLI cannot serve a folder here (see docs/operations.md).
 */

/** `_redirects` as Netlify's build reads it: the rules, and a message per line it refuses. */
export async function readNetlifyRedirects(file: string): Promise<{ rules: unknown[]; errors: string[] }> {
  const { redirects, errors } = await parseAllRedirects({
    redirectsFiles: [file],
    configRedirects: [],
    minimal: true,
  });
  return { rules: redirects, errors: errors.map(String) };
}

/** `_headers` as Netlify's build reads it: the rules, and a message per line it refuses. */
export async function readNetlifyHeaders(
  file: string,
): Promise<{ rules: MinimalHeader[]; errors: string[] }> {
  const { headers, errors } = await parseAllHeaders({
    headersFiles: [file],
    configHeaders: [],
    minimal: true,
  });
  return { rules: headers, errors: errors.map(String) };
}

/** The rule of `redirects` (the text of a `_redirects`) Netlify applies to `url`, or null for none. */
export async function netlifyRuleFor(redirects: string, url: string): Promise<MatchedRule | null> {
  const matcher = await redirector.parsePlain(redirects, {});
  const { protocol, hostname, pathname, search } = new URL(url);
  return matcher.match({
    scheme: protocol.slice(0, -1),
    host: hostname,
    path: decodeURIComponent(pathname),
    query: search.slice(1),
    headers: {},
    cookieValues: {},
    getHeader: () => "",
    getCookie: () => "",
  });
}
