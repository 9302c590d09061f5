import type { Context } from "hono";
import type { AppEnv } from "../log.ts";
import type { LeadsStore } from "../store/leads-store.ts";
import { accepted, refused } from "./answers.ts";
import { NEWSLETTER_ALREADY, NEWSLETTER_THANKS, SAVE_FAILED } from "./form-messages.ts";
import { readJsonBody } from "./read-json.ts";
import { newsletterRefusal } from "./refusal-messages.ts";
import { checkNewsletter, NEWSLETTER_SCHEMA } from "./request-schemas.ts";

/** POST /api/newsletter: each address is kept once; a second sign-up is told so, kindly. */
export async function handleNewsletter(c: Context<AppEnv>, store: LeadsStore): Promise<Response> {
  const body = await readJsonBody(c);
  if (!body.ok) return body.response;
  const checked = checkNewsletter(body.value);
  if (!checked.ok) {
    c.set("logFields", { refused: "invalid" });
    return refused(c, 400, newsletterRefusal(NEWSLETTER_SCHEMA, checked.errors));
  }
  if (checked.value.website) {
    c.set("logFields", { dropped: "honeypot" });
    return accepted(c, NEWSLETTER_THANKS);
  }
  let created: boolean;
  try {
    ({ created } = await store.saveSubscription(checked.value.email));
  } catch (error) {
    c.set("logFields", { refused: "store", error: error instanceof Error ? error.message : String(error) });
    return refused(c, 503, SAVE_FAILED, { "Retry-After": "30" });
  }
  c.set("logFields", { subscription: created ? "new" : "existing" });
  return accepted(c, created ? NEWSLETTER_THANKS : NEWSLETTER_ALREADY);
}
