import type { Context } from "hono";
import { SAVE_FAILED } from "../../contracts/form-messages.ts";
import { NEWSLETTER_OUTCOMES } from "../../contracts/newsletter-outcomes.ts";
import { accepted, RETRY_SOON, refused } from "../forms/answers.ts";
import { readJsonBody } from "../forms/read-json.ts";
import { subscriptionRefusal } from "../forms/refusal-messages.ts";
import { checkSubscription } from "../forms/request-schemas.ts";
import { honeypotReason } from "../forms/spam.ts";
import type { AppEnv } from "../log.ts";
import type { LeadsStore } from "../store/leads-store.ts";
import { isFormPost, readFormPost, redirectWithOutcome } from "./form-post.ts";

/** How a sign-up ended; a refused body also says what was wrong with it. */
type Subscribed = { outcome: "pending" | "failed" } | { outcome: "invalid"; error: string };

export interface SubscriptionDeps {
  store: LeadsStore;
  /** A subscriber's e-mail (confirmation request or already-subscribed notice) was queued: the outbox should look now. */
  queued(): void;
}

/**
 * Checks the body and keeps the address once, pending until confirmed. The store queues the
 * address's e-mail (its confirmation request, or the notice that it is already subscribed), within
 * the limit per address. Every valid sign-up ends `pending`, whatever the address's state: the
 * answer must not tell anyone who is subscribed. A filled-in honeypot is answered the same, and
 * a new address is kept aside as spam, sent nothing (an address already kept is left as it is).
 */
async function subscribe(c: Context<AppEnv>, deps: SubscriptionDeps, body: unknown): Promise<Subscribed> {
  const checked = checkSubscription(body);
  if (!checked.ok) {
    c.set("logFields", { refused: "invalid" });
    return { outcome: "invalid", error: subscriptionRefusal(checked.errors) };
  }
  const spam = honeypotReason(checked.value.website);
  try {
    const saved = await deps.store.saveSubscription(checked.value.email, { spam });
    c.set("logFields", {
      subscription: saved.created ? "new" : saved.state,
      mail: saved.mail,
      ...(spam === undefined ? {} : { spam }),
    });
    if (saved.mail === "queued") deps.queued();
    return { outcome: "pending" };
  } catch (error) {
    c.set("logFields", { refused: "store", error: error instanceof Error ? error.message : String(error) });
    return { outcome: "failed" };
  }
}

/**
 * POST /api/newsletter, the newsletter form's subscription: each address is kept once and asked
 * to confirm by e-mail (double opt-in); a confirmed address signing up again is answered as any
 * other, and told by e-mail that it is subscribed. JSON is answered with JSON; a form post (no
 * JavaScript) with 303 back to its page and the outcome.
 */
export async function handleSubscription(c: Context<AppEnv>, deps: SubscriptionDeps): Promise<Response> {
  if (isFormPost(c)) {
    const form = await readFormPost(c);
    const { outcome } = await subscribe(c, deps, form.body);
    return redirectWithOutcome(c, form.returnTo, outcome);
  }
  const body = await readJsonBody(c);
  if (!body.ok) return body.response;
  const result = await subscribe(c, deps, body.value);
  switch (result.outcome) {
    case "invalid":
      return refused(c, 400, result.error);
    case "failed":
      return refused(c, 503, SAVE_FAILED, RETRY_SOON);
    case "pending":
      return accepted(c, NEWSLETTER_OUTCOMES.pending);
  }
}
