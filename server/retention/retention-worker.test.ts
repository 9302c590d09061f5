import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SAMPLE_ENQUIRY } from "../../scripts/support/test-site.ts";
import type { LogLine } from "../log.ts";
import type { EnquiryInput, LeadsStore } from "../store/leads-store.ts";
import { openSqliteStore } from "../store/sqlite-store.ts";
import { startRetentionWorker } from "./retention-worker.ts";

const DAY_MS = 86_400_000;

const enquiry = (email: string): EnquiryInput => ({ ...SAMPLE_ENQUIRY, email });

let dataDir: string;
let store: LeadsStore;
let logs: LogLine[];

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), "retention-"));
  store = openSqliteStore(dataDir);
  logs = [];
});
afterEach(async () => {
  await store.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Marks every e-mail due now sent. */
async function sendAll(): Promise<void> {
  for (const item of await store.dueMails(new Date(Date.now() + 1000), 100))
    await store.markSent(item.id, new Date());
}

describe("the retention worker", () => {
  it("with the clock set forward, deletes what is past its period, keeps what is queued, and logs counts only", async () => {
    await store.saveEnquiry(enquiry("sent@example.com"), "t1");
    await store.saveSubscription("pending@example.com");
    const confirmed = await store.saveSubscription("reader@example.com");
    await store.saveEnquiry(enquiry("bot@example.com"), "t2", { spam: "honeypot" });
    await sendAll();
    await store.confirmSubscription(confirmed.id, new Date());
    // Queued last, never sent (no SMTP): kept whatever its age.
    await store.saveEnquiry(enquiry("queued@example.com"), "t3", { webhooks: ["hook-gone"] });

    const worker = startRetentionWorker({
      store,
      periods: { enquiryRetentionDays: 730, pendingSubscriptionDays: 30 },
      giveUpMs: 3 * DAY_MS,
      log: (line) => logs.push(line),
      firstRunMs: 0,
      batch: 1,
      // 731 days on.
      now: () => new Date(Date.now() + 731 * DAY_MS),
    });
    const deadline = Date.now() + 20_000;
    while (!logs.some((line) => line.event === "retention") && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await worker.stop();

    expect(logs).toEqual([
      {
        time: expect.any(String),
        event: "retention",
        enquiries: 1,
        spamEnquiries: 1,
        pendingSubscriptions: 1,
        spamSubscriptions: 0,
        unsubscribedSubscriptions: 0,
        webhooksGivenUp: 1,
      },
    ]);
    expect(JSON.stringify(logs)).not.toContain("@");
    expect((await store.listEnquiries()).map((row) => row.email)).toEqual(["queued@example.com"]);
    expect(await store.listEnquiries({ spam: true })).toEqual([]);
    expect((await store.listSubscriptions()).map((row) => `${row.email} ${row.state}`)).toEqual([
      "reader@example.com confirmed",
    ]);
    // The delivery to a hook no server has is given up; the enquiry waits for its notice.
    expect(await store.webhookSummary()).toMatchObject({ failed: 1, queued: 0 });
    expect(await store.outboxSummary()).toMatchObject({ queued: 1 });
  });

  it("deletes nothing on time: a run today keeps every lead", async () => {
    await store.saveEnquiry(enquiry("sent@example.com"), "t1");
    await store.saveSubscription("pending@example.com");
    await sendAll();
    const worker = startRetentionWorker({
      store,
      periods: { enquiryRetentionDays: 730, pendingSubscriptionDays: 30 },
      giveUpMs: 3 * DAY_MS,
      log: (line) => logs.push(line),
      firstRunMs: 60_000,
    });
    await worker.runNow();
    await worker.stop();
    expect(logs).toEqual([
      expect.objectContaining({ event: "retention", enquiries: 0, pendingSubscriptions: 0 }),
    ]);
    expect(await store.listEnquiries()).toHaveLength(1);
    expect(await store.listSubscriptions()).toHaveLength(1);
  });
});
