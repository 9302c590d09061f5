import { describe, expect, it } from "vitest";
import { type ContractContext, enquiryFrom, PART_ENQUIRY } from "./store-contract-context.ts";

const HOOKS = ["hook-a"];

/** Webhook deliveries in the outbox: claimed once, recorded, given up, summed up apart from e-mails. */
export function describeWebhookDeliveries({ open, at }: ContractContext): void {
  describe("webhook deliveries", () => {
    it("are claimed each once until the lease ends, also with two stores claiming at once", async () => {
      const first = await open();
      const second = await open();
      for (let n = 1; n <= 6; n += 1) {
        await first.saveEnquiry(enquiryFrom(`n${n}@example.org`), `t${n}`, { webhooks: HOOKS });
      }
      const leaseUntil = new Date(Date.now() + 60_000);
      const [a, b] = await Promise.all([
        first.claimDueWebhooks(new Date(), 4, leaseUntil, HOOKS),
        second.claimDueWebhooks(new Date(), 4, leaseUntil, HOOKS),
      ]);
      const claimed = [...a, ...b].map((item) => item.lead.kind === "enquiry" && item.lead.enquiry.email);
      expect(claimed.sort()).toEqual([1, 2, 3, 4, 5, 6].map((n) => `n${n}@example.org`));
      expect(await first.claimDueWebhooks(new Date(), 10, leaseUntil, HOOKS)).toEqual([]);
      expect((await first.nextWebhookDueAt(HOOKS))?.toISOString()).toBe(leaseUntil.toISOString());
      // The e-mails are claimed apart: all six enquiry notices are still due.
      expect(await first.claimDueMails(new Date(), 10, leaseUntil)).toHaveLength(6);
    });

    it("renew their claim only while it holds, and one given up is failed for good and summed up", async () => {
      const store = await open();
      at("2026-11-01T10:00:00.000Z");
      const { id } = await store.saveEnquiry(PART_ENQUIRY, "token-1", { webhooks: HOOKS });
      await store.saveEnquiry(enquiryFrom("bob@example.org"), "token-2", { webhooks: HOOKS });
      const now = new Date("2026-11-01T10:00:00.000Z");
      const lease = new Date("2026-11-01T10:05:00.000Z");
      const [first, second] = await store.claimDueWebhooks(now, 2, lease, HOOKS);
      if (!first || !second) throw new Error("not claimed");
      expect(first).toMatchObject({ attempts: 0, queuedAt: "2026-11-01T10:00:00.000Z", target: "hook-a" });
      expect(await store.renewClaim(first.id, lease, new Date("2026-11-01T10:06:00.000Z"))).toBe(true);

      await store.markFailed(first.id, "HTTP 503 Service Unavailable", new Date("2026-11-01T10:01:00.000Z"));
      await store.markGivenUp(first.id, "HTTP 404 Not Found", new Date("2026-11-01T10:02:00.000Z"));
      await store.markSent(second.id, new Date("2026-11-01T10:02:00.000Z"));
      expect(await store.claimDueWebhooks(new Date("2026-12-01T00:00:00.000Z"), 10, lease, HOOKS)).toEqual(
        [],
      );
      expect(await store.renewClaim(first.id, new Date("2026-11-01T10:01:00.000Z"), lease)).toBe(false);
      expect(await store.nextWebhookDueAt(HOOKS)).toBeUndefined();
      expect(await store.webhookSummary()).toEqual({
        delivered: 1,
        queued: 0,
        failed: 1,
        recentFailures: [
          {
            id: first.id,
            target: "hook-a",
            lead: { enquiry: id },
            queuedAt: "2026-11-01T10:00:00.000Z",
            failedAt: "2026-11-01T10:02:00.000Z",
            attempts: 2,
            lastError: "HTTP 404 Not Found",
          },
        ],
      });
      // A delivery sent meanwhile by a claim that outlived its lease stays sent.
      await store.markGivenUp(second.id, "late", new Date("2026-11-01T10:03:00.000Z"));
      expect(await store.webhookSummary()).toMatchObject({ delivered: 1, failed: 1 });
    });

    it("still queued past the give-up age are given up, whatever their hook, saying why", async () => {
      const store = await open();
      at("2026-11-01T10:00:00.000Z");
      await store.saveEnquiry(PART_ENQUIRY, "token-1", { webhooks: ["hook-a", "hook-gone"] });
      const [tried] = await store.claimDueWebhooks(new Date(), 1, new Date(), ["hook-a"]);
      await store.markFailed(tried?.id ?? 0, "connect ECONNREFUSED", new Date("2026-11-01T11:00:00.000Z"));
      at("2026-11-03T10:00:00.000Z");
      await store.saveEnquiry(enquiryFrom("bob@example.org"), "token-2", { webhooks: ["hook-a"] });
      const gaveUp = await store.giveUpWebhooks(
        new Date("2026-11-02T10:00:00.000Z"),
        new Date("2026-11-04T10:00:00.000Z"),
      );
      expect(gaveUp).toBe(2);
      const summary = await store.webhookSummary();
      expect(summary).toMatchObject({ queued: 1, failed: 2 });
      expect(summary.recentFailures.map((failure) => [failure.target, failure.lastError]).sort()).toEqual([
        ["hook-a", "not delivered within 48 h: connect ECONNREFUSED"],
        ["hook-gone", "not delivered within 48 h"],
      ]);
    });
  });
}
