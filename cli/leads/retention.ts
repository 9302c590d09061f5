import type { LeadsSettings, RetentionCounts, RetentionOutcome } from "../../server/index.ts";

/** How one count of RetentionCounts reads, for one and for many. */
const KINDS: Record<keyof RetentionCounts, [string, string]> = {
  enquiries: ["enquiry", "enquiries"],
  spamEnquiries: ["enquiry kept as spam", "enquiries kept as spam"],
  pendingSubscriptions: ["unconfirmed subscription", "unconfirmed subscriptions"],
  spamSubscriptions: ["subscription kept as spam", "subscriptions kept as spam"],
  unsubscribedSubscriptions: ["unsubscribed address", "unsubscribed addresses"],
};

/** `3 enquiries, 0 enquiries kept as spam, …`: every kind, in a fixed order, zeros too. */
function describeCounts(deleted: RetentionCounts): string {
  return (Object.keys(KINDS) as (keyof RetentionCounts)[])
    .map((kind) => {
      const [one, many] = KINDS[kind];
      return `${deleted[kind]} ${deleted[kind] === 1 ? one : many}`;
    })
    .join(", ");
}

/** The periods in force, as `site leads purge` applies them (the server's settings). */
export function describePeriods(
  settings: Pick<LeadsSettings, "enquiryRetentionDays" | "pendingSubscriptionDays" | "webhookGiveUpHours">,
  fixed: { spamDays: number; unsubscribedDays: number },
): string {
  return (
    `Kept: enquiries ${settings.enquiryRetentionDays} days (ENQUIRY_RETENTION_DAYS), unconfirmed subscriptions ` +
    `${settings.pendingSubscriptionDays} days after their last sign-up (PENDING_SUBSCRIPTION_DAYS), spam ` +
    `${fixed.spamDays} days, unsubscribed addresses ${fixed.unsubscribedDays} days; confirmed subscriptions ` +
    "until they unsubscribe. A lead with an e-mail or webhook delivery still queued is kept."
  );
}

/** What a dry run would delete. */
export const describeWouldDelete = (expired: RetentionCounts) => `Would delete ${describeCounts(expired)}.`;

/** What a purge deleted, and the webhook deliveries it gave up. */
export function describePurged(outcome: RetentionOutcome, giveUpHours: number): string {
  const givenUp = outcome.webhooksGivenUp;
  const deliveries = `${givenUp} webhook ${givenUp === 1 ? "delivery" : "deliveries"}`;
  return `Deleted ${describeCounts(outcome)}; gave up ${deliveries} queued longer than ${giveUpHours} h.`;
}
