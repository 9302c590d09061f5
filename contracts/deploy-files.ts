/**
 * Files the build writes for hosts other than the Node server, and the paths no host serves.
 */

/** The rule files of Netlify and Cloudflare Pages, in the folder each uploads (they never serve them). */
export const CDN_HEADERS_FILE = "_headers";
export const CDN_REDIRECTS_FILE = "_redirects";
/** Cloudflare Pages' Worker for the paths `_routes.json` sends it (the API proxy), and that list. */
export const PAGES_WORKER_FILE = "_worker.js";
export const PAGES_ROUTES_FILE = "_routes.json";
/** The nginx rules the build derives for deploy/nginx.conf, relative to the dist dir (not served). */
export const NGINX_SITE_FILE = "nginx/site.conf";

/**
 * The folder each CDN gets, relative to the dist dir: ready to upload as it is (see
 * docs/operations.md, 'Deploying and operating'). Both hold the pages as `about.html` (each host
 * then answers `/about` itself), the not-found pages as `404.html`, and that host's rule files.
 */
export const CDN_FOLDERS = { cloudflare: "cloudflare", netlify: "netlify" } as const;
export type CdnHost = keyof typeof CDN_FOLDERS;

/** A not-found page in a CDN folder: both hosts answer an unknown path with the nearest one. */
export const CDN_NOT_FOUND_FILE = "404.html";

/**
 * Paths never served, whatever a build left in the client dir: dotfiles and dot-folders (`.env`,
 * `.git/`), source maps, and the CDN rule files. Written so JavaScript and nginx (PCRE) read it alike.
 */
export const PRIVATE_PATH_PATTERN = String.raw`(?:^|/)\.[^/]|\.map$|^/_(?:headers|redirects)$`;
export const PRIVATE_PATH = new RegExp(PRIVATE_PATH_PATTERN, "i");
