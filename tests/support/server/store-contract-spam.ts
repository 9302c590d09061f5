import { describe, expect, it } from "vitest";
import { type ContractContext, enquiryFrom, PART_ENQUIRY, sendMailsDue } from "./store-contract-context.ts";

const HOOKS = ["hook-a", "hook-b"];

/** Leads kept aside as spam and released, enquiries posted to hooks, and unsubscribing. */
export function describeSpamAndUnsubscribing({ open, at }: ContractContext): void {
  describe("spam", () => {
    it("an enquiry kept as spam is stored with its reason, queues nothing, and is listed only as spam", async () => {
      const store = await open();
      at("2026-11-01T10:00:00.000Z");
      const saved = await store.saveEnquiry(PART_ENQUIRY, "token-1", { spam: "honeypot", webhooks: HOOKS });
      expect(saved).toEqual({ created: true, id: expect.any(Number) });
      expect(await store.listEnquiries()).toEqual([]);
      expect(await store.listEnquiries({ spam: true })).toEqual([
        {
          ...PART_ENQUIRY,
          id: saved.id,
          receivedAt: "2026-11-01T10:00:00.000Z",
          state: "spam",
          spamReason: "honeypot",
        },
      ]);
      expect(await store.dueMails(new Date("2026-11-02T00:00:00.000Z"), 10)).toEqual([]);
      expect(await store.webhookSummary()).toMatchObject({ queued: 0, delivered: 0, failed: 0 });
      // Its token is used: the same submission again is a resend.
      expect(await store.saveEnquiry(PART_ENQUIRY, "token-1")).toEqual({ created: false, id: saved.id });
    });

    it("a received enquiry queues its notice and one delivery per hook in the same write", async () => {
      const store = await open();
      const { id } = await store.saveEnquiry(PART_ENQUIRY, "token-1", { webhooks: HOOKS });
      const later = new Date(Date.now() + 1000);
      expect((await store.dueMails(later, 10)).map((item) => item.kind)).toEqual(["enquiry-notice"]);
      expect(await store.claimDueWebhooks(later, 10, later, ["hook-c"])).toEqual([]);
      const deliveries = await store.claimDueWebhooks(later, 10, later, HOOKS);
      expect(deliveries.map((item) => [item.target, item.lead])).toEqual([
        ["hook-a", { kind: "enquiry", enquiry: expect.objectContaining({ id, state: "received" }) }],
        ["hook-b", { kind: "enquiry", enquiry: expect.objectContaining({ id, state: "received" }) }],
      ]);
      // The e-mails' summary counts e-mails only.
      expect(await store.outboxSummary()).toMatchObject({ queued: 1 });
      expect(await store.webhookSummary()).toMatchObject({ queued: 2 });
    });

    it("a released enquiry is received, and its notice and deliveries are queued once", async () => {
      const store = await open();
      const { id } = await store.saveEnquiry(PART_ENQUIRY, "token-1", { spam: "links" });
      const received = await store.saveEnquiry(PART_ENQUIRY, "token-2");
      expect(await store.releaseSpam({ enquiry: id }, new Date(), ["hook-a"])).toEqual({
        mails: 1,
        webhooks: 1,
      });
      expect(await store.releaseSpam({ enquiry: id }, new Date(), ["hook-a"])).toBeUndefined();
      expect(await store.releaseSpam({ enquiry: received.id }, new Date(), ["hook-a"])).toBeUndefined();
      expect(await store.releaseSpam({ enquiry: id + 1000 }, new Date(), [])).toBeUndefined();
      expect((await store.listEnquiries()).map((row) => [row.id, row.state, row.spamReason])).toEqual([
        [id, "received", null],
        [received.id, "received", null],
      ]);
      expect(await store.listEnquiries({ spam: true })).toEqual([]);
      expect(await store.outboxSummary()).toMatchObject({ queued: 2 });
      expect(await store.webhookSummary()).toMatchObject({ queued: 1 });
    });

    it("tells whether the same text came from another address since a moment", async () => {
      const store = await open();
      at("2026-11-01T10:00:00.000Z");
      await store.saveEnquiry(enquiryFrom("ada@example.org", "Cheap pills"), "token-1");
      const since = new Date("2026-11-01T09:59:30.000Z");
      expect(await store.hasRecentEnquiryText("Cheap pills", "bob@example.org", since)).toBe(true);
      expect(await store.hasRecentEnquiryText("Cheap pills", "ADA@example.org", since)).toBe(false);
      expect(await store.hasRecentEnquiryText("Other text", "bob@example.org", since)).toBe(false);
      const after = new Date("2026-11-01T10:00:00.001Z");
      expect(await store.hasRecentEnquiryText("Cheap pills", "bob@example.org", after)).toBe(false);
    });

    it("a sign-up kept as spam is sent nothing; a real sign-up of the address is pending and asked to confirm", async () => {
      const store = await open();
      at("2026-11-01T10:00:00.000Z");
      const bot = await store.saveSubscription("ann@example.org", { spam: "honeypot" });
      expect(bot).toEqual({ created: true, id: expect.any(Number), state: "spam", mail: "none" });
      expect(await store.listSubscriptions()).toEqual([]);
      expect(await store.listSubscriptions({ spam: true })).toEqual([
        {
          id: bot.id,
          email: "ann@example.org",
          subscribedAt: "2026-11-01T10:00:00.000Z",
          state: "spam",
          confirmedAt: null,
          unsubscribedAt: null,
          spamReason: "honeypot",
        },
      ]);
      expect(await store.dueMails(new Date("2026-11-02T00:00:00.000Z"), 10)).toEqual([]);

      const person = await store.saveSubscription("Ann@Example.org");
      expect(person).toEqual({ created: false, id: bot.id, state: "pending", mail: "queued" });
      expect(await store.listSubscriptions({ spam: true })).toEqual([]);
      // A bot signing up an address already kept changes nothing.
      expect(await store.saveSubscription("ann@example.org", { spam: "honeypot" })).toEqual({
        created: false,
        id: bot.id,
        state: "pending",
        mail: "none",
      });
      expect((await store.subscriptionById(bot.id))?.state).toBe("pending");
      expect(
        (await store.dueMails(new Date("2026-11-02T00:00:00.000Z"), 10)).map((item) => item.kind),
      ).toEqual(["confirmation-request"]);
    });

    it("a released sign-up is pending and its confirmation request is queued", async () => {
      const store = await open();
      const { id } = await store.saveSubscription("ann@example.org", { spam: "honeypot" });
      expect(await store.releaseSpam({ subscription: id }, new Date(), ["hook-a"])).toEqual({
        mails: 1,
        webhooks: 0,
      });
      expect(await store.releaseSpam({ subscription: id }, new Date(), ["hook-a"])).toBeUndefined();
      expect((await store.subscriptionById(id))?.state).toBe("pending");
      expect((await store.dueMails(new Date(Date.now() + 1000), 10)).map((item) => item.kind)).toEqual([
        "confirmation-request",
      ]);
    });
  });

  describe("confirming and unsubscribing", () => {
    it("confirming queues one delivery per hook, once", async () => {
      const store = await open();
      const { id } = await store.saveSubscription("ann@example.org");
      await store.confirmSubscription(id, new Date(), HOOKS);
      await store.confirmSubscription(id, new Date(), HOOKS);
      const later = new Date(Date.now() + 1000);
      const deliveries = await store.claimDueWebhooks(later, 10, later, HOOKS);
      expect(deliveries.map((item) => [item.target, item.lead])).toEqual([
        [
          "hook-a",
          { kind: "subscription", subscription: expect.objectContaining({ id, state: "confirmed" }) },
        ],
        [
          "hook-b",
          { kind: "subscription", subscription: expect.objectContaining({ id, state: "confirmed" }) },
        ],
      ]);
    });

    it("unsubscribing keeps its first time; signing up again is pending, asked to confirm, and in the history", async () => {
      const store = await open();
      at("2026-11-01T10:00:00.000Z");
      const { id } = await store.saveSubscription("ann@example.org");
      await sendMailsDue(store, "2026-11-01T10:00:00.000Z");
      await store.confirmSubscription(id, new Date("2026-11-01T11:00:00.000Z"), ["hook-a"]);
      const unsubscribed = await store.unsubscribe(id, new Date("2026-11-02T09:00:00.000Z"));
      expect(unsubscribed).toEqual({
        id,
        email: "ann@example.org",
        subscribedAt: "2026-11-01T10:00:00.000Z",
        state: "unsubscribed",
        confirmedAt: "2026-11-01T11:00:00.000Z",
        unsubscribedAt: "2026-11-02T09:00:00.000Z",
        spamReason: null,
      });
      expect(await store.unsubscribe(id, new Date("2026-11-03T09:00:00.000Z"))).toEqual(unsubscribed);
      expect(await store.unsubscribe(id + 1000, new Date())).toBeUndefined();
      // An old confirmation link does not subscribe it again.
      expect(await store.confirmSubscription(id, new Date("2026-11-03T10:00:00.000Z"), ["hook-a"])).toEqual(
        unsubscribed,
      );
      expect(await store.listSubscriptions()).toEqual([unsubscribed]);

      at("2026-11-04T09:00:00.000Z");
      expect(await store.saveSubscription("ANN@example.org")).toEqual({
        created: false,
        id,
        state: "pending",
        mail: "queued",
      });
      expect(await store.subscriptionById(id)).toMatchObject({
        state: "pending",
        confirmedAt: null,
        unsubscribedAt: null,
      });
      expect(
        (await store.dueMails(new Date("2026-11-04T09:00:00.000Z"), 10)).map((item) => item.kind),
      ).toEqual(["confirmation-request"]);
      const [found] = (await store.findByEmail("ann@example.org")).subscriptions;
      expect(found?.history).toEqual([
        { at: "2026-11-01T10:00:00.000Z", event: "signed-up" },
        { at: "2026-11-01T11:00:00.000Z", event: "confirmed" },
        { at: "2026-11-02T09:00:00.000Z", event: "unsubscribed" },
        { at: "2026-11-04T09:00:00.000Z", event: "signed-up" },
      ]);
    });

    it("a pending address may unsubscribe too", async () => {
      const store = await open();
      const { id } = await store.saveSubscription("ann@example.org");
      expect((await store.unsubscribe(id, new Date()))?.state).toBe("unsubscribed");
    });
  });
}
