import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { writeSqliteBeforeDoubleOptIn } from "../../tests/support/server/sqlite-before-double-opt-in.ts";
import { writeSqliteBeforeLeadsUpkeep } from "../../tests/support/server/sqlite-before-leads-upkeep.ts";
import { CONTRACT_ENQUIRY, describeLeadsStoreContract } from "../../tests/support/server/store-contract.ts";
import { type LeadsStore, StoreOpenError } from "./leads-store.ts";
import { openLeadsStore } from "./open-store.ts";
import { SQLITE_FILE } from "./sqlite-store.ts";
import { openSqliteStoreInWorker } from "./sqlite-worker-store.ts";

// The server's SQLite store as openLeadsStore opens it: writable in a worker thread, read-only
// (`site leads`) on the calling thread.
describeLeadsStoreContract("SQLite in a worker thread", () => {
  const root = mkdtempSync(join(tmpdir(), "leads-worker-contract-"));
  const choice = { dataDir: join(root, "data"), databaseUrl: undefined };
  return {
    open: (options) => openLeadsStore(choice, options),
    dispose: async () => rmSync(root, { recursive: true, force: true }),
    writeBeforeDoubleOptIn: () => writeSqliteBeforeDoubleOptIn(choice.dataDir),
    writeBeforeLeadsUpkeep: () => writeSqliteBeforeLeadsUpkeep(choice.dataDir),
  };
});

describe("errors from the SQLite worker", () => {
  let dataDir: string;
  let store: LeadsStore | undefined;
  beforeEach(() => {
    dataDir = join(mkdtempSync(join(tmpdir(), "leads-worker-")), "data");
  });
  afterEach(async () => {
    await store?.close();
    store = undefined;
    rmSync(join(dataDir, ".."), { recursive: true, force: true });
  });

  it("reach the caller as SQLite threw them, message and code, and the write is rolled back", async () => {
    store = await openSqliteStoreInWorker(dataDir);
    const db = new Database(join(dataDir, SQLITE_FILE));
    db.exec(
      "CREATE TRIGGER refuse_outbox BEFORE INSERT ON outbox BEGIN SELECT RAISE(ABORT, 'outbox refused'); END",
    );
    db.close();
    const refused = store.saveEnquiry(CONTRACT_ENQUIRY, "token-1");
    await expect(refused).rejects.toThrow("outbox refused");
    await expect(refused).rejects.toMatchObject({ name: "SqliteError", code: "SQLITE_CONSTRAINT_TRIGGER" });
    expect(await store.listEnquiries()).toEqual([]);
  }, 30_000);

  it("a store that cannot be opened rejects with the StoreOpenError that says what to do", async () => {
    mkdirSync(join(dataDir, ".."), { recursive: true });
    writeFileSync(dataDir, "not a folder");
    const opening = openSqliteStoreInWorker(dataDir);
    await expect(opening).rejects.toThrow(StoreOpenError);
    await expect(opening).rejects.toThrow(/DATA_DIR\) cannot be created or written/);
  }, 30_000);
});
