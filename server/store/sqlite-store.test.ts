import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { EnquiryInput, LeadsStore } from "./leads-store.ts";
import { StoreOpenError } from "./leads-store.ts";
import { SQLITE_MIGRATIONS } from "./migrations.ts";
import { openSqliteStore, SQLITE_FILE } from "./sqlite-store.ts";
import { describeLeadsStoreContract } from "./store-contract.ts";

const ENQUIRY: EnquiryInput = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.org",
  phone: "+44 20 7946 0000",
  company: "Analytical Engines",
  serviceInterest: "Custom Software Development",
  budget: "discuss",
  description: "A new loom controller.\nTwo lines.",
};

let dataDir: string;
const opened: LeadsStore[] = [];

function openStore(options: { readonly?: boolean } = {}): LeadsStore {
  const store = openSqliteStore(dataDir, options);
  opened.push(store);
  return store;
}

/** A second, plain connection to the same file, as another process would have. */
function rawDb(): Database.Database {
  return new Database(join(dataDir, SQLITE_FILE));
}

beforeEach(() => {
  dataDir = join(mkdtempSync(join(tmpdir(), "leads-store-")), "data");
});
afterEach(async () => {
  for (const store of opened.splice(0)) await store.close().catch(() => {});
  rmSync(join(dataDir, ".."), { recursive: true, force: true });
});

describe("openSqliteStore", () => {
  it("creates the data folder and a migrated SQLite file in WAL mode", async () => {
    const store = openStore();
    await store.saveSubscription("a@example.org");
    expect(existsSync(join(dataDir, SQLITE_FILE))).toBe(true);
    const db = rawDb();
    try {
      expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
      expect(db.pragma("user_version", { simple: true })).toBe(SQLITE_MIGRATIONS.length);
    } finally {
      db.close();
    }
  });

  it("reopens an existing store without migrating it again or losing data", async () => {
    const first = openStore();
    await first.saveEnquiry(ENQUIRY, "token-1");
    await first.close();
    const again = openStore();
    expect(await again.listEnquiries()).toHaveLength(1);
    await again.saveEnquiry(ENQUIRY, "token-2");
    expect(await again.listEnquiries()).toHaveLength(2);
    const db = rawDb();
    expect(db.pragma("user_version", { simple: true })).toBe(SQLITE_MIGRATIONS.length);
    db.close();
  });

  it("refuses a store written by a newer schema, for writing and for reading", async () => {
    await openStore().close();
    const db = rawDb();
    db.pragma(`user_version = ${SQLITE_MIGRATIONS.length + 1}`);
    db.close();
    for (const readonly of [false, true]) {
      expect(() => openStore({ readonly })).toThrow(StoreOpenError);
      expect(() => openStore({ readonly })).toThrow(/newer version of the server/);
    }
  });

  it("refuses to open a missing store read-only, with a clear message", () => {
    expect(() => openStore({ readonly: true })).toThrow(StoreOpenError);
    expect(() => openStore({ readonly: true })).toThrow(/No leads store at .*leads\.db yet/);
    expect(existsSync(dataDir)).toBe(false);
  });

  it("refuses to open an empty file read-only", () => {
    mkdirSync(dataDir, { recursive: true });
    new Database(join(dataDir, SQLITE_FILE)).close();
    expect(() => openStore({ readonly: true })).toThrow(/is empty: start the server once/);
  });

  it("refuses a DATA_DIR that is a regular file", () => {
    mkdirSync(join(dataDir, ".."), { recursive: true });
    writeFileSync(dataDir, "not a folder");
    expect(() => openStore()).toThrow(StoreOpenError);
    expect(() => openStore()).toThrow(/DATA_DIR\) cannot be created or written/);
  });

  it("refuses a leads.db that is not a SQLite database", () => {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(join(dataDir, SQLITE_FILE), "x".repeat(4096));
    expect(() => openStore()).toThrow(StoreOpenError);
  });
});

