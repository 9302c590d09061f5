import { Hono, type MiddlewareHandler } from "hono";
import { every } from "hono/combine";
import { API_PREFIX, API_ROUTES } from "../contracts/api-routes.ts";
import { NO_SUCH_ENDPOINT, NOT_JSON_OR_FORM_TYPE, POST_ONLY } from "../contracts/form-messages.ts";
import { type EnquiryDeps, handleEnquiry } from "./enquiry/enquiry-route.ts";
import { refused } from "./forms/answers.ts";
import {
  bodyTypes,
  FORM_TYPE,
  JSON_TYPE,
  jsonOnly,
  limitedBody,
  perClientRateLimit,
  type RateLimitSettings,
  sameSiteOnly,
} from "./forms/guards.ts";
import { FormPacer, pagesFirst } from "./forms/pages-first.ts";
import type { AppEnv } from "./log.ts";
import { type ConfirmationDeps, confirmationRoutes } from "./subscription/confirmation-route.ts";
import { busyFormAnswer, tooLargeFormAnswer, unavailableFormAnswer } from "./subscription/form-post.ts";
import { handleSubscription } from "./subscription/subscription-route.ts";
import { unsubscribeRoutes } from "./subscription/unsubscribe-route.ts";

/** Refusals answered before the body was read: what is left of it is still on its way. */
const EARLY_REFUSALS = new Set([
  "cross-site",
  "rate-limit",
  "store-unavailable",
  "content-type",
  "too-large",
]);

/**
 * Ends the connection after a refusal that left the body unread, and says so: otherwise the
 * client sends its next request on a socket the server is about to drop while draining.
 */
const closeAfterEarlyRefusal: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const refusal = c.get("logFields")?.refused;
  if (typeof refusal === "string" && EARLY_REFUSALS.has(refusal)) c.res.headers.set("Connection", "close");
};

export interface FormRoutesOptions extends EnquiryDeps, Omit<ConfirmationDeps, "rateLimit" | "siteOrigin"> {
  rateLimit: RateLimitSettings;
}

/**
 * The two form endpoints and the newsletter's confirmation link (API_ROUTES), and the 404 of every
 * other path under API_PREFIX. Each request passes, in order: the cross-site check
 * (403), the per-client rate limit (429), the content type (415) and the size limit (413), then
 * its route's own checks. Every answer is JSON, except to the newsletter's form posts (a browser
 * without JavaScript): they are sent back to their page with 303 and the outcome, also when the
 * rate limit (`busy`, or `failed` while the database that counts is down) or the size limit
 * (`invalid`, to `/`) refuses them; only cross-site ones get 403. The unsubscribe link of every
 * subscriber's e-mail is answered there too (unsubscribe-route.ts).
 * Past those checks, form work waits its turn behind the pages (pages-first.ts).
 */
export function formRoutes(options: FormRoutesOptions): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.use(`${API_PREFIX}/*`, closeAfterEarlyRefusal);
  const sameSite = sameSiteOnly(options.siteOrigin);
  const formTurn = pagesFirst(new FormPacer());
  api.post(
    API_ROUTES.contact,
    every(sameSite, perClientRateLimit("contact", options.rateLimit), jsonOnly(), limitedBody(), formTurn),
    (c) => handleEnquiry(c, options),
  );
  api.post(
    API_ROUTES.newsletter,
    every(
      sameSite,
      perClientRateLimit("newsletter", options.rateLimit, busyFormAnswer, unavailableFormAnswer),
      bodyTypes([JSON_TYPE, FORM_TYPE], NOT_JSON_OR_FORM_TYPE),
      limitedBody(tooLargeFormAnswer),
      formTurn,
    ),
    (c) => handleSubscription(c, options),
  );
  api.route("/", confirmationRoutes(options));
  api.route("/", unsubscribeRoutes(options));
  api.on(
    ["GET", "HEAD", "PUT", "PATCH", "DELETE", "OPTIONS"],
    [API_ROUTES.contact, API_ROUTES.newsletter],
    (c) => refused(c, 405, POST_ONLY, { Allow: "POST" }),
  );
  api.all(`${API_PREFIX}/*`, (c) => refused(c, 404, NO_SUCH_ENDPOINT));
  return api;
}
