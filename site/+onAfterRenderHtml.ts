import type { PageContextServer } from "vike/types";

/**
 * Keeps one flat copy of the page's HTML. React builds it from thousands of concatenated pieces,
 * which V8 keeps as a tree of string parts; Vike keeps every page's context until prerendering
 * ends, so at a thousand pages those trees held hundreds of MB. A copy is one piece, and the tree
 * becomes garbage once the page is written.
 */
export function onAfterRenderHtml(pageContext: PageContextServer): void {
  const html = pageContext.pageHtmlString;
  if (html !== undefined) pageContext.pageHtmlString = Buffer.from(html, "utf8").toString("utf8");
}
