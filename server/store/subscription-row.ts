import type { StoredSubscription } from "./leads-store.ts";

/** A subscriptions row as both SQL stores select it: ids and times come back as each driver has them. */
export interface SubscriptionRow {
  id: number | string;
  email: string;
  subscribed_at: string | Date;
  confirmed_at: string | Date | null;
}

/** The columns of a SubscriptionRow, from the `subscriptions` table aliased `s`. */
export const SUBSCRIPTION_COLUMNS = "s.id, s.email, s.subscribed_at, s.confirmed_at";

const iso = (time: string | Date) => (time instanceof Date ? time.toISOString() : time);

export function toSubscription(row: SubscriptionRow): StoredSubscription {
  return {
    id: Number(row.id),
    email: row.email,
    subscribedAt: iso(row.subscribed_at),
    state: row.confirmed_at === null ? "pending" : "confirmed",
    confirmedAt: row.confirmed_at === null ? null : iso(row.confirmed_at),
  };
}
