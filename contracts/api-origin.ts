/**
 * `API_ORIGIN`: where a CDN sends the forms' requests (`/api/*`) when the site is static files on
 * Netlify or Cloudflare Pages, the origin of the API server (`https://api.example.com`). Netlify's
 * proxy rule is written from it at build time; Cloudflare's Pages Worker reads it from the Pages
 * project's variables on each request.
 */
export const API_ORIGIN_VARIABLE = "API_ORIGIN";

export type ApiOrigin =
  | { kind: "unset" }
  | { kind: "origin"; origin: string }
  | { kind: "invalid"; problem: string };

const EXAMPLE = "https://api.example.com";

/** Reads API_ORIGIN: unset or blank is `unset`; anything but an http(s) origin is `invalid`, said in one line. */
export function parseApiOrigin(raw: string | undefined): ApiOrigin {
  const value = raw?.trim() ?? "";
  if (value === "") return { kind: "unset" };
  const invalid = (why: string): ApiOrigin => ({
    kind: "invalid",
    problem: `${API_ORIGIN_VARIABLE} must be the API server's origin, like ${EXAMPLE} (${why}).`,
  });
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return invalid(`"${value}" is not a URL`);
  }
  // Shown only after checking there is none: a password must never reach a log.
  if (url.username !== "" || url.password !== "")
    return invalid("no user name or password; the value is not shown");
  if (url.protocol !== "https:" && url.protocol !== "http:")
    return invalid(`"${value}" is not http or https`);
  if (
    url.pathname !== "/" ||
    url.search !== "" ||
    url.hash !== "" ||
    value.endsWith("?") ||
    value.endsWith("#")
  ) {
    return invalid(`scheme, host and port only, no path: "${value}"`);
  }
  return { kind: "origin", origin: url.origin };
}
