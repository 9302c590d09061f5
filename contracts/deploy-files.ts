/**
 * Files the build writes for hosts other than the Node server, and the paths no host serves.
 */

/** Netlify's and Cloudflare Pages' header rules, in the client dir (they never serve it). */
export const CDN_HEADERS_FILE = "_headers";
/** Netlify's and Cloudflare Pages' redirect rules, in the client dir (they never serve it). */
export const CDN_REDIRECTS_FILE = "_redirects";
/** The nginx rules the build derives for deploy/nginx.conf, relative to the dist dir (not served). */
export const NGINX_SITE_FILE = "nginx/site.conf";

/**
 * Paths never served, whatever a build left in the client dir: dotfiles and dot-folders (`.env`,
 * `.git/`), source maps, and the CDN rule files. Written so JavaScript and nginx (PCRE) read it alike.
 */
export const PRIVATE_PATH_PATTERN = String.raw`(?:^|/)\.[^/]|\.map$|^/_(?:headers|redirects)$`;
export const PRIVATE_PATH = new RegExp(PRIVATE_PATH_PATTERN, "i");
