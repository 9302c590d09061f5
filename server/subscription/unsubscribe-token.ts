import { API_PREFIX } from "../../contracts/api-routes.ts";
import type { StoredSubscription } from "../store/leads-store.ts";
import type { ConfirmationLinkSettings } from "./confirmation-request.ts";
import { type ConfirmationSubject, linkSignature, sameSignature } from "./confirmation-token.ts";

/**
 * Where an unsubscribe link leads. It is in e-mails only, never on a page of the site, so it is
 * not among API_ROUTES, which the forms' browser code bundles.
 */
export const UNSUBSCRIBE_PATH = `${API_PREFIX}/newsletter/unsubscribe`;

/**
 * `<subscription id>.<HMAC-SHA256, base64url>`, in one written form only (as confirmation
 * tokens are: confirmation-token.ts). It never expires: a newsletter read a year late must still
 * unsubscribe at once (RFC 8058). No address in the URL.
 */
const TOKEN = /^([1-9]\d{0,14})\.([A-Za-z0-9_-]{42}[AEIMQUYcgkosw048])$/;

const PURPOSE = "newsletter-unsubscribe";

export function signUnsubscribeToken(subject: ConfirmationSubject, secret: string): string {
  return `${subject.id}.${linkSignature(PURPOSE, subject, [], secret).toString("base64url")}`;
}

/** The subscription id a well-formed token names; undefined for anything else. */
export function unsubscribeTokenId(token: string): number | undefined {
  const match = TOKEN.exec(token);
  return match ? Number(match[1]) : undefined;
}

/** Whether `token` was signed with `secret` for `subject`, checked in constant time. */
export function checkUnsubscribeToken(
  token: string,
  subject: ConfirmationSubject | undefined,
  secret: string,
): boolean {
  const match = TOKEN.exec(token);
  if (!match || subject === undefined || subject.id !== Number(match[1])) return false;
  return sameSignature(linkSignature(PURPOSE, subject, [], secret), Buffer.from(match[2] ?? "", "base64url"));
}

/** `<origin>/api/newsletter/unsubscribe?token=…` (SITE_ORIGIN's origin), for the subscription's address. */
export function unsubscribeLink(
  subscription: Pick<StoredSubscription, "id" | "email">,
  settings: ConfirmationLinkSettings,
): string {
  const url = new URL(UNSUBSCRIBE_PATH, settings.siteOrigin);
  url.searchParams.set("token", signUnsubscribeToken(subscription, settings.secret));
  return url.href;
}
