import { readdirSync } from "node:fs";
import { join } from "node:path";
import { cacheControlFor, NOT_FOUND_CACHE, REDIRECT_CACHE } from "../../../contracts/cache-rules.ts";
import { NEWSLETTER_OUTCOME_PARAM } from "../../../contracts/newsletter-outcomes.ts";
import { securityHeaderValues } from "../../../contracts/security-headers.ts";
import type { SiteverifyStandIn } from "../../../scripts/support/siteverify-stand-in.ts";
import { testConfig } from "../../../scripts/support/test-site.ts";
import { type RunningServer, startServer } from "../../../server/main.ts";
import type { RawAnswer, RawRequestOptions } from "./raw-request.ts";

/**
 * What the tests of another host of the build (nginx, Cloudflare's runtime) share: the Node server
 * they compare it with, run as it runs behind that host, and the requests they compare on.
 */

/** The public host name of the site in these tests; the Node server's SITE_ORIGIN is its https origin. */
export const SERVER_NAME = "www.example.test";
export const SITE_ORIGIN = `https://${SERVER_NAME}`;

/** Every security header the Node server sends, lower-case. */
export const SECURITY_HEADERS = Object.keys(securityHeaderValues({}, true)).map((name) => name.toLowerCase());

/**
 * The Node server on the build in `distDir` as it runs behind a proxy on this machine: the public
 * origin set, the proxy on loopback trusted, real secrets (an https SITE_ORIGIN refuses test ones),
 * bot checks asked of `siteverify`, leads kept in `dataDir`.
 */
export function startProxiedNodeServer(
  distDir: string,
  dataDir: string,
  siteverify: SiteverifyStandIn,
): Promise<RunningServer> {
  return startServer(
    testConfig(
      { distDir, dataDir },
      {
        SITE_ORIGIN,
        TRUST_PROXY: "127.0.0.1",
        TURNSTILE_SECRET_KEY: "0x4AAAAAAA-host-comparison-secret",
        NEWSLETTER_SECRET: "host-comparison-newsletter-secret-0123456789abcdef",
        TURNSTILE_VERIFY_URL: siteverify.url,
        RATE_LIMIT_MAX: "1000",
      },
    ),
    { log: () => {} },
  );
}

/** A file of the build's client dir under `folder` whose name ends with `suffix`, as a URL path. */
export function builtFile(clientDir: string, folder: string, suffix: string): string {
  const entries = readdirSync(join(clientDir, folder), { recursive: true, encoding: "utf8" });
  const found = entries.find((entry) => entry.endsWith(suffix));
  if (!found) throw new Error(`The build has no ${folder}/…${suffix}`);
  return `/${folder}/${found.split("\\").join("/")}`;
}

/** Files of the build the table asks for by name, found once the build is there. */
export interface BuiltFiles {
  /** A hashed script that has a precompressed sibling. */
  script: string;
  image: string;
  socialImage: string;
}

export function findBuiltFiles(clientDir: string): BuiltFiles {
  return {
    script: builtFile(clientDir, "assets", ".js.br").slice(0, -".br".length),
    image: builtFile(clientDir, "img", ".webp"),
    socialImage: builtFile(clientDir, "social", ".jpg"),
  };
}

/** One request of a table, the status the Node server must give it, and the cache rule where it matters. */
export interface RequestRow {
  name: string;
  path: () => string;
  options?: () => RawRequestOptions;
  status: number;
  cacheControl?: () => string;
}

/**
 * The requests every host of the build answers as the Node server does: pages, trailing slashes,
 * unknown paths and projects, the not-found pages by name, assets, social images, the sitemap,
 * robots.txt, dotfiles, source maps, the CDN rule files, upper case, queries and the API.
 */
