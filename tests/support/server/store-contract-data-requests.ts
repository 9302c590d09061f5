import { describe, expect, it } from "vitest";
import { StoreOpenError } from "../../../server/store/leads-store.ts";
import { type ContractContext, enquiryFrom, sendMailsDue } from "./store-contract-context.ts";

const HOOKS = ["hook-a"];

/** Everything about one address found, and erased without touching anyone else's. */
export function describeDataRequests({ open, at }: ContractContext): void {
  describe("data requests", () => {
    it("find everything about an address in any spelling, and erase that and nothing else", async () => {
      const store = await open();
      at("2026-11-01T10:00:00.000Z");
      const first = await store.saveEnquiry(enquiryFrom("ann@example.org"), "t1", { webhooks: HOOKS });
      const spam = await store.saveEnquiry(enquiryFrom("ANN@Example.org", "http://x.example"), "t2", {
        spam: "only-a-link",
      });
      const bobs = await store.saveEnquiry(enquiryFrom("bob@example.org"), "t3", { webhooks: HOOKS });
      const ann = await store.saveSubscription("Ann@example.org");
      const bob = await store.saveSubscription("bob@example.org");
      await sendMailsDue(store, "2026-11-01T10:00:00.000Z");
      at("2026-11-01T11:00:00.000Z");
      await store.confirmSubscription(ann.id, new Date(), HOOKS);
      await store.confirmSubscription(bob.id, new Date(), HOOKS);
      const bobBefore = await store.findByEmail("bob@example.org");

      const found = await store.findByEmail("ann@EXAMPLE.org");
      expect(found.enquiries.map((row) => [row.id, row.state])).toEqual([
        [first.id, "received"],
        [spam.id, "spam"],
      ]);
      expect(found.subscriptions).toEqual([
        {
          id: ann.id,
          email: "Ann@example.org",
          subscribedAt: "2026-11-01T10:00:00.000Z",
          state: "confirmed",
          confirmedAt: "2026-11-01T11:00:00.000Z",
          unsubscribedAt: null,
          spamReason: null,
          history: [
            { at: "2026-11-01T10:00:00.000Z", event: "signed-up" },
            { at: "2026-11-01T11:00:00.000Z", event: "confirmed" },
          ],
        },
      ]);
      expect(found.outbox.map((entry) => [entry.channel, entry.target, entry.about, entry.state])).toEqual([
        ["mail", null, { enquiry: first.id }, "sent"],
        ["webhook", "hook-a", { enquiry: first.id }, "queued"],
        ["mail", null, { subscription: ann.id }, "sent"],
        ["webhook", "hook-a", { subscription: ann.id }, "queued"],
      ]);
      expect(found.outbox[0]).toMatchObject({
        queuedAt: "2026-11-01T10:00:00.000Z",
        sentAt: expect.any(String),
      });

      const reader = await open({ readonly: true });
      await expect(reader.eraseByEmail("ann@example.org")).rejects.toThrow(StoreOpenError);
      expect(await store.eraseByEmail("ANN@example.org")).toEqual(found);
      expect(await store.findByEmail("ann@example.org")).toEqual({
        enquiries: [],
        subscriptions: [],
        outbox: [],
      });
      expect(await store.eraseByEmail("ann@example.org")).toEqual({
        enquiries: [],
        subscriptions: [],
        outbox: [],
      });

      // Bob's leads and their outbox are as they were.
      expect(await store.findByEmail("bob@example.org")).toEqual(bobBefore);
      expect(bobBefore.enquiries.map((row) => row.id)).toEqual([bobs.id]);
      expect(bobBefore.outbox).toHaveLength(4);
      expect((await store.listEnquiries()).map((row) => row.email)).toEqual(["bob@example.org"]);
      expect(await store.listEnquiries({ spam: true })).toEqual([]);
      expect((await store.listSubscriptions()).map((row) => row.email)).toEqual(["bob@example.org"]);
      expect(await store.webhookSummary()).toMatchObject({ queued: 2 });
    });

    it("a read-only store refuses to purge, release or unsubscribe", async () => {
      const writer = await open();
      const { id } = await writer.saveSubscription("ann@example.org", { spam: "honeypot" });
      const reader = await open({ readonly: true });
      const now = new Date();
      await expect(
        reader.purgeExpired(
          { enquiriesBefore: now, pendingBefore: now, spamBefore: now, unsubscribedBefore: now },
          10,
        ),
      ).rejects.toThrow(/read-only/);
      await expect(reader.releaseSpam({ subscription: id }, now, [])).rejects.toThrow(/read-only/);
      await expect(reader.unsubscribe(id, now)).rejects.toThrow(/read-only/);
      await expect(reader.markGivenUp(1, "x", now)).rejects.toThrow(/read-only/);
      expect((await reader.subscriptionById(id))?.state).toBe("spam");
    });
  });
}
