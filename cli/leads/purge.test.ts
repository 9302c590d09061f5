import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SAMPLE_ENQUIRY } from "../../scripts/support/test-site.ts";
import type { EnquiryInput, LeadsStore } from "../../server/store/leads-store.ts";
import { openSqliteStore } from "../../server/store/sqlite-store.ts";
import { runSite } from "../../tests/support/server/site-command.ts";

// `site leads purge` run as an operator would on a real SQLite store whose oldest leads came in
// 800 days ago: what is past its period goes, what still has a delivery queued stays.

const DAY_MS = 86_400_000;

const enquiry = (email: string): EnquiryInput => ({ ...SAMPLE_ENQUIRY, email });

let root: string;
let dataDir: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "site-leads-purge-"));
  dataDir = join(root, "data");
});
afterEach(() => {
  vi.useRealTimers();
  rmSync(root, { recursive: true, force: true });
});

/** Marks every e-mail queued so far sent. */
async function sendAll(store: LeadsStore): Promise<void> {
  for (const item of await store.dueMails(new Date(Date.now() + DAY_MS), 100)) {
    await store.markSent(item.id, new Date());
  }
}

/** 800 days ago: a sent enquiry, spam, a pending and a confirmed sign-up, an enquiry still queued; today one more. */
async function seed(): Promise<void> {
  const store = openSqliteStore(dataDir);
  vi.useFakeTimers({ toFake: ["Date"] });
  try {
    vi.setSystemTime(Date.now() - 800 * DAY_MS);
    await store.saveEnquiry(enquiry("old@example.com"), "t1");
    await store.saveEnquiry(enquiry("bot@example.com"), "t2", { spam: "links" });
    await store.saveSubscription("never-confirmed@example.com");
    const reader = await store.saveSubscription("reader@example.com");
    await sendAll(store);
    await store.confirmSubscription(reader.id, new Date());
    await store.saveEnquiry(enquiry("queued@example.com"), "t3");
    vi.useRealTimers();
    await store.saveEnquiry(enquiry("new@example.com"), "t4");
  } finally {
    vi.useRealTimers();
    await store.close();
  }
}

async function stored(): Promise<string[]> {
  const store = openSqliteStore(dataDir, { readonly: true });
  try {
    const enquiries = [...(await store.listEnquiries()), ...(await store.listEnquiries({ spam: true }))];
    const subscriptions = await store.listSubscriptions();
    return [...enquiries.map((row) => row.email), ...subscriptions.map((row) => row.email)].sort();
  } finally {
    await store.close();
  }
}

const purge = (flags: string[] = [], env: Record<string, string> = {}) =>
  runSite(["leads", "purge", ...flags, "--data-dir", dataDir], { env });

const PERIODS =
  "Kept: enquiries 730 days (ENQUIRY_RETENTION_DAYS), unconfirmed subscriptions 30 days after their last sign-up (PENDING_SUBSCRIPTION_DAYS), spam 30 days, unsubscribed addresses 30 days; confirmed subscriptions until they unsubscribe. A lead with an e-mail or webhook delivery still queued is kept.\n";

describe("site leads purge", () => {
  it("--dry-run says what it would delete and deletes nothing; without it, deletes just that", async () => {
    await seed();
    const before = await stored();
    const dry = await purge(["--dry-run"]);
    expect(dry).toMatchObject({ code: 0, stderr: "" });
    expect(dry.stdout).toBe(
      `${PERIODS}Would delete 1 enquiry, 1 enquiry kept as spam, 1 unconfirmed subscription, 0 subscriptions kept as spam, 0 unsubscribed addresses.\n`,
    );
    expect(await stored()).toEqual(before);

    const run = await purge();
    expect(run).toMatchObject({ code: 0, stderr: "" });
    expect(run.stdout).toBe(
      `${PERIODS}Deleted 1 enquiry, 1 enquiry kept as spam, 1 unconfirmed subscription, 0 subscriptions kept as spam, 0 unsubscribed addresses; gave up 0 webhook deliveries queued longer than 72 h.\n`,
    );
    expect(await stored()).toEqual(["new@example.com", "queued@example.com", "reader@example.com"]);
    expect((await purge(["--dry-run"])).stdout).toContain(
      "Would delete 0 enquiries, 0 enquiries kept as spam,",
    );
  });

  it("applies the server's periods from the environment, and refuses a bad one in one line", async () => {
    await seed();
    const longer = await purge([], { ENQUIRY_RETENTION_DAYS: "1000", PENDING_SUBSCRIPTION_DAYS: "900" });
    expect(longer.code).toBe(0);
    expect(longer.stdout).toContain(
      "Deleted 0 enquiries, 1 enquiry kept as spam, 0 unconfirmed subscriptions,",
    );
    const bad = await purge([], { ENQUIRY_RETENTION_DAYS: "two years" });
    expect(bad).toEqual({
      code: 2,
      stdout: "",
      stderr: 'site: ENQUIRY_RETENTION_DAYS must be a whole number from 1 to 36500, got "two years".\n',
    });
  });

  it("exits 1 when there is no store, creating none", async () => {
    const run = await purge();
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /^site: No leads store at .*leads\.db yet: the server creates it when it first starts\.\n$/,
    );
    expect(existsSync(dataDir)).toBe(false);
  });
});
