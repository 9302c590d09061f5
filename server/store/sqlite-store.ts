import { accessSync, constants, existsSync, mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import Database from "better-sqlite3";
import { ENQUIRY_COLUMNS, type EnquiryRow, toEnquiry } from "./enquiry-row.ts";
import { groupCommit } from "./group-commit.ts";
import type { LeadsStore } from "./leads-store.ts";
import { StoreOpenError } from "./leads-store.ts";
import { prepareLeadWrites } from "./sqlite-lead-writes.ts";
import { SQLITE_MIGRATIONS } from "./sqlite-migrations.ts";
import { sqliteOutbox } from "./sqlite-outbox.ts";
import { sqliteUpkeep } from "./sqlite-upkeep.ts";
import { SUBSCRIPTION_COLUMNS, type SubscriptionRow, toSubscription } from "./subscription-row.ts";
import { checkWritable } from "./write-probe.ts";

export const SQLITE_FILE = "leads.db";

function schemaVersion(db: Database.Database, file: string): number {
  const version = db.pragma("user_version", { simple: true }) as number;
  if (version > SQLITE_MIGRATIONS.length) {
    throw new StoreOpenError(
      `The leads store ${file} was written by a newer version of the server (schema ${version}, this one knows ${SQLITE_MIGRATIONS.length}): update the server.`,
    );
  }
  return version;
}

function migrate(db: Database.Database, file: string): void {
  const applied = schemaVersion(db, file);
  SQLITE_MIGRATIONS.slice(applied).forEach((sql, index) => {
    db.transaction(() => {
      db.exec(sql);
      db.pragma(`user_version = ${applied + index + 1}`);
    })();
  });
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

function open(file: string, readonly: boolean): Database.Database {
  try {
    return new Database(file, { readonly, fileMustExist: readonly });
  } catch (error) {
    throw new StoreOpenError(`Cannot open the leads store ${file}: ${reason(error)}`);
  }
}

function createDataDir(dataDir: string): void {
  try {
    mkdirSync(dataDir, { recursive: true });
    accessSync(dataDir, constants.W_OK);
  } catch (error) {
    throw new StoreOpenError(
      `The data folder ${resolve(dataDir)} (DATA_DIR) cannot be created or written: ${reason(error)}. Point DATA_DIR at a writable folder.`,
    );
  }
}

/** Sets up the connection; a readonly one only checks that the schema is one it can read. */
function setUp(db: Database.Database, file: string, readonly: boolean): void {
  db.pragma("busy_timeout = 5000");
  if (readonly) {
    if (schemaVersion(db, file) === 0) {
      throw new StoreOpenError(`The leads store ${file} is empty: start the server once to create it.`);
    }
    return;
  }
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  db.pragma("foreign_keys = ON");
  migrate(db, file);
}

export interface SqliteStoreOptions {
  /** Opens an existing store for reading alongside a running server (`site leads`). */
  readonly?: boolean;
  /** Gives the time submissions are received at; default the system clock. */
  clock?: () => Date;
}

/**
 * The embedded store: one SQLite file in `dataDir`, created and migrated on open, in WAL mode with
 * full fsync so an answered submission survives a crash of the process or the machine. Its writes
 * block the thread it runs on: the server runs it in a worker thread (sqlite-worker-store.ts).
 */
export function openSqliteStore(dataDir: string, options: SqliteStoreOptions = {}): LeadsStore {
  const readonly = options.readonly === true;
  const clock = options.clock ?? (() => new Date());
  const file = resolve(join(dataDir, SQLITE_FILE));
  if (readonly && !existsSync(file)) {
    throw new StoreOpenError(`No leads store at ${file} yet: the server creates it when it first starts.`);
  }
  if (!readonly) createDataDir(dataDir);
  const db = open(file, readonly);
  try {
    setUp(db, file, readonly);
  } catch (error) {
    db.close();
    if (error instanceof StoreOpenError) throw error;
    throw new StoreOpenError(`Cannot open the leads store ${file}: ${reason(error)}`);
  }

  const statements = readonly ? undefined : prepareLeadWrites(db);
  const commit = groupCommit(db);
  const writable = () => {
    if (!statements) throw new StoreOpenError("The leads store was opened read-only.");
    return statements;
  };

  return {
    async saveEnquiry(enquiry, tokenHash, options = {}) {
      const { saveEnquiry } = writable();
      const receivedAt = clock().toISOString();
      return commit(() => saveEnquiry(enquiry, tokenHash, receivedAt, options));
    },
    async hasEnquiryWithToken(tokenHash) {
      return db.prepare("SELECT 1 FROM enquiries WHERE token_hash = ?").get(tokenHash) !== undefined;
    },
    async hasRecentEnquiryText(description, email, since) {
      const row = db
        .prepare(
          "SELECT 1 FROM enquiries WHERE description = ? AND received_at >= ? AND lower(email) <> lower(?) LIMIT 1",
        )
        .get(description, since.toISOString(), email);
      return row !== undefined;
    },
    async saveSubscription(email, options = {}) {
      const { saveSubscription } = writable();
      const subscribedAt = clock().toISOString();
      return commit(() => saveSubscription(email, subscribedAt, options.spam));
    },
    async subscriptionById(id) {
      return subscriptionWithId(db, id);
    },
    async confirmSubscription(id, at, webhooks = []) {
      const { confirm } = writable();
      await commit(() => confirm(id, at.toISOString(), webhooks));
      return subscriptionWithId(db, id);
    },
    async unsubscribe(id, at) {
      const { unsubscribe } = writable();
      await commit(() => unsubscribe(id, at.toISOString()));
      return subscriptionWithId(db, id);
    },
    async releaseSpam(lead, at, webhooks) {
      const { release } = writable();
      return commit(() => release(lead, at.toISOString(), webhooks));
    },
    async listEnquiries({ since, spam } = {}) {
      const rows = db
        .prepare(
          `SELECT ${ENQUIRY_COLUMNS} FROM enquiries e
           WHERE e.received_at >= ? AND (e.spam_reason IS NOT NULL) = ? ORDER BY e.id`,
        )
        .all(since ?? "", spam ? 1 : 0) as EnquiryRow[];
      return rows.map(toEnquiry);
    },
    async listSubscriptions({ since, spam } = {}) {
      const rows = db
        .prepare(
          `SELECT ${SUBSCRIPTION_COLUMNS} FROM subscriptions s
           WHERE s.subscribed_at >= ? AND (s.spam_reason IS NOT NULL) = ? ORDER BY s.id`,
        )
        .all(since ?? "", spam ? 1 : 0) as SubscriptionRow[];
      return rows.map(toSubscription);
    },
    ...sqliteOutbox(db, writable),
    ...sqliteUpkeep(db, writable),
    async checkReady() {
      const version = db.pragma("user_version", { simple: true }) as number;
      if (version !== SQLITE_MIGRATIONS.length) {
        throw new Error(`schema ${version}, this server needs ${SQLITE_MIGRATIONS.length}`);
      }
      // The schema is there, but a full disk would refuse every submission all the same.
      if (statements) await checkWritable(resolve(dataDir));
    },
    async close() {
      db.close();
    },
  };
}

function subscriptionWithId(db: Database.Database, id: number) {
  const row = db.prepare(`SELECT ${SUBSCRIPTION_COLUMNS} FROM subscriptions s WHERE s.id = ?`).get(id) as
    | SubscriptionRow
    | undefined;
  return row && toSubscription(row);
}
