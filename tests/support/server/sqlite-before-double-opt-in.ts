import { mkdirSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { SQLITE_MIGRATIONS } from "../../../server/store/sqlite-migrations.ts";
import { SQLITE_FILE } from "../../../server/store/sqlite-store.ts";
import { BEFORE_DOUBLE_OPT_IN } from "./store-contract.ts";

/** The SQLite half of LeadsStoreHarness.writeBeforeDoubleOptIn: schema version 1, with its rows. */
export async function writeSqliteBeforeDoubleOptIn(dataDir: string): Promise<void> {
  const { subscription, enquiry, enquiryNotice } = BEFORE_DOUBLE_OPT_IN;
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, SQLITE_FILE));
  try {
    db.exec(SQLITE_MIGRATIONS[0] ?? "");
    db.pragma("user_version = 1");
    db.prepare("INSERT INTO subscriptions (email, subscribed_at) VALUES (?, ?)").run(
      subscription.email,
      subscription.subscribedAt,
    );
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO enquiries (received_at, first_name, last_name, email, phone, company, service_interest, budget, description, token_hash)
         VALUES (?, 'Ada', 'L', 'ada@example.org', '', '', '', '', ?, ?)`,
      )
      .run(enquiry.receivedAt, enquiry.description, enquiry.tokenHash);
    db.prepare(
      "INSERT INTO outbox (enquiry_id, queued_at, next_attempt_at, attempts, last_error) VALUES (?, ?, ?, ?, ?)",
    ).run(
      lastInsertRowid,
      enquiry.receivedAt,
      enquiryNotice.nextAttemptAt,
      enquiryNotice.attempts,
      enquiryNotice.lastError,
    );
  } finally {
    db.close();
  }
}
