import escapeStringRegexp from "escape-string-regexp";
import {
  IMMUTABLE,
  IMMUTABLE_PREFIXES,
  NOT_FOUND_CACHE,
  REDIRECT_CACHE,
  REVALIDATE,
} from "../../contracts/cache-rules.ts";
import { PRIVATE_PATH_PATTERN } from "../../contracts/deploy-files.ts";
import { NEWSLETTER_OUTCOME_PARAM } from "../../contracts/newsletter-outcomes.ts";
import { NOT_FOUND_PAGE, PROJECT_NOT_FOUND_ID, REQUEST_PATH_PLACEHOLDER } from "../../contracts/not-found.ts";
import { PLAIN_QUERY_PATTERN, PLAIN_TRAILING_SLASH_PATTERN } from "../../contracts/redirect-target.ts";
import { type SecurityHeaderOptions, securityHeaderValues } from "../../contracts/security-headers.ts";
import type { NotFoundPage, RedirectRule } from "../../contracts/server-settings.ts";
import { checkedRedirectRules } from "./redirect-rules.ts";

/** The named location of deploy/nginx.conf that proxies to the Node server. */
const NODE_LOCATION = "@node";

/** A status no file answers with: it hands a request to NODE_LOCATION through `error_page`. */
const TO_NODE = 418;

/** A double-quoted nginx string (a regular expression, or a value without variables). */
function quoted(value: string): string {
  return `"${value.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`;
}

/** nginx has no escape for `$` in a value: it would start a variable. */
function headerValue(value: string): string {
  if (value.includes("$")) throw new Error(`An nginx header value cannot hold a literal $: ${value}`);
  return quoted(value);
}

function indent(lines: readonly string[]): string[] {
  return lines.map((line) => (line ? `    ${line}` : line));
}

function location(match: string, comment: string, body: readonly string[]): string[] {
  return [`# ${comment}`, `location ${match} {`, ...indent(body), "}", ""];
}

/**
 * The nginx rules of the site, derived from the same definitions the Node server answers with, for
 * deploy/nginx.conf to include in its server block. nginx drops inherited `add_header`s in a block
 * that adds its own, so every location carries the whole set. `redirects` (rules from elsewhere)
 * become exact locations, which nginx answers before any other: a path target on the server name,
 * never the Host header, with the request's query when the target has none.
 */
