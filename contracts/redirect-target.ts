/**
 * How a request path with a trailing slash becomes a redirect: the one rule the Node server, the
 * nginx include and `_redirects` follow. The path is percent-decoded once; a control character, a
 * backslash or broken percent-encoding is refused (browsers read `\` as `/`, and a decoded CR or LF
 * in a header splits the response); runs of slashes become one, so the target can neither be
 * protocol-relative (`//evil.example`) nor leave the site; whatever does not stand for itself in a
 * URL is percent-encoded again as UTF-8.
 */

/**
 * Characters written as they are in a redirect's path or query, for a character class: RFC 3986's
 * unreserved characters and sub-delimiters but `'` (which URL parsers encode in a query), `:` and
 * `@`. Each class ends with `-` itself, where it is no range.
 */
const PLAIN_CHARACTER = `A-Za-z0-9._~!$&()*+,;=:@`;
const NOT_PLAIN_IN_SEGMENT = new RegExp(`[^${PLAIN_CHARACTER}-]`, "gu");

/**
 * A decoded path with a trailing slash whose target needs no percent-encoding; the `target` group
 * is that target, the path without its trailing slashes. Written so JavaScript and nginx (PCRE)
 * read it alike: nginx redirects such paths itself and hands any other to the Node server.
 */
export const PLAIN_TRAILING_SLASH_PATTERN = `^(?<target>(?:/+[${PLAIN_CHARACTER}-]+)+)/+$`;

/** A raw query string (without `?`) that a redirect can carry as sent. PCRE and JavaScript alike. */
export const PLAIN_QUERY_PATTERN = `^[${PLAIN_CHARACTER}/?%-]*$`;

export type TrailingSlashAnswer =
  /** Not a path with a trailing slash (or the root): served as it is. */
  | { kind: "none" }
  /** 400: the path cannot be a redirect target; `reason` says why, for the visitor. */
  | { kind: "refused"; reason: string }
  /** 301 to `path`: percent-encoded, starting with exactly one slash, without the trailing ones. */
  | { kind: "redirect"; path: string };

/** A slash at the end, as sent or percent-encoded (`/about%2F` decodes to `/about/`). */
const TRAILING_SLASH = /(?:\/|%2f)$/i;

/** C0 control characters (NUL, TAB, LF, CR, …), DEL, and the backslash. */
function isRefusedCharacter(character: string): boolean {
  const code = character.charCodeAt(0);
  return code < 0x20 || code === 0x7f || character === "\\";
}

const utf8 = new TextEncoder();

/** `character` as UTF-8 percent-encoding, upper-case hex. */
function percentEncoded(character: string): string {
  return [...utf8.encode(character)]
    .map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, "0")}`)
    .join("");
}

/** A path segment, decoded, as it is written in a URL. */
function encodeSegment(segment: string): string {
  return segment.replace(NOT_PLAIN_IN_SEGMENT, percentEncoded);
}

/** A decoded path (`/blog/café`) as it is written in a URL (`/blog/caf%C3%A9`). */
export function encodePath(path: string): string {
  return path.split("/").map(encodeSegment).join("/");
}

/**
 * What to answer for `requestPath`, the path of the request as sent (still percent-encoded,
 * without the query).
 */
export function answerTrailingSlash(requestPath: string): TrailingSlashAnswer {
  if (requestPath === "/" || !TRAILING_SLASH.test(requestPath)) return { kind: "none" };
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return { kind: "refused", reason: "the address holds a % that does not start a valid UTF-8 escape." };
  }
  if ([...decoded].some(isRefusedCharacter)) {
    return { kind: "refused", reason: "the address holds a control character or a backslash." };
  }
  const segments = decoded.split("/").filter((segment) => segment !== "");
  return { kind: "redirect", path: `/${segments.map(encodeSegment).join("/")}` };
}
