import type { RetentionCounts, RetentionCutoffs } from "./leads-store.ts";
import { WAITING } from "./outbox-row.ts";

/** A delivery about the lead (aliased `x`) is still waiting to go out. */
const queued = (column: "enquiry_id" | "subscription_id") =>
  `EXISTS (SELECT 1 FROM outbox o WHERE o.${column} = x.id AND ${WAITING})`;

/** A subscription's last sign-up, confirmation or release: its history's newest entry. */
const LAST_ACTIVITY =
  "coalesce((SELECT max(v.at) FROM subscription_events v WHERE v.subscription_id = x.id), x.subscribed_at)";

export interface ExpiredLeads {
  table: "enquiries" | "subscriptions";
  cutoff: keyof RetentionCutoffs;
  /** The condition on the lead `x`, given where the cutoff's value goes. */
  where(cutoff: string): string;
}

/**
 * Which leads retention deletes, one kind of RetentionCounts each, in SQL both stores run (each
 * with its own parameter syntax): never one with a delivery still queued, so an enquiry the team
 * was not told about yet, or a confirmation request on its way, stays.
 */
export const EXPIRED_LEADS: Record<keyof RetentionCounts, ExpiredLeads> = {
  enquiries: {
    table: "enquiries",
    cutoff: "enquiriesBefore",
    where: (cutoff) => `x.spam_reason IS NULL AND x.received_at < ${cutoff} AND NOT ${queued("enquiry_id")}`,
  },
  spamEnquiries: {
    table: "enquiries",
    cutoff: "spamBefore",
    where: (cutoff) =>
      `x.spam_reason IS NOT NULL AND x.received_at < ${cutoff} AND NOT ${queued("enquiry_id")}`,
  },
  pendingSubscriptions: {
    table: "subscriptions",
    cutoff: "pendingBefore",
    where: (cutoff) =>
      `x.spam_reason IS NULL AND x.unsubscribed_at IS NULL AND x.confirmed_at IS NULL AND ${LAST_ACTIVITY} < ${cutoff} AND NOT ${queued("subscription_id")}`,
  },
  spamSubscriptions: {
    table: "subscriptions",
    cutoff: "spamBefore",
    where: (cutoff) =>
      `x.spam_reason IS NOT NULL AND ${LAST_ACTIVITY} < ${cutoff} AND NOT ${queued("subscription_id")}`,
  },
  unsubscribedSubscriptions: {
    table: "subscriptions",
    cutoff: "unsubscribedBefore",
    where: (cutoff) =>
      `x.spam_reason IS NULL AND x.unsubscribed_at < ${cutoff} AND NOT ${queued("subscription_id")}`,
  },
};

export const RETENTION_KINDS = Object.keys(EXPIRED_LEADS) as (keyof RetentionCounts)[];

/** The ids of one kind of expired lead, oldest first, at most `limit`. */
export function expiredIdsSql(kind: ExpiredLeads, cutoff: string, limit: string): string {
  return `SELECT x.id FROM ${kind.table} x WHERE ${kind.where(cutoff)} ORDER BY x.id LIMIT ${limit}`;
}

/** How many leads of one kind are expired. */
export function expiredCountSql(kind: ExpiredLeads, cutoff: string): string {
  return `SELECT count(*) AS n FROM ${kind.table} x WHERE ${kind.where(cutoff)}`;
}

/** Leads to delete: enquiries and subscriptions by id. */
export interface LeadIds {
  enquiries: number[];
  subscriptions: number[];
}

/** Every count 0: what a run that found nothing answers. */
export function noCounts(): RetentionCounts {
  return {
    enquiries: 0,
    spamEnquiries: 0,
    pendingSubscriptions: 0,
    spamSubscriptions: 0,
    unsubscribedSubscriptions: 0,
  };
}
