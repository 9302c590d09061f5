import type { StoredSubscription, SubscriptionState } from "./leads-store.ts";

/** A subscriptions row as both SQL stores select it: ids and times come back as each driver has them. */
export interface SubscriptionRow {
  id: number | string;
  email: string;
  subscribed_at: string | Date;
  confirmed_at: string | Date | null;
  unsubscribed_at: string | Date | null;
  spam_reason: string | null;
}

/** The columns of a SubscriptionRow, from the `subscriptions` table aliased `s`. */
export const SUBSCRIPTION_COLUMNS =
  "s.id, s.email, s.subscribed_at, s.confirmed_at, s.unsubscribed_at, s.spam_reason";

/** An ISO 8601 string, from either driver's time. */
export const iso = (time: string | Date) => (time instanceof Date ? time.toISOString() : time);
const isoOrNull = (time: string | Date | null) => (time === null ? null : iso(time));

/** The state the columns say: spam, else unsubscribed, else confirmed, else pending. */
export function subscriptionState(
  row: Omit<SubscriptionRow, "id" | "email" | "subscribed_at">,
): SubscriptionState {
  if (row.spam_reason !== null) return "spam";
  if (row.unsubscribed_at !== null) return "unsubscribed";
  return row.confirmed_at === null ? "pending" : "confirmed";
}

export function toSubscription(row: SubscriptionRow): StoredSubscription {
  return {
    id: Number(row.id),
    email: row.email,
    subscribedAt: iso(row.subscribed_at),
    state: subscriptionState(row),
    confirmedAt: isoOrNull(row.confirmed_at),
    unsubscribedAt: isoOrNull(row.unsubscribed_at),
    spamReason: row.spam_reason,
  };
}
