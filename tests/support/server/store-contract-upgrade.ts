import { describe, expect, it } from "vitest";
import {
  BEFORE_LEADS_UPKEEP,
  type ContractContext,
  enquiryFrom,
  sendMailsDue,
} from "./store-contract-context.ts";

/** A store of the release before spam, unsubscribing and webhooks, opened by this one. */
export function describeUpgradeToLeadsUpkeep({ open, at, harness }: ContractContext): void {
  describe("migrating a store from before spam, unsubscribing and webhooks", () => {
    it("keeps every lead and e-mail as it was, received, pending or confirmed, and goes on from there", async () => {
      const { confirmed, pending, enquiry } = BEFORE_LEADS_UPKEEP;
      await harness().writeBeforeLeadsUpkeep();
      const store = await open();
      expect(await store.listEnquiries()).toEqual([
        expect.objectContaining({
          id: 1,
          email: enquiry.email,
          receivedAt: enquiry.receivedAt,
          description: enquiry.description,
          state: "received",
          spamReason: null,
        }),
      ]);
      const kept = { unsubscribedAt: null, spamReason: null };
      expect(await store.listSubscriptions()).toEqual([
        { id: 1, ...confirmed, state: "confirmed", ...kept },
        {
          id: 2,
          email: pending.email,
          subscribedAt: pending.subscribedAt,
          state: "pending",
          confirmedAt: null,
          ...kept,
        },
      ]);
      expect(await store.outboxSummary()).toMatchObject({ sent: 1, queued: 1, lastError: pending.lastError });
      expect(await store.hasEnquiryWithToken(enquiry.tokenHash)).toBe(true);
      const found = await store.findByEmail(pending.email);
      expect(found.subscriptions[0]?.history).toEqual([]);
      expect(found.outbox.map((entry) => [entry.channel, entry.state, entry.attempts])).toEqual([
        ["mail", "queued", 1],
      ]);

      // The old pending address is confirmed and posted; its e-mails and a new enquiry go on.
      at("2026-11-01T10:00:00.000Z");
      await sendMailsDue(store, "2026-11-01T10:00:00.000Z");
      await store.confirmSubscription(2, new Date(), ["hook-a"]);
      const next = await store.saveEnquiry(enquiryFrom("b@example.org", "new"), "token-new", {
        webhooks: ["hook-a"],
      });
      expect(next).toEqual({ created: true, id: 2 });
      const later = new Date("2026-11-01T10:00:01.000Z");
      expect(
        (await store.claimDueWebhooks(later, 10, later, ["hook-a"])).map((item) => item.lead.kind),
      ).toEqual(["subscription", "enquiry"]);
      expect(await store.outboxSummary()).toMatchObject({ sent: 2, queued: 1 });
      // Retention counts a subscription without history from when it signed up.
      const cutoff = new Date("2027-01-01T00:00:00.000Z");
      expect(
        await store.countExpired({
          enquiriesBefore: cutoff,
          pendingBefore: cutoff,
          spamBefore: cutoff,
          unsubscribedBefore: cutoff,
        }),
      ).toMatchObject({ enquiries: 1, pendingSubscriptions: 0 });
    });
  });
}
