import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { rateLimiter, type Store } from "hono-rate-limiter";
import {
  CROSS_SITE,
  NOT_JSON_TYPE,
  SAVE_FAILED,
  TOO_LARGE,
  TOO_MANY,
} from "../../contracts/form-messages.ts";
import { clientAddress } from "../http/client-address.ts";
import type { ProxyTrust } from "../http/trusted-proxies.ts";
import type { AppEnv } from "../log.ts";
import { StoreUnavailableError } from "../store/leads-store.ts";
import { RETRY_SOON, refusalResponse, refused } from "./answers.ts";
import { clientNetwork } from "./client-network.ts";

/** The largest request body accepted; an enquiry at every field's limit is well under it. */
export const MAX_BODY_BYTES = 32 * 1024;

export const JSON_TYPE = "application/json";
export const FORM_TYPE = "application/x-www-form-urlencoded";

/**
 * Answers a refused request another way than the guard's JSON refusal (a form post is sent back
 * to its page); `undefined` keeps the JSON refusal.
 */
export type OtherAnswer = (c: Context<AppEnv>) => Response | undefined | Promise<Response | undefined>;

/** The request's media type, without parameters, lower case. */
export function mediaType(c: Context): string | undefined {
  return c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase();
}

/** The origin of a Referer header; undefined when it is not an absolute URL. */
function refererOrigin(referer: string): string | undefined {
  return URL.canParse(referer) ? new URL(referer).origin : undefined;
}

/**
 * Whether a browser sent the request from one of the site's own pages (`own`: SITE_ORIGIN, or the
 * origin the request was addressed to). Sec-Fetch-Site decides when the browser sends it; else
 * Origin when it names one. `Origin: null` is what a page with a strict referrer policy sends
 * (older browsers without Sec-Fetch-Site), so a Referer of the site's own then decides; without
 * one the page may be anyone's. A request with no Origin either does not come from a browser page
 * (curl, a server) unless its Referer names another site.
 */
function fromOwnPage(c: Context, own: string): boolean {
  const fetchSite = c.req.header("sec-fetch-site");
  if (fetchSite !== undefined) return fetchSite === "same-origin" || fetchSite === "none";
  const origin = c.req.header("origin");
  if (origin !== undefined && origin !== "null") return origin === own;
  const referer = c.req.header("referer");
  if (referer !== undefined) return refererOrigin(referer) === own;
  return origin === undefined;
}

/** Refuses requests a browser sends on behalf of another website (fromOwnPage) with 403. */
export function sameSiteOnly(siteOrigin: string | undefined): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!fromOwnPage(c, siteOrigin ?? new URL(c.req.url).origin)) {
      c.set("logFields", {
        refused: "cross-site",
        fetchSite: c.req.header("sec-fetch-site"),
        origin: c.req.header("origin"),
      });
      return refusalResponse(403, CROSS_SITE);
    }
    await next();
  };
}

/** Only bodies of these media types (any charset parameter); others get 415 with `message`. */
export function bodyTypes(types: readonly string[], message: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const type = mediaType(c);
    if (type === undefined || !types.includes(type)) {
      c.set("logFields", { refused: "content-type", contentType: type });
      return refusalResponse(415, message);
    }
    await next();
  };
}

/** Only `application/json` bodies (any charset parameter). */
export function jsonOnly(): MiddlewareHandler<AppEnv> {
  return bodyTypes([JSON_TYPE], NOT_JSON_TYPE);
}

/** Bodies over MAX_BODY_BYTES get 413, or `otherAnswer`'s answer. */
export function limitedBody(otherAnswer?: OtherAnswer): MiddlewareHandler<AppEnv> {
  return bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: async (c) => {
      c.set("logFields", { refused: "too-large" });
      return (await otherAnswer?.(c)) ?? refusalResponse(413, TOO_LARGE);
    },
  });
}

export interface RateLimitSettings {
  max: number;
  windowSeconds: number;
  /** Which hops of X-Forwarded-For to look past for the client (TRUST_PROXY). */
  trustProxy: ProxyTrust;
  /** Where the counters live; unset, in this process's memory. */
  store?: Store<AppEnv>;
}

/**
 * At most `max` requests per client in the window, per route; then 429 with Retry-After, or
 * `otherAnswer`'s answer. A client is its IPv4 address or its IPv6 /64 (clientNetwork). When the
 * counters cannot be reached (they are in the database, and it is down), the request is answered
 * 503 with Retry-After, or `unavailableAnswer`'s answer: it could not be stored either.
 */
export function perClientRateLimit(
  route: string,
  settings: RateLimitSettings,
  otherAnswer?: OtherAnswer,
  unavailableAnswer?: OtherAnswer,
): MiddlewareHandler<AppEnv> {
  const limit = rateLimiter<AppEnv>({
    windowMs: settings.windowSeconds * 1000,
    limit: settings.max,
    standardHeaders: "draft-6",
    ...(settings.store ? { store: settings.store } : {}),
    keyGenerator: (c) => `${route}:${clientNetwork(clientAddress(c, settings.trustProxy)) ?? "unknown"}`,
    // refused answers through the context, so it keeps the Retry-After and RateLimit headers the
    // limiter set on it (refusalResponse would drop them).
    handler: async (c) => {
      c.set("logFields", { refused: "rate-limit" });
      return (await otherAnswer?.(c)) ?? refused(c, 429, TOO_MANY);
    },
  });
  return async (c, next) => {
    let counted = false;
    try {
      return await limit(c, () => {
        counted = true;
        return next();
      });
    } catch (error) {
      // Only the counting itself is answered here; what failed after it is the route's.
      if (counted || !(error instanceof StoreUnavailableError)) throw error;
      c.set("logFields", { refused: "store-unavailable" });
      return (await unavailableAnswer?.(c)) ?? refusalResponse(503, SAVE_FAILED, RETRY_SOON);
    }
  };
}
