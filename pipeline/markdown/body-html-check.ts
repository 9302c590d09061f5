import { marked, Parser, type Token, type Tokens } from "marked";
import { positionInText } from "../load/raw-text-check.ts";
import { type Problem, problem } from "../problems/problems.ts";
import { droppedHtml } from "./dropped-html.ts";

/** A value as the message quotes it: on one line, and cut short when long. */
function quoted(value: string): string {
  const oneLine = value.replace(/\s+/g, " ").trim();
  return oneLine.length > 60 ? `${oneLine.slice(0, 57)}…` : oneLine;
}

interface Found {
  offset: number;
  warn(place: { file: string; line: number; column: number; path: string }): Problem;
}

/** What the policy drops of a raw HTML tag or block written in the body, which starts at `start`. */
function droppedOfRawHtml(token: Tokens.HTML | Tokens.Tag, start: number): Found[] {
  return droppedHtml(token.raw).map((dropped) => ({
    offset: start + dropped.offset,
    warn: (place) =>
      problem(place, "html-removed", {
        element: dropped.element,
        ...(dropped.attribute
          ? { attribute: dropped.attribute.name, value: quoted(dropped.attribute.value) }
          : {}),
      }),
  }));
}

/** A Markdown link or image whose target the policy drops, as marked renders it. */
function droppedOfLink(token: Tokens.Link | Tokens.Image, start: number): Found[] {
  const target = token.type === "link" ? "href" : "src";
  const dropped = droppedHtml(Parser.parseInline([token])).some(
    ({ element, attribute }) =>
      element === (token.type === "link" ? "a" : "img") && attribute?.name === target,
  );
  if (!dropped) return [];
  const within = token.raw.indexOf(token.href);
  return [
    {
      offset: start + Math.max(within, 0),
      warn: (place) => problem(place, "link-removed", { kind: token.type, url: quoted(token.href) }),
    },
  ];
}

/**
 * A warning for everything of a Markdown body the content policy drops when the page is built:
 * raw HTML elements and attributes, and link or image targets (`javascript:`, a remote image).
 * `bodyLine` is the file's line the body starts on, so each warning points at its line in the file.
 */
export function checkBodyHtml(file: string, body: string, bodyLine: number): Problem[] {
  const found: Found[] = [];
  let cursor = 0;
  marked.walkTokens(marked.lexer(body, { gfm: true }), (token: Token) => {
    if (token.type !== "html" && token.type !== "link" && token.type !== "image") return;
    const start = body.indexOf(token.raw, cursor);
    if (start < 0) return;
    // A link's text comes before its target and may hold HTML of its own: look on from its start.
    cursor = token.type === "html" ? start + token.raw.length : start;
    found.push(
      ...(token.type === "html"
        ? droppedOfRawHtml(token as Tokens.HTML | Tokens.Tag, start)
        : droppedOfLink(token as Tokens.Link | Tokens.Image, start)),
    );
  });
  return found.map(({ offset, warn }) => {
    const { line, column } = positionInText(body, offset);
    return warn({ file, line: line + bodyLine - 1, column, path: "$.body" });
  });
}
