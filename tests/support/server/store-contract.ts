import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { EnquiryInput, LeadsStore, QueuedMail } from "../../../server/store/leads-store.ts";
import { StoreOpenError } from "../../../server/store/leads-store.ts";
import { MAILS_PER_ADDRESS_PER_DAY } from "../../../server/store/subscription-mail.ts";
import type { ContractContext } from "./store-contract-context.ts";
import { describeDataRequests } from "./store-contract-data-requests.ts";
import { describeRetention } from "./store-contract-retention.ts";
import { describeSpamAndUnsubscribing } from "./store-contract-spam.ts";
import { describeUpgradeToLeadsUpkeep } from "./store-contract-upgrade.ts";
import { describeWebhookDeliveries } from "./store-contract-webhooks.ts";

/** One empty store for one test: open it as the server would, or read-only as `site leads` does. */
export interface LeadsStoreHarness {
  /** Opens the store (the first writable open creates it); may be called several times. */
  open(options?: { readonly?: boolean }): Promise<LeadsStore>;
  /** Removes what the store left behind; the stores opened are closed before. */
  dispose(): Promise<void>;
  /**
   * Writes, before the first open, a store as the release before double opt-in left it (with that
   * release's schema): BEFORE_DOUBLE_OPT_IN's subscription and enquiry, the enquiry's notice
   * queued and tried twice.
   */
  writeBeforeDoubleOptIn(): Promise<void>;
  /**
   * Writes, before the first open, a store as the release before spam, unsubscribing and webhooks
   * left it (with that release's schema): BEFORE_LEADS_UPKEEP's rows (store-contract-context.ts).
   */
  writeBeforeLeadsUpkeep(): Promise<void>;
}

/** What a store from before double opt-in holds (see LeadsStoreHarness.writeBeforeDoubleOptIn). */
export const BEFORE_DOUBLE_OPT_IN = {
  subscription: { email: "early@example.org", subscribedAt: "2026-10-01T09:00:00.000Z" },
  enquiry: { receivedAt: "2026-10-02T09:00:00.000Z", description: "old", tokenHash: "token-old" },
  enquiryNotice: { nextAttemptAt: "2026-10-02T09:05:00.000Z", attempts: 2, lastError: "timeout" },
} as const;

export const CONTRACT_ENQUIRY: EnquiryInput = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.org",
  phone: "+44 20 7946 0000",
  company: 'Analytical "Engines" & Co.',
  serviceInterest: "Custom Software Development",
  budget: "discuss",
  description: "A new loom controller.\nTwo lines, a tab\there, ünïcödé and 😀; DROP TABLE enquiries; --",
};

/** What a received enquiry has besides its fields. */
export const RECEIVED = { state: "received", spamReason: null } as const;
/** What a subscription that neither unsubscribed nor was kept as spam has besides its fields. */
export const KEPT = { unsubscribedAt: null, spamReason: null } as const;

const enquiry = (description: string): EnquiryInput => ({ ...CONTRACT_ENQUIRY, description });

/** What a queued e-mail is about: an enquiry's description, `confirm <address>` or `already <address>`. */
const about = (item: QueuedMail) =>
  item.kind === "enquiry-notice"
    ? item.enquiry.description
    : `${item.kind === "confirmation-request" ? "confirm" : "already"} ${item.subscription.email}`;

/**
 * The behaviour every LeadsStore must have, as the server and `site leads` rely on it. Call it from
 * a store's test file with a factory that gives each test an empty store of its own.
 */
