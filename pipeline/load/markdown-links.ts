import { marked, type Tokens } from "marked";

/** A link target written in a Markdown body, and where its text starts in the body. */
export interface MarkdownLink {
  url: string;
  offset: number;
}

/**
 * Every link target of a Markdown body as written (inline links `[a](/x)`, autolinks and
 * reference definitions `[a]: /x`; not images, nor anything in code), each with the offset of its
 * text in the body, found with marked's own lexer. A reference link (`[a]`) is its definition's.
 */
export function markdownLinks(body: string): MarkdownLink[] {
  const links: MarkdownLink[] = [];
  let cursor = 0;
  marked.walkTokens(marked.lexer(body, { gfm: true }), (token) => {
    if (token.type !== "link" && token.type !== "def") return;
    const { raw, href } = token as Tokens.Link | Tokens.Def;
    const start = body.indexOf(raw, cursor);
    const within = start < 0 ? -1 : raw.indexOf(href);
    if (within < 0) return;
    cursor = start + raw.length;
    links.push({ url: href, offset: start + within });
  });
  return links;
}
