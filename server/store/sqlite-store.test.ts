import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { writeSqliteBeforeDoubleOptIn } from "../../tests/support/server/sqlite-before-double-opt-in.ts";
import { writeSqliteBeforeLeadsUpkeep } from "../../tests/support/server/sqlite-before-leads-upkeep.ts";
import { describeLeadsStoreContract } from "../../tests/support/server/store-contract.ts";
import type { EnquiryInput, LeadsStore } from "./leads-store.ts";
import { StoreOpenError } from "./leads-store.ts";
import { SQLITE_MIGRATIONS } from "./sqlite-migrations.ts";
import { openSqliteStore, SQLITE_FILE } from "./sqlite-store.ts";

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

describe("one transaction", () => {
  let store: LeadsStore;
  beforeEach(() => {
    store = openStore();
  });

  it("keeps neither the enquiry nor its enquiry notice when queueing fails (one transaction)", async () => {
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
});

describeLeadsStoreContract("SQLite", () => {
  const root = mkdtempSync(join(tmpdir(), "leads-contract-"));
  return {
    open: async (options) => openSqliteStore(join(root, "data"), options),
    dispose: async () => rmSync(root, { recursive: true, force: true }),
    writeBeforeDoubleOptIn: () => writeSqliteBeforeDoubleOptIn(join(root, "data")),
    writeBeforeLeadsUpkeep: () => writeSqliteBeforeLeadsUpkeep(join(root, "data")),
  };
});