export function describeLeadsStoreContract(
  name: string,
  factory: () => LeadsStoreHarness | Promise<LeadsStoreHarness>,
): void {
  describe(`LeadsStore contract: ${name}`, () => {
    let harness: LeadsStoreHarness | undefined;
    const opened: LeadsStore[] = [];

    const open = async (options: { readonly?: boolean } = {}) => {
      if (!harness) throw new Error("No store: the factory failed.");
      const store = await harness.open(options);
      opened.push(store);
      return store;
    };
    /** Fakes only Date, so that stored times are known; timers and I/O run as usual. */
    const at = (iso: string) => {
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(new Date(iso));
    };

    beforeEach(async () => {
      harness = await factory();
    });
    const context: ContractContext = {
      open,
      at,
      harness: () => {
        if (!harness) throw new Error("No store: the factory failed.");
        return harness;
      },
    };
    describeSpamAndUnsubscribing(context);
    describeWebhookDeliveries(context);
    describeRetention(context);
    describeDataRequests(context);
    describeUpgradeToLeadsUpkeep(context);
    afterEach(async () => {
      vi.useRealTimers();
      for (const store of opened.splice(0)) await store.close().catch(() => {});
      await harness?.dispose();
      harness = undefined;
    });

    describe("an empty store", () => {
      it("has no enquiries, subscriptions or queued e-mails", async () => {
        const store = await open();
        expect(await store.listEnquiries()).toEqual([]);
        expect(await store.listSubscriptions()).toEqual([]);
        expect(await store.hasEnquiryWithToken("token-1")).toBe(false);
        expect(await store.dueMails(new Date(Date.now() + 3_600_000), 10)).toEqual([]);
        expect(await store.nextDueAt()).toBeUndefined();
        expect(await store.outboxSummary()).toEqual({
          sent: 0,
          queued: 0,
          oldestQueuedAt: undefined,
          lastError: undefined,
        });
      });

      it("cannot be opened read-only before a server has created it", async () => {
        await expect(open({ readonly: true })).rejects.toThrow(StoreOpenError);
      });
    });

    describe("enquiries", () => {
      it("are committed when saveEnquiry resolves: another store sees every field as given", async () => {
        const store = await open();
        const saved = await store.saveEnquiry(CONTRACT_ENQUIRY, "token-1");
        expect(saved).toEqual({ created: true, id: expect.any(Number) });
        const reader = await open({ readonly: true });
        const stored = await reader.listEnquiries();
        expect(stored).toEqual([
          { ...CONTRACT_ENQUIRY, ...RECEIVED, id: saved.id, receivedAt: expect.any(String) },
        ]);
        expect(await reader.hasEnquiryWithToken("token-1")).toBe(true);
        expect(await reader.hasEnquiryWithToken("token-2")).toBe(false);
      });

      it("keep the time they were received as an ISO 8601 UTC string with milliseconds", async () => {
        const store = await open();
        at("2026-11-01T08:30:00.123Z");
        await store.saveEnquiry(CONTRACT_ENQUIRY, "token-1");
        at("2026-11-01T09:00:00.000Z");
        await store.saveSubscription("ann@example.org");
        const [stored] = await store.listEnquiries();
        expect(stored?.receivedAt).toBe("2026-11-01T08:30:00.123Z");
        const [subscription] = await store.listSubscriptions();
        expect(subscription?.subscribedAt).toBe("2026-11-01T09:00:00.000Z");
        expect((await store.outboxSummary()).oldestQueuedAt).toBe("2026-11-01T08:30:00.123Z");
        expect((await store.nextDueAt())?.toISOString()).toBe("2026-11-01T08:30:00.123Z");
      });

      it("each queue one enquiry notice, due at once", async () => {
        const store = await open();
        at("2026-11-01T08:30:00.000Z");
        const { id } = await store.saveEnquiry(CONTRACT_ENQUIRY, "token-1");
        expect(await store.dueMails(new Date("2026-11-01T08:29:59.999Z"), 10)).toEqual([]);
        const due = await store.dueMails(new Date("2026-11-01T08:30:00.000Z"), 10);
        expect(due).toEqual([
          {
            kind: "enquiry-notice",
            id: expect.any(Number),
            attempts: 0,
            enquiry: { ...CONTRACT_ENQUIRY, ...RECEIVED, id, receivedAt: "2026-11-01T08:30:00.000Z" },
          },
        ]);
        expect(await store.outboxSummary()).toEqual({
          sent: 0,
          queued: 1,
          oldestQueuedAt: "2026-11-01T08:30:00.000Z",
          lastError: undefined,
        });
      });

      it("are kept once per token hash: a second save stores nothing and answers the first id", async () => {
        const store = await open();
        const first = await store.saveEnquiry(CONTRACT_ENQUIRY, "token-1");
        const second = await store.saveEnquiry(enquiry("changed"), "token-1");
        expect(second).toEqual({ created: false, id: first.id });
        expect((await store.listEnquiries()).map((e) => e.description)).toEqual([
          CONTRACT_ENQUIRY.description,
        ]);
        expect((await store.outboxSummary()).queued).toBe(1);
        const third = await store.saveEnquiry(CONTRACT_ENQUIRY, "token-2");
        expect(third.created).toBe(true);
        expect(third.id).toBeGreaterThan(first.id);
      });

      it("are kept once when the same token is submitted several times at once", async () => {
        const store = await open();
        const results = await Promise.all(
          [1, 2, 3, 4, 5].map((n) => store.saveEnquiry(enquiry(`#${n}`), "token-1")),
        );
        expect(results.filter((result) => result.created)).toHaveLength(1);
        expect(new Set(results.map((result) => result.id)).size).toBe(1);
        expect(await store.listEnquiries()).toHaveLength(1);
        expect((await store.outboxSummary()).queued).toBe(1);
      });

      it("are listed oldest first, since a time (inclusive) or a day (from midnight UTC)", async () => {
        const store = await open();
        const times = ["2026-10-31T12:00:00.000Z", "2026-11-01T23:59:59.999Z", "2026-11-02T00:00:00.000Z"];
        for (const [index, time] of times.entries()) {
          at(time);
          await store.saveEnquiry(enquiry(`#${index + 1}`), `token-${index + 1}`);
        }
        const descriptions = async (since?: string) =>
          (await store.listEnquiries(since === undefined ? {} : { since })).map((e) => e.description);
        expect(await descriptions()).toEqual(["#1", "#2", "#3"]);
        expect(await descriptions("2026-11-01T23:59:59.999Z")).toEqual(["#2", "#3"]);
        expect(await descriptions("2026-11-02T00:00:00.000Z")).toEqual(["#3"]);
        expect(await descriptions("2026-11-02")).toEqual(["#3"]);
        expect(await descriptions("2026-11-02T00:00:00.001Z")).toEqual([]);
      });
    });

    describe("subscriptions", () => {
      it("keep each address once, case-insensitively, as first written", async () => {
        const store = await open();
        const ann = await store.saveSubscription("Ann@Example.org");
        expect(ann).toEqual({ created: true, id: expect.any(Number), state: "pending", mail: "queued" });
        const again = { ...ann, created: false, mail: "waiting" };
        expect(await store.saveSubscription("ann@example.org")).toEqual(again);
        expect(await store.saveSubscription("ANN@EXAMPLE.ORG")).toEqual(again);
        expect((await store.saveSubscription("bob@example.org")).created).toBe(true);
        const list = await store.listSubscriptions();
        expect(list.map((s) => s.email)).toEqual(["Ann@Example.org", "bob@example.org"]);
        expect(list[1]?.id).toBeGreaterThan(list[0]?.id ?? Number.POSITIVE_INFINITY);
      });

      it("keep an address once when it is submitted several times at once", async () => {
        const store = await open();
        const results = await Promise.all(
          ["ann@example.org", "ANN@example.org", "Ann@Example.Org", "ann@EXAMPLE.org"].map((email) =>
            store.saveSubscription(email),
          ),
        );
        expect(results.filter((result) => result.created)).toHaveLength(1);
        expect(await store.listSubscriptions()).toHaveLength(1);
      });

      it("are listed oldest first, since a time (inclusive), and seen by a reader", async () => {
        const store = await open();
        at("2026-11-01T10:00:00.000Z");
        await store.saveSubscription("a@example.org");
        at("2026-11-01T11:00:00.000Z");
        await store.saveSubscription("b@example.org");
        const reader = await open({ readonly: true });
        expect((await reader.listSubscriptions()).map((s) => s.email)).toEqual([
          "a@example.org",
          "b@example.org",
        ]);
        expect(await reader.listSubscriptions({ since: "2026-11-01T11:00:00.000Z" })).toEqual([
          {
            id: expect.any(Number),
            email: "b@example.org",
            subscribedAt: "2026-11-01T11:00:00.000Z",
            state: "pending",
            confirmedAt: null,
            ...KEPT,
          },
        ]);
      });
    });

    describe("double opt-in", () => {
      it("keeps a new address pending and queues its confirmation e-mail in the same write", async () => {
        const store = await open();
        at("2026-11-01T10:00:00.000Z");
        const { id } = await store.saveSubscription("Ann@Example.org");
        const pending = {
          id,
          email: "Ann@Example.org",
          subscribedAt: "2026-11-01T10:00:00.000Z",
          state: "pending",
          confirmedAt: null,
          ...KEPT,
        };
        expect(await store.subscriptionById(id)).toEqual(pending);
        expect(await store.dueMails(new Date("2026-11-01T10:00:00.000Z"), 10)).toEqual([
          { kind: "confirmation-request", id: expect.any(Number), attempts: 0, subscription: pending },
        ]);
        expect(await store.subscriptionById(id + 1000)).toBeUndefined();
      });

      it("queues no second confirmation e-mail while one waits, and a new one once it was sent", async () => {
        const store = await open();
        await store.saveSubscription("ann@example.org");
        await store.saveSubscription("ANN@example.org");
        const [first, ...more] = await store.dueMails(new Date(Date.now() + 1000), 10);
        expect(more).toEqual([]);
        await store.markSent(first?.id ?? 0, new Date());
        await store.saveSubscription("ann@example.org");
        const again = await store.dueMails(new Date(Date.now() + 1000), 10);
        expect(again.map(about)).toEqual(["confirm ann@example.org"]);
        expect(again[0]?.id).not.toBe(first?.id);
      });

      it("confirms once, keeping the first time; a confirmed address signing up again is told it is subscribed", async () => {
        const store = await open();
        at("2026-11-01T10:00:00.000Z");
        const { id } = await store.saveSubscription("ann@example.org");
        const [mail] = await store.dueMails(new Date("2026-11-01T10:00:00.000Z"), 1);
        at("2026-11-02T08:00:00.000Z");
        const confirmed = await store.confirmSubscription(id, new Date());
        expect(confirmed).toMatchObject({ id, state: "confirmed", confirmedAt: "2026-11-02T08:00:00.000Z" });
        expect(await store.confirmSubscription(id, new Date("2026-11-03T08:00:00.000Z"))).toEqual(confirmed);
        expect(await store.confirmSubscription(id + 1000, new Date())).toBeUndefined();
        // The e-mail still queued now says its subscription is confirmed: the worker skips it.
        const [queued] = await store.dueMails(new Date(), 10);
        expect(queued).toMatchObject({
          id: mail?.id,
          kind: "confirmation-request",
          subscription: { state: "confirmed" },
        });
        await store.markSent(mail?.id ?? 0, new Date());
        expect(await store.saveSubscription("Ann@example.org")).toEqual({
          created: false,
          id,
          state: "confirmed",
          mail: "queued",
        });
        expect(await store.dueMails(new Date(Date.now() + 1000), 10)).toEqual([
          { kind: "already-subscribed-notice", id: expect.any(Number), attempts: 0, subscription: confirmed },
        ]);
        const reader = await open({ readonly: true });
        expect(await reader.listSubscriptions()).toEqual([confirmed]);
      });

      it("queues one confirmation e-mail when an address signs up several times at once", async () => {
        const store = await open();
        const results = await Promise.all(
          ["ann@example.org", "ANN@example.org", "Ann@Example.Org"].map((email) =>
            store.saveSubscription(email),
          ),
        );
        expect(results.filter((result) => result.created)).toHaveLength(1);
        expect((await store.dueMails(new Date(Date.now() + 1000), 10)).map(about)).toHaveLength(1);
      });
    });

    describe("the e-mails one address gets", () => {
      /** Signs `email` up at `time` and sends what that queued, as the outbox would. */
      const signUpAndSend = async (store: LeadsStore, email: string, time: string) => {
        at(time);
        const saved = await store.saveSubscription(email);
        for (const item of await store.dueMails(new Date(time), 10)) {
          await store.markSent(item.id, new Date(time));
        }
        return saved.mail;
      };

      it(`are at most ${MAILS_PER_ADDRESS_PER_DAY} a day, however often and in whatever spelling it signs up`, async () => {
        const store = await open();
        const mails = [];
        for (const [n, email] of [
          "ann@example.org",
          "Ann@example.org",
          "ANN@example.org",
          "ann@EXAMPLE.org",
        ].entries()) {
          mails.push(await signUpAndSend(store, email, `2026-11-01T10:0${n}:00.000Z`));
        }
        expect(mails).toEqual(["queued", "queued", "queued", "limited"]);
        expect(await signUpAndSend(store, "bob@example.org", "2026-11-01T10:05:00.000Z")).toBe("queued");
        // The window is the last 24 hours: the first e-mail leaves it, and one more may go.
        expect(await signUpAndSend(store, "ann@example.org", "2026-11-02T09:59:59.999Z")).toBe("limited");
        expect(await signUpAndSend(store, "ann@example.org", "2026-11-02T10:00:00.000Z")).toBe("queued");
        expect(await signUpAndSend(store, "ann@example.org", "2026-11-02T10:00:30.000Z")).toBe("limited");
        expect(await store.outboxSummary()).toMatchObject({ sent: 5, queued: 0 });
      });

      it("count confirmations and notices that it is already subscribed alike, also across reopening and a second store", async () => {
        const first = await open();
        await signUpAndSend(first, "ann@example.org", "2026-11-01T10:00:00.000Z");
        const [ann] = await first.listSubscriptions();
        await first.confirmSubscription(ann?.id ?? 0, new Date("2026-11-01T10:01:00.000Z"));
        expect(await signUpAndSend(first, "ann@example.org", "2026-11-01T10:02:00.000Z")).toBe("queued");
        await first.close();
        const second = await open();
        const third = await open();
        expect(await signUpAndSend(second, "ann@example.org", "2026-11-01T10:03:00.000Z")).toBe("queued");
        expect(await signUpAndSend(third, "ANN@example.org", "2026-11-01T10:04:00.000Z")).toBe("limited");
        expect(await signUpAndSend(second, "ann@example.org", "2026-11-02T10:00:00.000Z")).toBe("queued");
      });

      it("are one at a time even when the limit allows more: none is added while one waits", async () => {
        const store = await open();
        at("2026-11-01T10:00:00.000Z");
        expect((await store.saveSubscription("ann@example.org")).mail).toBe("queued");
        expect((await store.saveSubscription("ann@example.org")).mail).toBe("waiting");
        // Two days later it still waits (SMTP is down): no second one joins it, whatever the limit.
        at("2026-11-03T10:00:00.000Z");
        expect((await store.saveSubscription("ann@example.org")).mail).toBe("waiting");
      });

      it("stay within the limit when it signs up many times at once", async () => {
        const store = await open();
        for (let round = 0; round < MAILS_PER_ADDRESS_PER_DAY; round += 1) {
          const results = await Promise.all(
            ["ann@example.org", "ANN@example.org", "Ann@Example.Org"].map((email) =>
              store.saveSubscription(email),
            ),
          );
          expect(results.filter((result) => result.mail === "queued")).toHaveLength(1);
          for (const item of await store.dueMails(new Date(Date.now() + 1000), 10)) {
            await store.markSent(item.id, new Date());
          }
        }
        const fourth = await Promise.all([1, 2, 3].map(() => store.saveSubscription("ann@example.org")));
        expect(fourth.map((result) => result.mail)).toEqual(["limited", "limited", "limited"]);
      });
    });

    describe("migrating a store from before double opt-in", () => {
      it("counts its subscriptions as confirmed when they signed up and keeps its outbox", async () => {
        if (!harness) throw new Error("No store: the factory failed.");
        await harness.writeBeforeDoubleOptIn();
        const store = await open();
        expect(await store.listSubscriptions()).toEqual([
          {
            id: 1,
            email: "early@example.org",
            subscribedAt: "2026-10-01T09:00:00.000Z",
            state: "confirmed",
            confirmedAt: "2026-10-01T09:00:00.000Z",
            ...KEPT,
          },
        ]);
        const [queued] = await store.dueMails(new Date("2026-10-03T00:00:00.000Z"), 10);
        expect(queued).toMatchObject({
          kind: "enquiry-notice",
          attempts: 2,
          enquiry: { description: "old" },
        });
        expect(await store.outboxSummary()).toMatchObject({ queued: 1, lastError: "timeout" });
        expect((await store.saveSubscription("EARLY@example.org")).state).toBe("confirmed");
        expect((await store.saveSubscription("new@example.org")).state).toBe("pending");
        // The enquiry's notice, EARLY's already-subscribed notice, new's confirmation request.
        expect((await store.outboxSummary()).queued).toBe(3);
      });
    });

    describe("the outbox", () => {
      it("records failures, retries when due and marks a delivered e-mail sent", async () => {
        const store = await open();
        const { id: enquiryId } = await store.saveEnquiry(CONTRACT_ENQUIRY, "token-1");
        const [queued] = await store.dueMails(new Date(), 10);
        if (!queued) throw new Error("nothing queued");

        const retryAt = new Date(Date.now() + 60_000);
        await store.markFailed(queued.id, "connect ECONNREFUSED", retryAt);
        expect(await store.dueMails(new Date(), 10)).toEqual([]);
        expect((await store.nextDueAt())?.toISOString()).toBe(retryAt.toISOString());
        expect(await store.outboxSummary()).toMatchObject({ queued: 1, lastError: "connect ECONNREFUSED" });

        const [retry] = await store.dueMails(retryAt, 10);
        expect(retry).toMatchObject({ id: queued.id, attempts: 1, enquiry: { id: enquiryId } });
        await store.markFailed(queued.id, "421 Try again later", retryAt);
        expect((await store.dueMails(retryAt, 10))[0]?.attempts).toBe(2);

        await store.markSent(queued.id, new Date());
        expect(await store.dueMails(new Date(Date.now() + 3_600_000), 10)).toEqual([]);
        expect(await store.nextDueAt()).toBeUndefined();
        expect(await store.outboxSummary()).toEqual({
          sent: 1,
          queued: 0,
          oldestQueuedAt: undefined,
          lastError: undefined,
        });
      });

      it("hands out due e-mails by next attempt, oldest first, up to the limit", async () => {
        const store = await open();
        for (let n = 1; n <= 5; n += 1) {
          at(`2026-11-01T10:0${n}:00.000Z`);
          await store.saveEnquiry(enquiry(`#${n}`), `t${n}`);
        }
        const due = async (now: string, limit = 10) =>
          (await store.dueMails(new Date(now), limit)).map(about);
        expect(await due("2026-11-01T10:03:00.000Z")).toEqual(["#1", "#2", "#3"]);
        expect(await due("2026-11-01T11:00:00.000Z", 2)).toEqual(["#1", "#2"]);
        const [first] = await store.dueMails(new Date("2026-11-01T11:00:00.000Z"), 1);
        await store.markFailed(first?.id ?? 0, "timeout", new Date("2026-11-01T10:04:30.000Z"));
        expect(await due("2026-11-01T11:00:00.000Z")).toEqual(["#2", "#3", "#4", "#1", "#5"]);
        expect((await store.nextDueAt())?.toISOString()).toBe("2026-11-01T10:02:00.000Z");
      });

      it("claims each due e-mail once until its lease ends, also with two stores claiming at once", async () => {
        const first = await open();
        const second = await open();
        for (let n = 1; n <= 6; n += 1) await first.saveEnquiry(enquiry(`#${n}`), `t${n}`);
        const leaseUntil = new Date(Date.now() + 60_000);
        const [a, b] = await Promise.all([
          first.claimDueMails(new Date(), 4, leaseUntil),
          second.claimDueMails(new Date(), 4, leaseUntil),
        ]);
        const claimed = [...(a ?? []), ...(b ?? [])].map(about);
        expect(claimed.sort()).toEqual(["#1", "#2", "#3", "#4", "#5", "#6"]);
        expect(await first.claimDueMails(new Date(), 10, leaseUntil)).toEqual([]);
        expect((await first.nextDueAt())?.toISOString()).toBe(leaseUntil.toISOString());

        const [sent] = a ?? [];
        await first.markSent(sent?.id ?? 0, new Date());
        // The lease ended (the claimer died): the rest is due again, with its attempts unchanged.
        const again = await second.claimDueMails(leaseUntil, 10, new Date(leaseUntil.getTime() + 60_000));
        expect(again).toHaveLength(5);
        expect(again.every((item) => item.attempts === 0)).toBe(true);
        expect(again.map((item) => item.id)).not.toContain(sent?.id);
      });

      it("renews a claim before its send only while it holds it: not once claimed again, not once sent", async () => {
        const first = await open();
        const second = await open();
        for (let n = 1; n <= 2; n += 1) await first.saveEnquiry(enquiry(`#${n}`), `t${n}`);
        const leaseUntil = new Date(Date.now() + 60_000);
        const [one, two] = await first.claimDueMails(new Date(), 2, leaseUntil);
        if (!one || !two) throw new Error("not claimed");

        // Still this claim's, though its lease has ended meanwhile: renewed to the new lease.
        const renewed = new Date(leaseUntil.getTime() + 120_000);
        expect(await first.renewClaim(one.id, leaseUntil, renewed)).toBe(true);
        // The lease ended and another store claimed the other one: not this claim's any more.
        const taken = await second.claimDueMails(leaseUntil, 10, new Date(leaseUntil.getTime() + 60_000));
        expect(taken.map(about)).toEqual(["#2"]);
        expect(await first.renewClaim(two.id, leaseUntil, renewed)).toBe(false);
        expect((await first.nextDueAt())?.toISOString()).toBe(
          new Date(leaseUntil.getTime() + 60_000).toISOString(),
        );

        await first.markSent(one.id, new Date());
        expect(await second.renewClaim(one.id, renewed, new Date(renewed.getTime() + 60_000))).toBe(false);
      });

      it("summarises sent and queued e-mails, the oldest queued and the last error", async () => {
        const store = await open();
        for (let n = 1; n <= 3; n += 1) {
          at(`2026-11-01T10:0${n}:00.000Z`);
          await store.saveEnquiry(enquiry(`#${n}`), `t${n}`);
        }
        const [one, two, three] = await store.dueMails(new Date("2026-11-01T11:00:00.000Z"), 10);
        if (!one || !two || !three) throw new Error("not queued");
        const later = new Date("2026-11-01T12:00:00.000Z");
        await store.markFailed(one.id, "error of #1", later);
        await store.markFailed(three.id, "error of #3", later);
        await store.markFailed(two.id, "error of #2", later);
        expect(await store.outboxSummary()).toEqual({
          sent: 0,
          queued: 3,
          oldestQueuedAt: "2026-11-01T10:01:00.000Z",
          lastError: "error of #3",
        });
        await store.markSent(one.id, later);
        await store.markSent(three.id, later);
        expect(await store.outboxSummary()).toEqual({
          sent: 2,
          queued: 1,
          oldestQueuedAt: "2026-11-01T10:02:00.000Z",
          lastError: "error of #2",
        });
      });

      it("keeps at most 1000 characters of a delivery error", async () => {
        const store = await open();
        await store.saveEnquiry(CONTRACT_ENQUIRY, "token-1");
        const [queued] = await store.dueMails(new Date(), 1);
        await store.markFailed(queued?.id ?? 0, `550 ${"x".repeat(5000)}`, new Date());
        const { lastError } = await store.outboxSummary();
        expect(lastError?.startsWith("550 xxx")).toBe(true);
        expect(lastError).toHaveLength(1000);
      });
    });

    describe("readiness", () => {
      it("is ready once open, and says so no more once closed", async () => {
        const store = await open();
        await expect(store.checkReady()).resolves.toBeUndefined();
        await store.close();
        await expect(store.checkReady()).rejects.toThrow();
      });
    });

    describe("reopening", () => {
      it("keeps everything and goes on numbering", async () => {
        const first = await open();
        const { id } = await first.saveEnquiry(CONTRACT_ENQUIRY, "token-1");
        await first.saveSubscription("ann@example.org");
        await first.close();
        const again = await open();
        expect(await again.listEnquiries()).toEqual([
          { ...CONTRACT_ENQUIRY, ...RECEIVED, id, receivedAt: expect.any(String) },
        ]);
        expect(await again.saveSubscription("ANN@example.org")).toMatchObject({
          created: false,
          state: "pending",
        });
        expect(await again.saveEnquiry(CONTRACT_ENQUIRY, "token-1")).toEqual({ created: false, id });
        const next = await again.saveEnquiry(CONTRACT_ENQUIRY, "token-2");
        expect(next.id).toBeGreaterThan(id);
        // Two enquiry notices and Ann's one confirmation request, still waiting.
        expect((await again.outboxSummary()).queued).toBe(3);
      });
    });

    describe("a read-only store", () => {
      it("reads alongside a writer and refuses every write", async () => {
        const writer = await open();
        await writer.saveEnquiry(CONTRACT_ENQUIRY, "token-1");
        await writer.saveSubscription("a@example.org");
        const reader = await open({ readonly: true });
        const [due] = await reader.dueMails(new Date(Date.now() + 1000), 1);
        expect(due).toBeDefined();
        expect(await reader.outboxSummary()).toMatchObject({ queued: 2 });
        await expect(reader.saveEnquiry(CONTRACT_ENQUIRY, "token-2")).rejects.toThrow(StoreOpenError);
        await expect(reader.saveSubscription("b@example.org")).rejects.toThrow(/read-only/);
        const [subscription] = await reader.listSubscriptions();
        await expect(reader.confirmSubscription(subscription?.id ?? 0, new Date())).rejects.toThrow(
          /read-only/,
        );
        await expect(reader.markSent(due?.id ?? 0, new Date())).rejects.toThrow(/read-only/);
        await expect(reader.markFailed(due?.id ?? 0, "x", new Date())).rejects.toThrow(/read-only/);
        expect(await writer.listEnquiries()).toHaveLength(1);
        expect(await writer.listSubscriptions()).toHaveLength(1);
        expect(await writer.outboxSummary()).toMatchObject({ sent: 0, queued: 2, lastError: undefined });
        expect((await writer.listSubscriptions())[0]?.state).toBe("pending");
        // What the writer adds later is visible to the reader.
        await writer.saveSubscription("b@example.org");
        expect(await reader.listSubscriptions()).toHaveLength(2);
      });
    });
  });
}
