import { API_ROUTES } from "../../contracts/api-routes.ts";
import type { MailSettings, OutgoingMail } from "../mail/outgoing-mail.ts";
import type { StoredSubscription } from "../store/leads-store.ts";
import { CONFIRMATION_LINK_DAYS, CONFIRMATION_LINK_MS, signConfirmationToken } from "./confirmation-token.ts";
import { subscriberMail } from "./subscriber-mail.ts";

/** What a confirmation link is made of. */
export interface ConfirmationLinkSettings {
  /** Where the link points: SITE_ORIGIN, or this server on localhost when it is not set. */
  siteOrigin: string;
  /** The key the link is signed with (NEWSLETTER_SECRET). */
  secret: string;
}

/** `<origin>/api/newsletter/confirm?token=…` (the origin is SITE_ORIGIN's), good for CONFIRMATION_LINK_DAYS from `now`. */
export function confirmationLink(
  subscription: Pick<StoredSubscription, "id" | "email">,
  settings: ConfirmationLinkSettings,
  now: Date,
): string {
  const token = signConfirmationToken(
    subscription,
    new Date(now.getTime() + CONFIRMATION_LINK_MS),
    settings.secret,
  );
  const url = new URL(API_ROUTES.newsletterConfirm, settings.siteOrigin);
  url.searchParams.set("token", token);
  return url.href;
}

/**
 * The confirmation request: the e-mail that asks a subscriber to confirm their address. Its link expires
 * CONFIRMATION_LINK_DAYS after it is sent; it is signed when the e-mail is sent, not when it was
 * queued, so a mail delayed by retries still carries a link that works for the whole time.
 */
export function confirmationRequestMail(
  subscription: StoredSubscription,
  settings: MailSettings & ConfirmationLinkSettings,
  now: Date,
): OutgoingMail {
  const lines = [
    `Thank you for signing up to the ${settings.siteName} newsletter.`,
    "",
    "Please confirm your address by opening this link and pressing the button on the page:",
    "",
    confirmationLink(subscription, settings, now),
    "",
    `The link works for ${CONFIRMATION_LINK_DAYS} days. After that, sign up again on our website to get a new one.`,
    "",
    "If you did not sign up, ignore this e-mail: without your confirmation you will not be subscribed.",
    "",
  ];
  return subscriberMail(
    subscription,
    settings,
    (siteName) => `Please confirm your subscription to the ${siteName} newsletter`,
    lines,
  );
}
