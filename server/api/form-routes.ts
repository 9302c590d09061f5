import { Hono } from "hono";
import { every } from "hono/combine";
import type { AppEnv } from "../log.ts";
import { refused } from "./answers.ts";
import { type ContactDeps, handleContact } from "./contact-route.ts";
import { jsonOnly, limitedBody, perClientRateLimit, type RateLimitSettings, sameSiteOnly } from "./guards.ts";
import { handleNewsletter } from "./newsletter-route.ts";

export interface FormRoutesOptions extends ContactDeps {
  rateLimit: RateLimitSettings;
}

/**
 * The two form endpoints, mounted at /api. Each request passes, in order: the cross-site check
 * (403), the per-client rate limit (429), the content type (415) and the size limit (413), then
 * its route's own checks. Every answer is JSON.
 */
export function formRoutes(options: FormRoutesOptions): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  const guards = (route: string) =>
    every(
      sameSiteOnly(options.siteOrigin),
      perClientRateLimit(route, options.rateLimit),
      jsonOnly(),
      limitedBody(),
    );
  api.post("/contact", guards("contact"), (c) => handleContact(c, options));
  api.post("/newsletter", guards("newsletter"), (c) => handleNewsletter(c, options.store));
  api.on(["GET", "HEAD", "PUT", "PATCH", "DELETE", "OPTIONS"], ["/contact", "/newsletter"], (c) =>
    refused(c, 405, "This address only accepts form submissions (POST).", { Allow: "POST" }),
  );
  api.all("*", (c) => refused(c, 404, "There is no such API endpoint."));
  return api;
}
