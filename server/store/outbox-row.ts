import { ENQUIRY_COLUMNS, type EnquiryRow, toEnquiry } from "./enquiry-row.ts";
import type { FailedWebhook, LeadRef, OutboxEntry, QueuedMail, QueuedWebhook } from "./leads-store.ts";
import { iso, type SubscriptionRow, toSubscription } from "./subscription-row.ts";

/**
 * An outbox row with what it is about: the enquiry's columns (null for a subscription's row) and
 * the subscription's, prefixed `s_` (null for an enquiry's).
 */
export type OutboxRow = { [K in keyof EnquiryRow]: EnquiryRow[K] | null } & {
  outbox_id: number | string;
  attempts: number;
  queued_at: string | Date;
  /** The hook a webhook delivery goes to; null for an e-mail. */
  webhook: string | null;
  /** A subscriber's e-mail is the confirmation request unless this is set (1 or true). */
  already_subscribed: number | boolean;
  s_id: number | string | null;
  s_email: string | null;
  s_subscribed_at: string | Date | null;
  s_confirmed_at: string | Date | null;
  s_unsubscribed_at: string | Date | null;
  s_spam_reason: string | null;
};

/** PostgreSQL text cannot hold NUL characters, and neither store keeps more than this of an error. */
export const errorText = (error: string) => error.replaceAll("\u0000", "").slice(0, 1000);

/** From `outbox o LEFT JOIN enquiries e … LEFT JOIN subscriptions s …`. */
export const OUTBOX_COLUMNS = `o.id AS outbox_id, o.attempts, o.queued_at, o.webhook, o.already_subscribed, ${ENQUIRY_COLUMNS},
  s.id AS s_id, s.email AS s_email, s.subscribed_at AS s_subscribed_at, s.confirmed_at AS s_confirmed_at,
  s.unsubscribed_at AS s_unsubscribed_at, s.spam_reason AS s_spam_reason`;

export const OUTBOX_JOINS =
  "outbox o LEFT JOIN enquiries e ON e.id = o.enquiry_id LEFT JOIN subscriptions s ON s.id = o.subscription_id";

/** The subscription a row is about, if it is about one. */
function subscriptionOf(row: OutboxRow) {
  if (row.s_id === null || row.s_email === null || row.s_subscribed_at === null) return undefined;
  const subscription: SubscriptionRow = {
    id: row.s_id,
    email: row.s_email,
    subscribed_at: row.s_subscribed_at,
    confirmed_at: row.s_confirmed_at,
    unsubscribed_at: row.s_unsubscribed_at,
    spam_reason: row.s_spam_reason,
  };
  return toSubscription(subscription);
}

/** The queued e-mail a row holds; its kind follows from which subject the row names. */
export function toQueued(row: OutboxRow): QueuedMail {
  const id = Number(row.outbox_id);
  const subscription = subscriptionOf(row);
  if (subscription) {
    return {
      kind: row.already_subscribed ? "already-subscribed-notice" : "confirmation-request",
      id,
      attempts: row.attempts,
      subscription,
    };
  }
  // The schema's CHECK makes every other row an enquiry's.
  return { kind: "enquiry-notice", id, attempts: row.attempts, enquiry: toEnquiry(row as EnquiryRow) };
}

/** The queued webhook delivery a row (one with `webhook` set) holds. */
export function toQueuedWebhook(row: OutboxRow): QueuedWebhook {
  const subscription = subscriptionOf(row);
  return {
    id: Number(row.outbox_id),
    attempts: row.attempts,
    queuedAt: iso(row.queued_at),
    target: row.webhook ?? "",
    lead: subscription
      ? { kind: "subscription", subscription }
      : { kind: "enquiry", enquiry: toEnquiry(row as EnquiryRow) },
  };
}

/** An outbox row as a data request or the failed deliveries show it, without the lead's fields. */
export interface OutboxEntryRow {
  id: number | string;
  enquiry_id: number | string | null;
  subscription_id: number | string | null;
  webhook: string | null;
  queued_at: string | Date;
  attempts: number;
  sent_at: string | Date | null;
  failed_at: string | Date | null;
  last_error: string | null;
}

export const OUTBOX_ENTRY_COLUMNS =
  "o.id, o.enquiry_id, o.subscription_id, o.webhook, o.queued_at, o.attempts, o.sent_at, o.failed_at, o.last_error";

const leadOf = (row: OutboxEntryRow): LeadRef =>
  row.enquiry_id !== null
    ? { enquiry: Number(row.enquiry_id) }
    : { subscription: Number(row.subscription_id) };

export function toOutboxEntry(row: OutboxEntryRow): OutboxEntry {
  return {
    id: Number(row.id),
    channel: row.webhook === null ? "mail" : "webhook",
    target: row.webhook,
    about: leadOf(row),
    state: row.sent_at !== null ? "sent" : row.failed_at !== null ? "failed" : "queued",
    queuedAt: iso(row.queued_at),
    attempts: row.attempts,
    sentAt: row.sent_at === null ? null : iso(row.sent_at),
    failedAt: row.failed_at === null ? null : iso(row.failed_at),
    lastError: row.last_error,
  };
}

export function toFailedWebhook(row: OutboxEntryRow): FailedWebhook {
  return {
    id: Number(row.id),
    target: row.webhook ?? "",
    lead: leadOf(row),
    queuedAt: iso(row.queued_at),
    failedAt: iso(row.failed_at ?? row.queued_at),
    attempts: row.attempts,
    lastError: row.last_error,
  };
}

/** An outbox row `o` still queued: neither sent nor given up. */
export const WAITING = "o.sent_at IS NULL AND o.failed_at IS NULL";
