import { mkdirSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { SQLITE_MIGRATIONS } from "../../../server/store/sqlite-migrations.ts";
import { SQLITE_FILE } from "../../../server/store/sqlite-store.ts";
import { BEFORE_LEADS_UPKEEP } from "./store-contract-context.ts";

/** The schema version before spam, unsubscribing and webhooks. */
const VERSION = 3;

/** The SQLite half of LeadsStoreHarness.writeBeforeLeadsUpkeep: schema version 3, with its rows. */
export async function writeSqliteBeforeLeadsUpkeep(dataDir: string): Promise<void> {
  const { confirmed, pending, enquiry } = BEFORE_LEADS_UPKEEP;
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, SQLITE_FILE));
  try {
    for (const step of SQLITE_MIGRATIONS.slice(0, VERSION)) db.exec(step);
    db.pragma(`user_version = ${VERSION}`);
    const subscribe = db.prepare(
      "INSERT INTO subscriptions (email, subscribed_at, confirmed_at) VALUES (?, ?, ?)",
    );
    subscribe.run(confirmed.email, confirmed.subscribedAt, confirmed.confirmedAt);
    const waiting = subscribe.run(pending.email, pending.subscribedAt, null).lastInsertRowid;
    db.prepare(
      "INSERT INTO outbox (subscription_id, queued_at, next_attempt_at, attempts, last_error) VALUES (?, ?, ?, 1, ?)",
    ).run(waiting, pending.subscribedAt, pending.subscribedAt, pending.lastError);
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO enquiries (received_at, first_name, last_name, email, phone, company, service_interest, budget, description, token_hash)
         VALUES (?, 'Ada', 'L', ?, '', '', '', '', ?, ?)`,
      )
      .run(enquiry.receivedAt, enquiry.email, enquiry.description, enquiry.tokenHash);
    db.prepare(
      "INSERT INTO outbox (enquiry_id, queued_at, next_attempt_at, sent_at) VALUES (?, ?, ?, ?)",
    ).run(lastInsertRowid, enquiry.receivedAt, enquiry.receivedAt, enquiry.sentAt);
  } finally {
    db.close();
  }
}
