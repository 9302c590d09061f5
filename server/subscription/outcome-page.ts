import { join } from "node:path";
import type { MiddlewareHandler } from "hono";
import type { FormMessage } from "../../contracts/form-answer.ts";
import {
  isNewsletterOutcome,
  NEWSLETTER_KIND_ATTRIBUTE,
  NEWSLETTER_MESSAGE_ATTRIBUTE,
  NEWSLETTER_OUTCOME_PARAM,
  NEWSLETTER_OUTCOMES,
} from "../../contracts/newsletter-outcomes.ts";
import { escapeHtml } from "../http/escape-html.ts";
import { readIfExists } from "../http/read-if-exists.ts";
import { isServedPath } from "../http/static-files.ts";

/** A page of this site: `/`, `/about`, `/projects/better-that`; no dots, no query, no trailing slash. */
const PAGE_PATH = /^\/(?:[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*)?$/;
const MAX_PAGE_PATH = 200;

export function isPagePath(path: string): boolean {
  return path.length <= MAX_PAGE_PATH && PAGE_PATH.test(path) && isServedPath(path);
}

/**
 * The newsletter status element of a prerendered page: `<p …attributes… data-newsletter-message="" …>`,
 * then text (React may leave comments in it) and `</p>`. React escapes `>` in attribute values.
 */
const STATUS_ELEMENT = new RegExp(
  `<p(\\s[^>]*?)?\\s${NEWSLETTER_MESSAGE_ATTRIBUTE}=""([^>]*)>(?:[^<]|<!--[\\s\\S]*?-->)*</p>`,
  "g",
);
const KIND_ATTRIBUTE = new RegExp(`\\s${NEWSLETTER_KIND_ATTRIBUTE}="[^"]*"`, "g");

/**
 * The page with `message` in its one newsletter status element, marked `data-kind="<kind>"`;
 * `undefined` when the page has no such element, or more than one.
 */
export function withNewsletterMessage(html: string, message: FormMessage): string | undefined {
  const found = [...html.matchAll(STATUS_ELEMENT)];
  const [element] = found;
  if (found.length !== 1 || !element) return undefined;
  const before = (element[1] ?? "").replace(KIND_ATTRIBUTE, "");
  const after = (element[2] ?? "").replace(KIND_ATTRIBUTE, "");
  const rewritten =
    `<p${before} ${NEWSLETTER_MESSAGE_ATTRIBUTE}="" ${NEWSLETTER_KIND_ATTRIBUTE}="${message.kind}"${after}>` +
    `${escapeHtml(message.text)}</p>`;
  return html.slice(0, element.index) + rewritten + html.slice(element.index + element[0].length);
}

/**
 * Where a newsletter form post without JavaScript lands: `GET <page>?newsletter=<outcome>` serves
 * the page with the outcome's message written into its status element. The body differs by query,
 * so it is never cached and never precompressed. Only requests carrying the parameter take this
 * path; an unknown outcome, or a page without the element, is served as the static file it is.
 */
export function subscriptionOutcomePage(clientDir: string): MiddlewareHandler {
  return async (c, next) => {
    const code = c.req.query(NEWSLETTER_OUTCOME_PARAM);
    if (code === undefined || !isNewsletterOutcome(code)) return next();
    if ((c.req.method !== "GET" && c.req.method !== "HEAD") || !isPagePath(c.req.path)) return next();
    const html = await readIfExists(join(clientDir, c.req.path, "index.html"));
    const page = html === undefined ? undefined : withNewsletterMessage(html, NEWSLETTER_OUTCOMES[code]);
    if (page === undefined) return next();
    return c.body(page, 200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
  };
}
