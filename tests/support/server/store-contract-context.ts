import type { EnquiryInput, LeadsStore } from "../../../server/store/leads-store.ts";
import type { LeadsStoreHarness } from "./store-contract.ts";

/** What each part of the store contract gets from describeLeadsStoreContract. */
export interface ContractContext {
  /** Opens the test's store (closed after the test). */
  open(options?: { readonly?: boolean }): Promise<LeadsStore>;
  /** Sets the clock (Date only) to this moment. */
  at(iso: string): void;
  harness(): LeadsStoreHarness;
}

export const PART_ENQUIRY: EnquiryInput = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.org",
  phone: "",
  company: "Analytical Engines",
  serviceInterest: "Custom Software Development",
  budget: "discuss",
  description: "A new loom controller.",
};

/** An enquiry from `email` with this description. */
export const enquiryFrom = (email: string, description = PART_ENQUIRY.description): EnquiryInput => ({
  ...PART_ENQUIRY,
  email,
  description,
});

/** Marks every e-mail due by `iso` sent at that moment, as the outbox would. */
export async function sendMailsDue(store: LeadsStore, iso: string): Promise<void> {
  for (const item of await store.dueMails(new Date(iso), 100)) await store.markSent(item.id, new Date(iso));
}

/** Marks every delivery to these hooks due by `iso` delivered at that moment. */
export async function deliverWebhooksDue(
  store: LeadsStore,
  iso: string,
  hooks: readonly string[],
): Promise<void> {
  const now = new Date(iso);
  for (const item of await store.claimDueWebhooks(now, 100, now, hooks)) await store.markSent(item.id, now);
}

/** What a store from before spam, unsubscribing and webhooks holds (LeadsStoreHarness.writeBeforeLeadsUpkeep). */
export const BEFORE_LEADS_UPKEEP = {
  confirmed: {
    email: "kept@example.org",
    subscribedAt: "2026-10-01T09:00:00.000Z",
    confirmedAt: "2026-10-01T10:00:00.000Z",
  },
  /** Pending, its confirmation request queued and tried once. */
  pending: { email: "waiting@example.org", subscribedAt: "2026-10-03T09:00:00.000Z", lastError: "timeout" },
  /** Its enquiry notice sent a minute after. */
  enquiry: {
    email: "ada@example.org",
    receivedAt: "2026-10-02T09:00:00.000Z",
    sentAt: "2026-10-02T09:01:00.000Z",
    description: "old",
    tokenHash: "token-old",
  },
} as const;
