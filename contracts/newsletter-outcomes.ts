import type { FallbackTexts, FormMessage } from "./form-answer.ts";

/**
 * What a newsletter sign-up can end in, and what the visitor is then told. The server answers
 * JSON requests with these texts and kinds, and redirects form posts to
 * `<page>?newsletter=<code>#newsletter`; the page then shows the same message in its newsletter
 * status element. Written once, here.
 */
export const NEWSLETTER_OUTCOMES = {
  /**
   * Every valid sign-up, whether the address is new, waits for its confirmation or is confirmed
   * already: the answer must not tell anyone who is subscribed. The address gets an e-mail with
   * the confirmation link (double opt-in), or, once confirmed, one saying it is subscribed, within
   * the limit per address. Green: it contains 'Thank you'.
   */
  pending: {
    kind: "success",
    text: "Thank you for signing up! Please confirm your address from the e-mail we just sent you.",
  },
  /** The default success text, which the page shows when an answer carries no message. */
  subscribed: { kind: "success", text: "Thank you for subscribing to our newsletter!" },
  invalid: { kind: "error", text: "Please enter a valid email address." },
  busy: {
    kind: "error",
    text: "Too many requests from your network. Please wait a few minutes and try again.",
  },
  failed: { kind: "error", text: "We could not save your request just now. Please try again in a minute." },
} as const satisfies Record<string, FormMessage>;

export type NewsletterOutcome = keyof typeof NEWSLETTER_OUTCOMES;

/** The form says it before sending when the address is blank. */
export const NEWSLETTER_EMPTY = "Please enter your email address.";

/** What the page shows when the answer has no text of its own, or is no form answer at all. */
export const NEWSLETTER_FALLBACKS: FallbackTexts = {
  success: NEWSLETTER_OUTCOMES.subscribed.text,
  error: "There was an error. Please try again.",
};

export function isNewsletterOutcome(code: string): code is NewsletterOutcome {
  return Object.hasOwn(NEWSLETTER_OUTCOMES, code);
}

/** The query parameter that carries the outcome back to the page: `?newsletter=subscribed`. */
export const NEWSLETTER_OUTCOME_PARAM = "newsletter";

/** The id of the newsletter section, the fragment of the page the visitor is sent back to. */
export const NEWSLETTER_SECTION_ID = "newsletter";

/** The form field that names the page the form is on (a path such as `/`). */
export const NEWSLETTER_RETURN_FIELD = "returnTo";

/**
 * Marks the status element of the newsletter form in the prerendered HTML: exactly one
 * `<p … data-newsletter-message="">…</p>` per page. For a page requested with a known outcome the
 * server writes the message into it and adds `data-kind="<kind>"`.
 */
export const NEWSLETTER_MESSAGE_ATTRIBUTE = "data-newsletter-message";
export const NEWSLETTER_KIND_ATTRIBUTE = "data-kind";
