import sanitizeHtml from "sanitize-html";

/**
 * What HTML a content file's Markdown body may become: what editors write in Markdown (headings,
 * paragraphs, lists, emphasis, quotes, rules, links, images, tables, code) and nothing that runs,
 * loads from elsewhere or leaves the page. Everything else is dropped, and `site validate` warns
 * of each drop (body-html-check.ts, which asks this same policy).
 */
const policy: sanitizeHtml.IOptions = {
  allowedTags: [
    ...["h1", "h2", "h3", "h4", "h5", "h6", "p", "br", "hr", "blockquote"],
    ...["ul", "ol", "li", "em", "strong", "i", "b", "del", "s", "sub", "sup"],
    ...["a", "img", "code", "pre", "kbd"],
    ...["table", "thead", "tbody", "tfoot", "tr", "th", "td", "caption"],
  ],
  allowedAttributes: {
    a: ["href", "title"],
    img: ["src", "alt", "title", "width", "height"],
    ol: ["start"],
    th: ["align"],
    td: ["align"],
    code: ["class"],
  },
  // Fenced code's language (marked writes `class="language-ts"`), no other class.
  allowedClasses: { code: ["language-*"] },
  // Links: web, e-mail and phone, and any relative, root or #fragment target (no scheme).
  allowedSchemes: ["http", "https", "mailto", "tel"],
  // Images only from the site itself: the pages' Content-Security-Policy allows no other origin
  // (contracts/security-headers.ts), and a remote image would tell a third party who reads the page.
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  allowedSchemesAppliedToAttributes: ["href", "src"],
  disallowedTagsMode: "discard",
  parseStyleAttributes: false,
};

/** `html` rendered from a content file's Markdown, with everything the policy refuses dropped. */
export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, policy);
}
