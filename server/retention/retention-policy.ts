import type { LeadsSettings } from "../config.ts";
import type { LeadsStore, RetentionCounts, RetentionCutoffs } from "../store/leads-store.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Leads kept aside as spam are deleted this many days after they came in, unless released. */
export const SPAM_DAYS = 30;

/**
 * An unsubscribed address is deleted this many days after it unsubscribed: long enough for whoever
 * sends the newsletter from an export to see it leave (`site leads list`), no longer.
 */
export const UNSUBSCRIBED_DAYS = 30;

/** How many leads of each kind one transaction deletes: short, so form posts never wait long. */
export const PURGE_BATCH = 100;

export type RetentionPeriods = Pick<LeadsSettings, "enquiryRetentionDays" | "pendingSubscriptionDays">;

/** What is older than these at `now` is deleted: the periods counted back from `now`. */
export function retentionCutoffs(periods: RetentionPeriods, now: Date): RetentionCutoffs {
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS);
  return {
    enquiriesBefore: before(periods.enquiryRetentionDays),
    pendingBefore: before(periods.pendingSubscriptionDays),
    spamBefore: before(SPAM_DAYS),
    unsubscribedBefore: before(UNSUBSCRIBED_DAYS),
  };
}

/**
 * Deletes everything past the cutoffs, PURGE_BATCH of each kind per transaction, pausing between
 * them; resolves with how many of each it deleted.
 */
export async function purgeExpired(
  store: Pick<LeadsStore, "purgeExpired">,
  cutoffs: RetentionCutoffs,
  batch = PURGE_BATCH,
): Promise<RetentionCounts> {
  let total: RetentionCounts | undefined;
  for (;;) {
    const round = await store.purgeExpired(cutoffs, batch);
    const kinds = Object.keys(round) as (keyof RetentionCounts)[];
    if (total === undefined) total = round;
    else for (const kind of kinds) total[kind] += round[kind];
    if (kinds.every((kind) => round[kind] < batch)) return total;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** What one retention run did: the leads deleted of each kind, and the webhook deliveries given up. */
export type RetentionOutcome = RetentionCounts & { webhooksGivenUp: number };

/**
 * One retention run, as the server does it every hour and `site leads purge` on demand: gives up
 * webhook deliveries queued longer than `giveUpMs` (also those to a hook no server knows any more,
 * which would otherwise hold their lead forever), then deletes what is past its period at `now`.
 */
export async function applyRetention(
  store: Pick<LeadsStore, "purgeExpired" | "giveUpWebhooks">,
  options: { periods: RetentionPeriods; giveUpMs: number; now: Date; batch?: number },
): Promise<RetentionOutcome> {
  const { periods, giveUpMs, now } = options;
  const webhooksGivenUp = await store.giveUpWebhooks(new Date(now.getTime() - giveUpMs), now);
  const deleted = await purgeExpired(store, retentionCutoffs(periods, now), options.batch ?? PURGE_BATCH);
  return { ...deleted, webhooksGivenUp };
}
