import { marked } from "marked";
import { sanitizeContentHtml } from "./html-policy.ts";

/**
 * A content file's Markdown body as the page shows it: rendered by marked, then held to the
 * content policy (html-policy.ts), so nothing a body holds runs, loads from elsewhere or leaves
 * the page. Every body is rendered here: the build, `site dev`'s live engine and the studio's preview.
 */
export function renderMarkdown(body: string): string {
  return sanitizeContentHtml(marked.parse(body, { async: false, gfm: true }));
}
