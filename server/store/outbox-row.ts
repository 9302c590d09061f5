import { ENQUIRY_COLUMNS, type EnquiryRow, toEnquiry } from "./enquiry-row.ts";
import type { QueuedMail } from "./leads-store.ts";
import { type SubscriptionRow, toSubscription } from "./subscription-row.ts";

/**
 * An outbox row with what its e-mail is about: the enquiry's columns (null for a subscriber's
 * e-mail) and the subscription's, prefixed `s_` (null for an enquiry notice).
 */
export type OutboxRow = { [K in keyof EnquiryRow]: EnquiryRow[K] | null } & {
  outbox_id: number | string;
  attempts: number;
  /** A subscriber's e-mail is the confirmation request unless this is set (1 or true). */
  already_subscribed: number | boolean;
  s_id: number | string | null;
  s_email: string | null;
  s_subscribed_at: string | Date | null;
  s_confirmed_at: string | Date | null;
};

/** From `outbox o LEFT JOIN enquiries e … LEFT JOIN subscriptions s …`. */
export const OUTBOX_COLUMNS = `o.id AS outbox_id, o.attempts, o.already_subscribed, ${ENQUIRY_COLUMNS},
  s.id AS s_id, s.email AS s_email, s.subscribed_at AS s_subscribed_at, s.confirmed_at AS s_confirmed_at`;

export const OUTBOX_JOINS =
  "outbox o LEFT JOIN enquiries e ON e.id = o.enquiry_id LEFT JOIN subscriptions s ON s.id = o.subscription_id";

/** The queued e-mail a row holds; its kind follows from which subject the row names. */
export function toQueued(row: OutboxRow): QueuedMail {
  const id = Number(row.outbox_id);
  if (row.s_id !== null && row.s_email !== null && row.s_subscribed_at !== null) {
    const subscription: SubscriptionRow = {
      id: row.s_id,
      email: row.s_email,
      subscribed_at: row.s_subscribed_at,
      confirmed_at: row.s_confirmed_at,
    };
    return {
      kind: row.already_subscribed ? "already-subscribed-notice" : "confirmation-request",
      id,
      attempts: row.attempts,
      subscription: toSubscription(subscription),
    };
  }
  // The schema's CHECK makes every other row an enquiry's.
  return { kind: "enquiry-notice", id, attempts: row.attempts, enquiry: toEnquiry(row as EnquiryRow) };
}
