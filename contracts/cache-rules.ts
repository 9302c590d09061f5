/**
 * How long browsers and caches may keep each kind of answer. The Node server sends these; the
 * build writes them into `_headers` and the nginx include, so every host of the site caches alike.
 */

/** Folders of files with content-hashed names (social images are named by what they show): cached for a year, never revalidated. */
export const IMMUTABLE_PREFIXES = ["/assets/", "/img/", "/social/"] as const;
export const IMMUTABLE = "public, max-age=31536000, immutable";

/** Everything else (pages, robots.txt, the sitemap) is revalidated on every use. */
export const REVALIDATE = "public, max-age=0, must-revalidate";

/** Redirects are the same for everyone and for a long time; a day keeps a mistake fixable. */
export const REDIRECT_CACHE = "public, max-age=86400";

/** Not-found pages show the path asked for, so each answer is its own. */
export const NOT_FOUND_CACHE = "no-store";

/** Whether the file at URL path `path` is content-hashed: written once, new content gets a new name. */
export function isImmutablePath(path: string): boolean {
  return IMMUTABLE_PREFIXES.some((prefix) => path.startsWith(prefix));
}

export function cacheControlFor(path: string): string {
  return isImmutablePath(path) ? IMMUTABLE : REVALIDATE;
}
