import type { Context } from "hono";
import { NEWSLETTER_OUTCOMES, type NewsletterOutcome } from "../../contracts/newsletter-outcomes.ts";
import type { AppEnv } from "../log.ts";
import type { LeadsStore } from "../store/leads-store.ts";
import { accepted, refused } from "./answers.ts";
import { SAVE_FAILED } from "./form-messages.ts";
import { isFormPost, readNewsletterForm, redirectWithOutcome } from "./newsletter-form.ts";
import { readJsonBody } from "./read-json.ts";
import { newsletterRefusal } from "./refusal-messages.ts";
import { checkNewsletter, NEWSLETTER_SCHEMA } from "./request-schemas.ts";

/** How a sign-up ended; a refused body also says what was wrong with it. */
type Subscribed =
  | { outcome: Exclude<NewsletterOutcome, "invalid" | "busy"> }
  | { outcome: "invalid"; error: string };

/** Checks the body and keeps the address once; a filled-in honeypot is thanked and dropped. */
async function subscribe(c: Context<AppEnv>, store: LeadsStore, body: unknown): Promise<Subscribed> {
  const checked = checkNewsletter(body);
  if (!checked.ok) {
    c.set("logFields", { refused: "invalid" });
    return { outcome: "invalid", error: newsletterRefusal(NEWSLETTER_SCHEMA, checked.errors) };
  }
  if (checked.value.website) {
    c.set("logFields", { dropped: "honeypot" });
    return { outcome: "subscribed" };
  }
  try {
    const { created } = await store.saveSubscription(checked.value.email);
    c.set("logFields", { subscription: created ? "new" : "existing" });
    return { outcome: created ? "subscribed" : "already" };
  } catch (error) {
    c.set("logFields", { refused: "store", error: error instanceof Error ? error.message : String(error) });
    return { outcome: "failed" };
  }
}

/**
 * POST /api/newsletter: each address is kept once; a second sign-up is told so, kindly. JSON is
 * answered with JSON; a form post (no JavaScript) with 303 back to its page and the outcome.
 */
export async function handleNewsletter(c: Context<AppEnv>, store: LeadsStore): Promise<Response> {
  if (isFormPost(c)) {
    const form = await readNewsletterForm(c);
    const { outcome } = await subscribe(c, store, form.body);
    return redirectWithOutcome(c, form.returnTo, outcome);
  }
  const body = await readJsonBody(c);
  if (!body.ok) return body.response;
  const result = await subscribe(c, store, body.value);
  switch (result.outcome) {
    case "invalid":
      return refused(c, 400, result.error);
    case "failed":
      return refused(c, 503, SAVE_FAILED, { "Retry-After": "30" });
    case "already":
    case "subscribed":
      return accepted(c, NEWSLETTER_OUTCOMES[result.outcome]);
  }
}