export function nginxSite(
  security: SecurityHeaderOptions,
  notFoundPages: readonly NotFoundPage[],
  redirects: readonly RedirectRule[] = [],
): string {
  const securityLines = Object.entries(securityHeaderValues(security, true)).map(
    ([name, value]) => `add_header ${name} ${headerValue(value)} always;`,
  );
  const headers = (cacheControl: string) => [
    ...securityLines,
    `add_header Cache-Control ${headerValue(cacheControl)} always;`,
  ];
  /**
   * A not-found page shows the path asked for in place of the placeholder: only the characters of
   * the raw request line that cannot form markup or an entity (anything else is left out), never
   * nginx's decoded $uri. The build leaves these pages uncompressed, so the text can be replaced.
   */
  const notFoundBody = [
    "internal;",
    'set $shown_path "";',
    'if ($request_uri ~ "^(?<path_text>[A-Za-z0-9/._~%-]*)") {',
    "    set $shown_path $path_text;",
    "}",
    `sub_filter ${quoted(REQUEST_PATH_PLACEHOLDER)} $shown_path;`,
    "sub_filter_once off;",
    ...headers(NOT_FOUND_CACHE),
  ];
  // As the Node server (server/http/redirects.ts): a path target on the canonical origin with the
  // request's query, an absolute one as written; only reads are redirected. nginx matches the
  // decoded path; a rule's `from` is written encoded.
  const redirectLocations = checkedRedirectRules(redirects).flatMap(({ from, to, status }) =>
    location(`= ${quoted(decodeURIComponent(from))}`, `An old address: ${from}.`, [
      ...headers(REDIRECT_CACHE),
      'if ($request_method !~ "^(?:GET|HEAD)$") {',
      "    return 405;",
      "}",
      `return ${status} ${quoted(to.startsWith("/") ? `https://$server_name${to}${to.includes("?") ? "" : "$is_args$args"}` : to)};`,
    ]),
  );
  const collectionLocations = notFoundPages.flatMap(({ under, page }) => [
    ...location(`= /${page}`, `${under}<id>'s not-found page: answers unknown ids only.`, notFoundBody),
    ...location(
      `~ ${quoted(`^${escapeStringRegexp(under)}[^/]+$`)}`,
      `One segment under ${under}: the entry, or its collection's not-found page.`,
      [`error_page 404 /${page};`, ...headers(REVALIDATE), "try_files $uri $uri/index.html =404;"],
    ),
  ]);

  return [
    "# Written by `site build` (pipeline/deploy/nginx-site.ts) from the rules the Node server",
    "# answers with: do not edit. deploy/nginx.conf includes it in its server block.",
    "",
    "index index.html;",
    `error_page 404 /${NOT_FOUND_PAGE};`,
    "",
    ...redirectLocations,
    // Regular expressions are tried in this order, the first that matches wins: the Node server's
    // order, where the trailing-slash redirect comes before any look at the file.
    // nginx matches the decoded path: only one that needs no percent-encoding, with a query that
    // needs none either, is redirected here; the Node server answers any other by the same rule
    // (contracts/redirect-target.ts), so a decoded CR, LF or backslash never reaches a Location.
    ...location(
      `~ ${quoted(PLAIN_TRAILING_SLASH_PATTERN)}`,
      "A trailing slash: to the path without it on the canonical origin, never the Host header.",
      [
        ...headers(REDIRECT_CACHE),
        `error_page ${TO_NODE} = ${NODE_LOCATION};`,
        `if ($args !~ ${quoted(PLAIN_QUERY_PATTERN)}) {`,
        `    return ${TO_NODE};`,
        "}",
        // As the Node server: only reads are redirected; anything else is not allowed on a page.
        'if ($request_method !~ "^(?:GET|HEAD)$") {',
        "    return 405;",
        "}",
        "return 301 https://$server_name$target$is_args$args;",
      ],
    ),
    ...location(
      `~ ${quoted("(?s)^/.+/$")}`,
      "Any other trailing slash (a character to encode, or one refused with 400): the Node server's.",
      [`error_page ${TO_NODE} = ${NODE_LOCATION};`, `return ${TO_NODE};`],
    ),
    ...location(`~* ${quoted(PRIVATE_PATH_PATTERN)}`, "Dotfiles, source maps and the CDN rule files.", [
      "return 404;",
    ]),
    ...location(
      `~ ${quoted(`(?:^|/)${escapeStringRegexp(PROJECT_NOT_FOUND_ID)}(?:/|$)`)}`,
      "Not-found pages are not pages of their own.",
      ["return 404;"],
    ),
    ...IMMUTABLE_PREFIXES.flatMap((prefix) => location(prefix, "Content-hashed files.", headers(IMMUTABLE))),
    ...location(`= /${NOT_FOUND_PAGE}`, "The not-found page of any other unknown path.", notFoundBody),
    ...collectionLocations,
    ...location(
      "/",
      `Pages (/about from about/index.html) and other files; with ?${NEWSLETTER_OUTCOME_PARAM}= the Node server writes the sign-up's outcome into the page.`,
      [
        `error_page 404 /${NOT_FOUND_PAGE};`,
        `error_page ${TO_NODE} = ${NODE_LOCATION};`,
        `if ($arg_${NEWSLETTER_OUTCOME_PARAM} != "") {`,
        `    return ${TO_NODE};`,
        "}",
        ...headers(REVALIDATE),
        "try_files $uri $uri/index.html =404;",
      ],
    ),
  ].join("\n");
}
