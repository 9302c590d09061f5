import type { PageContextServer } from "vike/types";
import { iconSymbols } from "./generated/icon-symbols";
import { inlineIconSymbols } from "./lib/inline-icons";

/**
 * Adds the symbols of the icons the page draws (lib/inline-icons.ts), and keeps one flat copy of
 * the page's HTML: React builds it from thousands of concatenated pieces, which V8 keeps as a tree
 * of string parts; Vike keeps every page's context until prerendering ends, so at a thousand pages
 * those trees held hundreds of MB. A copy is one piece, and the tree becomes garbage once the page
 * is written.
 */
export function onAfterRenderHtml(pageContext: PageContextServer): void {
  const html = pageContext.pageHtmlString;
  if (html !== undefined) {
    pageContext.pageHtmlString = Buffer.from(inlineIconSymbols(html, iconSymbols), "utf8").toString("utf8");
  }
}
