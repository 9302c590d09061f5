import { createHash } from "node:crypto";
import type { Context } from "hono";
import {
  CAPTCHA_MISSING,
  CONTACT_THANKS,
  VERIFY_AGAIN,
  VERIFY_OTHER_SITE,
  VERIFY_REFUSED,
  VERIFY_UNAVAILABLE,
} from "../../contracts/contact-messages.ts";
import { SAVE_FAILED } from "../../contracts/form-messages.ts";
import { accepted, RETRY_SOON, refused } from "../forms/answers.ts";
import { readJsonBody } from "../forms/read-json.ts";
import { refusalMessage } from "../forms/refusal-messages.ts";
import { checkEnquiry, ENQUIRY_SCHEMA } from "../forms/request-schemas.ts";
import { honeypotReason, type SpamReason } from "../forms/spam.ts";
import { clientAddress } from "../http/client-address.ts";
import type { ProxyTrust } from "../http/trusted-proxies.ts";
import type { AppEnv } from "../log.ts";
import type { EnquiryInput, LeadsStore } from "../store/leads-store.ts";
import type { Verdict } from "../turnstile/siteverify.ts";
import { contentSpamReason, REPEAT_WINDOW_MS } from "./spam-checks.ts";

export interface EnquiryDeps {
  store: LeadsStore;
  /** Asks siteverify about a token; hostnames are those it may have been issued on. */
  verify(token: string, remoteIp: string | undefined, hostnames: readonly string[]): Promise<Verdict>;
  siteOrigin: string | undefined;
  /** Which hops of X-Forwarded-For to look past for the client's address (TRUST_PROXY). */
  trustProxy: ProxyTrust;
  /** An enquiry notice was queued: the outbox should look now. */
  queued(): void;
  /** The hooks (WEBHOOK_URL's keys) each received enquiry is posted to. */
  webhooks: readonly string[];
}

/** What a refused token tells the visitor; the codes are Cloudflare's siteverify error codes. */
function tokenRefusal(codes: readonly string[]): string {
  if (codes.includes("missing-input-response")) return CAPTCHA_MISSING;
  if (codes.includes("timeout-or-duplicate")) return VERIFY_AGAIN;
  if (codes.includes("hostname-mismatch")) return VERIFY_OTHER_SITE;
  return VERIFY_REFUSED;
}

const THANKS = { kind: "success", text: CONTACT_THANKS } as const;

const tokenHashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * POST /api/contact, the contact form's enquiry: the body is checked before its token is
 * verified, so input that is refused anyway costs no siteverify call. A token already used for a
 * stored enquiry (a double submit) answers success again and stores nothing. A verified enquiry
 * that filled in the honeypot or reads like spam (spam-checks.ts) is answered the same, and kept
 * aside as spam: not mailed, not posted.
 */
export async function handleEnquiry(c: Context<AppEnv>, deps: EnquiryDeps): Promise<Response> {
  const body = await readJsonBody(c);
  if (!body.ok) return body.response;
  const checked = checkEnquiry(body.value);
  if (!checked.ok) {
    c.set("logFields", {
      refused: "invalid",
      problem: checked.errors[0]?.instancePath || checked.errors[0]?.keyword,
    });
    return refused(c, 400, refusalMessage(ENQUIRY_SCHEMA, checked.errors));
  }
  const { website, turnstileToken, ...enquiry } = checked.value;
  try {
    return await verifyAndSave(c, deps, enquiry, turnstileToken, website);
  } catch (error) {
    // Only the store throws (a verdict never does): the enquiry was not kept, so it may be resent.
    c.set("logFields", { refused: "store", error: error instanceof Error ? error.message : String(error) });
    return refused(c, 503, SAVE_FAILED, RETRY_SOON);
  }
}

async function verifyAndSave(
  c: Context<AppEnv>,
  deps: EnquiryDeps,
  enquiry: EnquiryInput,
  turnstileToken: string,
  website: string | undefined,
): Promise<Response> {
  const tokenHash = tokenHashOf(turnstileToken);
  const replay = () => {
    c.set("logFields", { duplicate: "token" });
    return accepted(c, THANKS);
  };
  if (await deps.store.hasEnquiryWithToken(tokenHash)) return replay();

  const hostnames = [new URL(deps.siteOrigin ?? c.req.url).hostname];
  const verdict = await deps.verify(turnstileToken, clientAddress(c, deps.trustProxy), hostnames);
  if (verdict.outcome === "unavailable") {
    c.set("logFields", { refused: "siteverify-unavailable", reason: verdict.reason });
    return refused(c, 503, VERIFY_UNAVAILABLE, RETRY_SOON);
  }
  if (verdict.outcome === "refused") {
    // The same token sent twice at once: the first request stored the enquiry meanwhile.
    if (verdict.codes.includes("timeout-or-duplicate") && (await deps.store.hasEnquiryWithToken(tokenHash))) {
      return replay();
    }
    c.set("logFields", { refused: "token", codes: verdict.codes });
    return refused(c, 400, tokenRefusal(verdict.codes));
  }

  const spam = await spamReason(deps, enquiry, website);
  const saved = await deps.store.saveEnquiry(enquiry, tokenHash, { spam, webhooks: deps.webhooks });
  if (saved.created && spam === undefined) deps.queued();
  c.set("logFields", {
    enquiry: saved.id,
    ...(saved.created ? {} : { duplicate: "token" }),
    ...(spam === undefined ? {} : { spam }),
  });
  return accepted(c, THANKS);
}

/** Why the enquiry is spam, if it is: the honeypot, its own text, or the same text just now from another address. */
async function spamReason(
  deps: EnquiryDeps,
  enquiry: EnquiryInput,
  website: string | undefined,
): Promise<SpamReason | undefined> {
  const reason = honeypotReason(website) ?? contentSpamReason(enquiry);
  if (reason !== undefined) return reason;
  const since = new Date(Date.now() - REPEAT_WINDOW_MS);
  return (await deps.store.hasRecentEnquiryText(enquiry.description, enquiry.email, since))
    ? "repeated-text"
    : undefined;
}