describe("enquiries", () => {
  let store: LeadsStore;
  beforeEach(() => {
    store = openStore();
  });

  it("is committed when saveEnquiry resolves: another connection sees it", async () => {
    const saved = await store.saveEnquiry(ENQUIRY, "token-1");
    expect(saved.created).toBe(true);
    const reader = openStore({ readonly: true });
    const [stored] = await reader.listEnquiries();
    expect(stored).toMatchObject({ ...ENQUIRY, id: saved.id });
    expect(new Date(stored?.receivedAt ?? "").toISOString()).toBe(stored?.receivedAt);
    expect(await reader.hasEnquiryWithToken("token-1")).toBe(true);
    expect(await reader.hasEnquiryWithToken("token-2")).toBe(false);
  });

  it("queues the notification with the enquiry", async () => {
    const { id } = await store.saveEnquiry(ENQUIRY, "token-1");
    const due = await store.dueNotifications(new Date(Date.now() + 1000), 10);
    expect(due).toHaveLength(1);
    expect(due[0]).toMatchObject({ attempts: 0, enquiry: { ...ENQUIRY, id } });
    expect(await store.outboxSummary()).toMatchObject({ sent: 0, queued: 1, lastError: undefined });
  });

  it("keeps neither the enquiry nor the notification when queueing fails (one transaction)", async () => {
    const db = rawDb();
    db.exec(
      "CREATE TRIGGER refuse_outbox BEFORE INSERT ON outbox BEGIN SELECT RAISE(ABORT, 'outbox refused'); END",
    );
    await expect(store.saveEnquiry(ENQUIRY, "token-1")).rejects.toThrow(/outbox refused/);
    expect(await store.listEnquiries()).toEqual([]);
    expect(await store.hasEnquiryWithToken("token-1")).toBe(false);
    db.exec("DROP TRIGGER refuse_outbox");
    db.close();
    expect((await store.saveEnquiry(ENQUIRY, "token-1")).created).toBe(true);
    expect((await store.outboxSummary()).queued).toBe(1);
  });

  it("stores nothing for a second enquiry with the same token hash", async () => {
    const first = await store.saveEnquiry(ENQUIRY, "token-1");
    const second = await store.saveEnquiry({ ...ENQUIRY, description: "changed" }, "token-1");
    expect(second).toEqual({ created: false, id: first.id });
    const stored = await store.listEnquiries();
    expect(stored.map((e) => e.description)).toEqual([ENQUIRY.description]);
    expect((await store.outboxSummary()).queued).toBe(1);
  });

  it("lists enquiries received since a time", async () => {
    await store.saveEnquiry(ENQUIRY, "token-1");
    const [first] = await store.listEnquiries();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const later = new Date().toISOString();
    await store.saveEnquiry(ENQUIRY, "token-2");
    expect(await store.listEnquiries({ since: first?.receivedAt })).toHaveLength(2);
    expect(await store.listEnquiries({ since: later })).toHaveLength(1);
  });
});

describe("subscriptions", () => {
  it("keeps each address once, case-insensitively", async () => {
    const store = openStore();
    expect(await store.saveSubscription("Ann@Example.org")).toEqual({ created: true });
    expect(await store.saveSubscription("ann@example.org")).toEqual({ created: false });
    expect(await store.saveSubscription("ANN@EXAMPLE.ORG")).toEqual({ created: false });
    expect(await store.saveSubscription("bob@example.org")).toEqual({ created: true });
    const list = await store.listSubscriptions();
    expect(list.map((s) => s.email)).toEqual(["Ann@Example.org", "bob@example.org"]);
  });
});

describe("outbox", () => {
  it("records failures, retries when due and marks a delivered notification sent", async () => {
    const store = openStore();
    const { id: enquiryId } = await store.saveEnquiry(ENQUIRY, "token-1");
    const [queued] = await store.dueNotifications(new Date(), 10);
    if (!queued) throw new Error("nothing queued");

    const retryAt = new Date(Date.now() + 60_000);
    await store.markFailed(queued.id, "connect ECONNREFUSED", retryAt);
    expect(await store.dueNotifications(new Date(), 10)).toEqual([]);
    expect((await store.nextDueAt())?.toISOString()).toBe(retryAt.toISOString());
    expect(await store.outboxSummary()).toMatchObject({ queued: 1, lastError: "connect ECONNREFUSED" });

    const [retry] = await store.dueNotifications(new Date(retryAt.getTime() + 1), 10);
    expect(retry).toMatchObject({ id: queued.id, attempts: 1, enquiry: { id: enquiryId } });

    await store.markSent(queued.id, new Date());
    expect(await store.dueNotifications(new Date(Date.now() + 3_600_000), 10)).toEqual([]);
    expect(await store.nextDueAt()).toBeUndefined();
    expect(await store.outboxSummary()).toEqual({
      sent: 1,
      queued: 0,
      oldestQueuedAt: undefined,
      lastError: undefined,
    });
  });

  it("hands out due notifications oldest first, up to the limit", async () => {
    const store = openStore();
    for (let n = 1; n <= 5; n += 1) await store.saveEnquiry({ ...ENQUIRY, description: `#${n}` }, `t${n}`);
    const due = await store.dueNotifications(new Date(Date.now() + 1000), 3);
    expect(due.map((d) => d.enquiry.description)).toEqual(["#1", "#2", "#3"]);
  });
});

describe("a read-only store", () => {
  it("reads alongside a writer and refuses every write", async () => {
    const writer = openStore();
    await writer.saveEnquiry(ENQUIRY, "token-1");
    await writer.saveSubscription("a@example.org");
    const reader = openStore({ readonly: true });
    const [due] = await reader.dueNotifications(new Date(Date.now() + 1000), 1);
    expect(due).toBeDefined();
    await expect(reader.saveEnquiry(ENQUIRY, "token-2")).rejects.toThrow(StoreOpenError);
    await expect(reader.saveSubscription("b@example.org")).rejects.toThrow(/read-only/);
    await expect(reader.markSent(due?.id ?? 0, new Date())).rejects.toThrow(/read-only/);
    await expect(reader.markFailed(due?.id ?? 0, "x", new Date())).rejects.toThrow(/read-only/);
    expect(await writer.listEnquiries()).toHaveLength(1);
    expect(await writer.listSubscriptions()).toHaveLength(1);
    expect((await writer.outboxSummary()).queued).toBe(1);
  });
});

describeLeadsStoreContract("SQLite", () => {
  const root = mkdtempSync(join(tmpdir(), "leads-contract-"));
  return {
    open: async (options) => openSqliteStore(join(root, "data"), options),
    dispose: async () => rmSync(root, { recursive: true, force: true }),
  };
});