export function sharedRows(files: () => BuiltFiles): RequestRow[] {
  return [
    { name: "the home page", path: () => "/", status: 200, cacheControl: () => cacheControlFor("/") },
    { name: "a page", path: () => "/about", status: 200, cacheControl: () => cacheControlFor("/about") },
    { name: "a listing page", path: () => "/projects", status: 200 },
    { name: "a project", path: () => "/projects/better-that", status: 200 },
    { name: "a page two levels down", path: () => "/industries/healthcare", status: 200 },
    { name: "a page with a query", path: () => "/about?utm_source=mail", status: 200 },
    { name: "the home page with a query", path: () => "/?ref=card", status: 200 },
    { name: "a trailing slash", path: () => "/about/", status: 301, cacheControl: () => REDIRECT_CACHE },
    { name: "a trailing slash with a query", path: () => "/about/?ref=mail", status: 301 },
    {
      name: "a trailing slash under a foreign Host",
      path: () => "/about/",
      options: () => ({ headers: { Host: "evil.example" } }),
      status: 301,
    },
    { name: "a trailing slash on a listing page", path: () => "/projects/", status: 301 },
    { name: "a trailing slash on a project", path: () => "/projects/better-that/", status: 301 },
    {
      name: "an unknown page",
      path: () => "/no/such/page",
      status: 404,
      cacheControl: () => NOT_FOUND_CACHE,
    },
    { name: "an unknown page with a trailing slash", path: () => "/no/such/page/", status: 301 },
    { name: "an unknown project id", path: () => "/projects/no-such-project", status: 404 },
    { name: "an unknown project id with a query", path: () => "/projects/no-such-project?x=1", status: 404 },
    { name: "the not-found page asked for by name", path: () => "/404.html", status: 404 },
    { name: "the not-found page's address", path: () => "/404", status: 404 },
    { name: "a page in upper case", path: () => "/ABOUT", status: 404 },
    { name: "a project in mixed case", path: () => "/Projects/better-that", status: 404 },
    {
      name: "a hashed script",
      path: () => files().script,
      status: 200,
      cacheControl: () => cacheControlFor(files().script),
    },
    {
      name: "an image",
      path: () => files().image,
      status: 200,
      cacheControl: () => cacheControlFor(files().image),
    },
    { name: "a social image", path: () => files().socialImage, status: 200 },
    { name: "an image with a query", path: () => `${files().image}?v=2`, status: 200 },
    { name: "the sitemap", path: () => "/sitemap.xml", status: 200 },
    { name: "robots.txt", path: () => "/robots.txt", status: 200 },
    { name: "the favicon", path: () => "/favicon.svg", status: 200 },
    { name: "a dotfile", path: () => "/.env", status: 404 },
    { name: "the build's dot-folder", path: () => "/.vite/manifest.json", status: 404 },
    { name: "a source map", path: () => `${files().script}.map`, status: 404 },
    { name: "the CDN's header rules", path: () => "/_headers", status: 404 },
    { name: "the CDN's redirect rules", path: () => "/_redirects", status: 404 },
    { name: "an unknown API path", path: () => "/api/nope", status: 404 },
    { name: "an unknown API path that looks like a source map", path: () => "/api/nope.map", status: 404 },
    { name: "a form route read with GET", path: () => "/api/newsletter", status: 405 },
    {
      name: "a page showing a sign-up's outcome (no JavaScript)",
      path: () => `/?${NEWSLETTER_OUTCOME_PARAM}=subscribed`,
      status: 200,
    },
  ];
}

/** A Location as the browser follows it: resolved against the site's origin. */
const resolvedLocation = (location: string | string[] | undefined) =>
  typeof location === "string" ? new URL(location, SITE_ORIGIN).href : location;

/** The answer's status and the headers `names` (lower-case), Location resolved. */
export function compared(answer: RawAnswer, names: readonly string[]): Record<string, unknown> {
  return {
    status: answer.status,
    ...Object.fromEntries(
      names.map((name) => [
        name,
        name === "location" ? resolvedLocation(answer.headers.location) : answer.headers[name],
      ]),
    ),
  };
}

/** The `<title>` of a page answered. */
export const pageTitle = (answer: RawAnswer) => /<title>([^<]*)<\/title>/.exec(answer.body)?.[1];

/** A newsletter sign-up as the page's script posts it, from an address no other request used. */
export function newsletterSignUp(email: string): RawRequestOptions {
  return {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: SITE_ORIGIN },
    body: JSON.stringify({ email }),
  };
}
