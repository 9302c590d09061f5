import type { Context } from "hono";
import {
  NEWSLETTER_OUTCOME_PARAM,
  NEWSLETTER_RETURN_FIELD,
  NEWSLETTER_SECTION_ID,
  type NewsletterOutcome,
} from "../../contracts/newsletter-outcomes.ts";
import { FORM_TYPE, MAX_BODY_BYTES, mediaType, type OtherAnswer } from "../forms/guards.ts";
import { SUBSCRIPTION_SCHEMA } from "../forms/request-schemas.ts";
import type { AppEnv } from "../log.ts";
import { isPagePath } from "./outcome-page.ts";

/**
 * The newsletter form as a browser without JavaScript posts it: form-encoded `email`, `website`
 * (the honeypot) and `returnTo` (the page the form is on). It is answered with 303 back to that
 * page, `?newsletter=<outcome>#newsletter`, never with anything the visitor typed in the URL.
 */
export interface SubscriptionFormPost {
  /** The fields the request schema names, those the form sent: checked as a JSON body would be. */
  body: Record<string, string>;
  /** As sent; outcomeLocation makes it safe. */
  returnTo: string | null;
}

export function isFormPost(c: Context): boolean {
  return mediaType(c) === FORM_TYPE;
}

/** A path of this site to send the visitor back to; anything else (another site, odd characters) is `/`. */
export function safeReturnTo(value: string | null | undefined): string {
  return value && isPagePath(value) ? value : "/";
}

/** The only way to a Location: whatever `returnTo` is, it leads to a page of this site. */
export function outcomeLocation(returnTo: string | null, outcome: NewsletterOutcome): string {
  return `${safeReturnTo(returnTo)}?${NEWSLETTER_OUTCOME_PARAM}=${outcome}#${NEWSLETTER_SECTION_ID}`;
}

function fields(text: string): SubscriptionFormPost {
  const form = new URLSearchParams(text);
  const body: SubscriptionFormPost["body"] = {};
  for (const name of Object.keys(SUBSCRIPTION_SCHEMA.properties)) {
    const value = form.get(name);
    if (value !== null) body[name] = value;
  }
  return { body, returnTo: form.get(NEWSLETTER_RETURN_FIELD) };
}

/** Reads the form body; call it behind the size limit. */
export async function readFormPost(c: Context): Promise<SubscriptionFormPost> {
  return fields(await c.req.text());
}

/** 303 to the page with the outcome; the log line says the answer was a redirect. */
export function redirectWithOutcome(
  c: Context<AppEnv>,
  returnTo: string | null,
  outcome: NewsletterOutcome,
): Response {
  c.set("logFields", { ...c.get("logFields"), answer: "redirect" });
  return c.body(null, 303, { Location: outcomeLocation(returnTo, outcome), "Cache-Control": "no-store" });
}

/**
 * Sends a form post refused before its body passed the size limit back to its page with
 * `outcome`; the body is read only when its declared length is within the limit, otherwise `/`.
 */
function refusedFormAnswer(outcome: NewsletterOutcome): OtherAnswer {
  return async (c) => {
    if (!isFormPost(c)) return undefined;
    const length = Number(c.req.header("content-length"));
    const returnTo =
      Number.isInteger(length) && length <= MAX_BODY_BYTES ? (await readFormPost(c)).returnTo : "/";
    return redirectWithOutcome(c, returnTo, outcome);
  };
}

/** A form post the rate limiter refused goes back to its page as `busy`. */
export const busyFormAnswer = refusedFormAnswer("busy");

/** A form post the rate limiter could not count (the database is down) goes back as `failed`. */
export const unavailableFormAnswer = refusedFormAnswer("failed");

/** A form post over the size limit cannot be read: it goes back to `/` as `invalid`. */
export function tooLargeFormAnswer(c: Context<AppEnv>): Response | undefined {
  return isFormPost(c) ? redirectWithOutcome(c, "/", "invalid") : undefined;
}
