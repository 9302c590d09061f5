import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { groupCommit } from "./group-commit.ts";

let dir: string;
let db: Database.Database;
let reader: Database.Database;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "group-commit-"));
  db = new Database(join(dir, "t.db"));
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  db.exec("CREATE TABLE t (n INTEGER NOT NULL UNIQUE)");
  reader = new Database(join(dir, "t.db"), { readonly: true });
});
afterEach(() => {
  reader.close();
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const countSeenByReader = () => (reader.prepare("SELECT count(*) AS c FROM t").get() as { c: number }).c;

describe("groupCommit", () => {
  it("commits the writes of one burst together, each resolved only once it is committed", async () => {
    const commit = groupCommit(db);
    const insert = db.prepare("INSERT INTO t (n) VALUES (?)");
    const seenDuringLastWrite: number[] = [];
    const writes = Array.from({ length: 50 }, (_, n) =>
      commit(() => {
        insert.run(n);
        if (n === 49) seenDuringLastWrite.push(countSeenByReader());
        return n;
      }),
    );
    expect(await Promise.all(writes)).toEqual(Array.from({ length: 50 }, (_, n) => n));
    // While the 50th write ran, the 49 before it were not committed yet: one transaction for all.
    expect(seenDuringLastWrite).toEqual([0]);
    expect(countSeenByReader()).toBe(50);
  });

  it("rolls back and rejects a failing write alone", async () => {
    const commit = groupCommit(db);
    const insert = db.prepare("INSERT INTO t (n) VALUES (?)");
    const results = await Promise.allSettled([
      commit(() => insert.run(1)),
      commit(() => {
        insert.run(2);
        insert.run(1); // UNIQUE violation: this write's own row 2 goes too
      }),
      commit(() => insert.run(3)),
    ]);
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(reader.prepare("SELECT n FROM t ORDER BY n").pluck().all()).toEqual([1, 3]);
  });
});
