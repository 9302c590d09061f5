import { describe, expect, it } from "vitest";
import {
  answerTrailingSlash,
  encodePath,
  PLAIN_QUERY_PATTERN,
  PLAIN_TRAILING_SLASH_PATTERN,
} from "./redirect-target.ts";

/** Decoded paths as nginx matches them (slashes merged), harmless and hostile. */
const DECODED_PATHS = [
  "/about/",
  "/projects/better-that/",
  "/a:b@c!$&()*+,;=~._-/",
  "/\rX: y\r\n/",
  "/\\evil.com/",
  "/\t/evil.com/",
  "/\u007f/",
  "/café/",
  "/日/",
  "/a?b/",
  "/a#b/",
  "/a%b/",
  "/a'b/",
  '/a"b/',
  "/a b/",
  "/a%0d%0a/",
];

describe("the pattern nginx redirects by itself", () => {
  it.each(DECODED_PATHS)(
    "matches %j only where the Node server's target is the decoded path as it is",
    (path) => {
      const match = new RegExp(PLAIN_TRAILING_SLASH_PATTERN).exec(path);
      const answer = answerTrailingSlash(encodePath(path));
      if (match) {
        expect(answer).toEqual({ kind: "redirect", path: match.groups?.target });
      } else {
        expect(answer).not.toEqual({ kind: "redirect", path: path.slice(0, -1) });
      }
    },
  );

  it("lets through a query only when it holds nothing to encode", () => {
    const plain = new RegExp(PLAIN_QUERY_PATTERN);
    expect(plain.test("industry=RTO&page=2&q=%0d%0a")).toBe(true);
    for (const query of ["q=é", "q='", 'q="', "q=<", "q=a b", "q=\r\n", "q=\\"]) {
      expect(plain.test(query), query).toBe(false);
    }
  });
});
