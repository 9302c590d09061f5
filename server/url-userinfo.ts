/**
 * The user name and password of a URL setting (`smtp://user:password@host`) must be
 * percent-encoded where they hold a character that ends them early: written as is, `pa#ss` makes
 * the rest a fragment, `pa/ss` a path, and parsers then read the host from the password (and log
 * it). Found before the value is parsed, and named without showing any of it.
 */

/** Characters a URL reads as a delimiter inside the user name or password, and how to write them. */
const ENCODED: Readonly<Record<string, string>> = {
  "#": "%23",
  "/": "%2F",
  "?": "%3F",
  "@": "%40",
  "\\": "%5C",
  "%": "%25",
};

/** `scheme://` and the rest. */
const AFTER_SCHEME = /^[a-z][a-z0-9+.-]*:\/\/(.*)$/is;
/** A `%` that does not start an escape of two hex digits. */
const BARE_PERCENT = /%(?![0-9a-f]{2})/i;

/** The characters of ENCODED that the user name and password of `raw` hold unencoded, in that order. */
function unencodedInUserinfo(raw: string): string[] {
  const rest = AFTER_SCHEME.exec(raw)?.[1];
  // Without an @ there is no user name or password; the last @ is where they end.
  const end = rest?.lastIndexOf("@") ?? -1;
  if (rest === undefined || end < 0) return [];
  const userinfo = rest.slice(0, end);
  return Object.keys(ENCODED).filter((character) =>
    character === "%" ? BARE_PERCENT.test(userinfo) : userinfo.includes(character),
  );
}

/**
 * The one-line problem with setting `name` when its user name or password holds a character that
 * must be percent-encoded; undefined when it holds none.
 */
export function userinfoProblem(name: string, raw: string): string | undefined {
  const found = unencodedInUserinfo(raw);
  if (found.length === 0) return undefined;
  const how = found.map((character) => `${character} as ${ENCODED[character]}`).join(", ");
  return `${name} has a user name or password with characters a URL must have percent-encoded: write ${how} (the value is not shown).`;
}
