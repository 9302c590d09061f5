import { describe, expect, it } from "vitest";
import type { LeadsStore, RetentionCutoffs } from "../../../server/store/leads-store.ts";
import { type ContractContext, enquiryFrom, sendMailsDue } from "./store-contract-context.ts";

/** The cutoffs of 730 days for enquiries and 30 for the rest, on 2026-11-01. */
const CUTOFFS: RetentionCutoffs = {
  enquiriesBefore: new Date("2024-11-01T00:00:00.000Z"),
  pendingBefore: new Date("2026-10-02T00:00:00.000Z"),
  spamBefore: new Date("2026-10-02T00:00:00.000Z"),
  unsubscribedBefore: new Date("2026-10-02T00:00:00.000Z"),
};

const emails = async (store: LeadsStore) => ({
  enquiries: (await store.listEnquiries()).map((row) => row.email),
  spamEnquiries: (await store.listEnquiries({ spam: true })).map((row) => row.email),
  subscriptions: (await store.listSubscriptions()).map((row) => `${row.email} ${row.state}`),
  spamSubscriptions: (await store.listSubscriptions({ spam: true })).map((row) => row.email),
});

/** Moves every e-mail due now to 2030, as a failing SMTP server would: it stays queued. */
async function holdBack(store: LeadsStore): Promise<void> {
  for (const item of await store.dueMails(new Date(), 10)) {
    await store.markFailed(item.id, "connect ECONNREFUSED", new Date("2030-01-01T00:00:00.000Z"));
  }
}

/** Deleting what is older than its cutoff, in batches, never what a queued delivery is about. */
export function describeRetention({ open, at }: ContractContext): void {
  describe("retention", () => {
    it("deletes leads past their cutoffs, with their outbox and history, and keeps the rest", async () => {
      const store = await open();
      at("2024-06-01T09:00:00.000Z");
      await store.saveEnquiry(enquiryFrom("old@example.org"), "t1", { webhooks: ["hook-a"] });
      const [oldHook] = await store.claimDueWebhooks(new Date(), 1, new Date(), ["hook-a"]);
      await store.markGivenUp(oldHook?.id ?? 0, "HTTP 410 Gone", new Date());
      const confirmed = await store.saveSubscription("reader@example.org");
      await sendMailsDue(store, "2024-06-01T09:00:00.000Z");
      await store.confirmSubscription(confirmed.id, new Date());
      // The notice of queued@ is still waiting to go out: that enquiry stays whatever its age.
      await store.saveEnquiry(enquiryFrom("queued@example.org"), "t2");
      await holdBack(store);

      at("2026-01-01T09:00:00.000Z");
      await store.saveEnquiry(enquiryFrom("recent@example.org"), "t3");
      at("2026-09-01T09:00:00.000Z");
      await store.saveEnquiry(enquiryFrom("bot@example.org"), "t4", { spam: "links" });
      await store.saveSubscription("botsub@example.org", { spam: "honeypot" });
      await store.saveSubscription("never@example.org");
      await store.saveSubscription("again@example.org");
      const left = await store.saveSubscription("left@example.org");
      await sendMailsDue(store, "2026-09-01T09:00:00.000Z");
      await store.saveSubscription("stuck@example.org");
      await holdBack(store); // its confirmation request stays queued
      await store.confirmSubscription(left.id, new Date("2026-09-02T09:00:00.000Z"));
      await store.unsubscribe(left.id, new Date("2026-09-15T09:00:00.000Z"));
      at("2026-10-20T09:00:00.000Z");
      await store.saveSubscription("again@example.org"); // signed up again: its 30 days start anew
      await store.saveEnquiry(enquiryFrom("bot2@example.org"), "t5", { spam: "links" });
      const stays = await store.saveSubscription("stays@example.org");
      await sendMailsDue(store, "2026-10-20T09:00:00.000Z");
      await store.confirmSubscription(stays.id, new Date());
      await store.unsubscribe(stays.id, new Date("2026-10-25T09:00:00.000Z"));

      const expired = {
        enquiries: 1,
        spamEnquiries: 1,
        pendingSubscriptions: 1,
        spamSubscriptions: 1,
        unsubscribedSubscriptions: 1,
      };
      expect(await store.countExpired(CUTOFFS)).toEqual(expired);
      expect(await store.purgeExpired(CUTOFFS, 100)).toEqual(expired);
      expect(await store.countExpired(CUTOFFS)).toEqual({
        enquiries: 0,
        spamEnquiries: 0,
        pendingSubscriptions: 0,
        spamSubscriptions: 0,
        unsubscribedSubscriptions: 0,
      });
      expect(await emails(store)).toEqual({
        enquiries: ["queued@example.org", "recent@example.org"],
        spamEnquiries: ["bot2@example.org"],
        subscriptions: [
          "reader@example.org confirmed",
          "again@example.org pending",
          "stuck@example.org pending",
          "stays@example.org unsubscribed",
        ],
        spamSubscriptions: [],
      });
      for (const gone of ["old@example.org", "never@example.org", "left@example.org", "botsub@example.org"]) {
        expect(await store.findByEmail(gone)).toEqual({ enquiries: [], subscriptions: [], outbox: [] });
      }
      expect(await store.webhookSummary()).toMatchObject({ failed: 0 });
      expect(await store.outboxSummary()).toMatchObject({ queued: 2 });
    });

    it("deletes in batches of the limit given", async () => {
      const store = await open();
      at("2020-01-01T00:00:00.000Z");
      for (let n = 1; n <= 5; n += 1) await store.saveEnquiry(enquiryFrom(`n${n}@example.org`), `t${n}`);
      await sendMailsDue(store, "2020-01-02T00:00:00.000Z");
      const batches = [];
      for (let round = 0; round < 4; round += 1)
        batches.push((await store.purgeExpired(CUTOFFS, 2)).enquiries);
      expect(batches).toEqual([2, 2, 1, 0]);
      expect(await store.listEnquiries()).toEqual([]);
    });
  });
}
