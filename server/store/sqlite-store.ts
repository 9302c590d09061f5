import { accessSync, constants, existsSync, mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import Database from "better-sqlite3";
import { ENQUIRY_COLUMNS, type EnquiryRow, toEnquiry } from "./enquiry-row.ts";
import { groupCommit } from "./group-commit.ts";
import type {
  EnquiryInput,
  LeadsStore,
  OutboxSummary,
  QueuedMail,
  SubscriptionState,
} from "./leads-store.ts";
import { StoreOpenError } from "./leads-store.ts";
import { OUTBOX_COLUMNS, OUTBOX_JOINS, type OutboxRow, toQueued } from "./outbox-row.ts";
import { SQLITE_MIGRATIONS } from "./sqlite-migrations.ts";
import { mailWindowStart, type SubscriptionMail, subscriptionMail } from "./subscription-mail.ts";
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

  const statements = readonly ? undefined : prepareWrites(db);
  const commit = groupCommit(db);
  const writable = () => {
    if (!statements) throw new StoreOpenError("The leads store was opened read-only.");
    return statements;
  };

  return {
    async saveEnquiry(enquiry, tokenHash) {
      const { insertEnquiry } = writable();
      const receivedAt = clock().toISOString();
      return commit(() => insertEnquiry(enquiry, tokenHash, receivedAt));
    },
    async hasEnquiryWithToken(tokenHash) {
      return db.prepare("SELECT 1 FROM enquiries WHERE token_hash = ?").get(tokenHash) !== undefined;
    },
    async saveSubscription(email) {
      const { saveSubscription } = writable();
      const subscribedAt = clock().toISOString();
      return commit(() => saveSubscription(email, subscribedAt));
    },
    async subscriptionById(id) {
      return subscriptionWithId(db, id);
    },
    async confirmSubscription(id, at) {
      const { confirm } = writable();
      await commit(() => confirm.run(at.toISOString(), id));
      return subscriptionWithId(db, id);
    },
    async listEnquiries({ since } = {}) {
      const rows = db
        .prepare(`SELECT ${ENQUIRY_COLUMNS} FROM enquiries e WHERE e.received_at >= ? ORDER BY e.id`)
        .all(since ?? "") as EnquiryRow[];
      return rows.map(toEnquiry);
    },
    async listSubscriptions({ since } = {}) {
      const rows = db
        .prepare(
          `SELECT ${SUBSCRIPTION_COLUMNS} FROM subscriptions s WHERE s.subscribed_at >= ? ORDER BY s.id`,
        )
        .all(since ?? "") as SubscriptionRow[];
      return rows.map(toSubscription);
    },
    async dueMails(now, limit) {
      return dueRows(db, now, limit);
    },
    async claimDueMails(now, limit, leaseUntil) {
      return writable().claimDue(now, limit, leaseUntil);
    },
    async renewClaim(id, claimedUntil, leaseUntil) {
      const renewed = writable().renewClaim.run(leaseUntil.toISOString(), id, claimedUntil.toISOString());
      return renewed.changes === 1;
    },
    async markSent(id, at) {
      writable().markSent.run(at.toISOString(), id);
    },
    async markFailed(id, error, nextAttemptAt) {
      writable().markFailed.run(error.slice(0, 1000), nextAttemptAt.toISOString(), id);
    },
    async outboxSummary(): Promise<OutboxSummary> {
      const row = db
        .prepare(
          `SELECT
             COUNT(sent_at) AS sent,
             COUNT(*) - COUNT(sent_at) AS queued,
             MIN(CASE WHEN sent_at IS NULL THEN queued_at END) AS oldest,
             (SELECT last_error FROM outbox WHERE sent_at IS NULL AND last_error IS NOT NULL ORDER BY id DESC LIMIT 1) AS last_error
           FROM outbox`,
        )
        .get() as { sent: number; queued: number; oldest: string | null; last_error: string | null };
      return {
        sent: row.sent,
        queued: row.queued,
        oldestQueuedAt: row.oldest ?? undefined,
        lastError: row.last_error ?? undefined,
      };
    },
    async nextDueAt() {
      const row = db
        .prepare("SELECT MIN(next_attempt_at) AS due FROM outbox WHERE sent_at IS NULL")
        .get() as {
        due: string | null;
      };
      return row.due ? new Date(row.due) : undefined;
    },
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

function dueRows(db: Database.Database, now: Date, limit: number): QueuedMail[] {
  const rows = db
    .prepare(
      `SELECT ${OUTBOX_COLUMNS} FROM ${OUTBOX_JOINS}
       WHERE o.sent_at IS NULL AND o.next_attempt_at <= ? ORDER BY o.next_attempt_at, o.id LIMIT ?`,
    )
    .all(now.toISOString(), limit) as OutboxRow[];
  return rows.map(toQueued);
}

function subscriptionWithId(db: Database.Database, id: number) {
  const row = db.prepare(`SELECT ${SUBSCRIPTION_COLUMNS} FROM subscriptions s WHERE s.id = ?`).get(id) as
    | SubscriptionRow
    | undefined;
  return row && toSubscription(row);
}

function prepareWrites(db: Database.Database) {
  const extendLease = db.prepare("UPDATE outbox SET next_attempt_at = ? WHERE id = ?");
  // IMMEDIATE: the write lock is taken before reading, so two processes on one file never both
  // read the same due rows.
  const claimDue = db.transaction((now: Date, limit: number, leaseUntil: Date) => {
    const due = dueRows(db, now, limit);
    for (const item of due) extendLease.run(leaseUntil.toISOString(), item.id);
    return due;
  });
  const insertEnquiry = db.prepare(
    `INSERT INTO enquiries (received_at, first_name, last_name, email, phone, company, service_interest, budget, description, token_hash)
     VALUES (@receivedAt, @firstName, @lastName, @email, @phone, @company, @serviceInterest, @budget, @description, @tokenHash)
     ON CONFLICT (token_hash) DO NOTHING`,
  );
  const enquiryByToken = db.prepare("SELECT id FROM enquiries WHERE token_hash = ?");
  const queueEnquiryNotice = db.prepare(
    "INSERT INTO outbox (enquiry_id, queued_at, next_attempt_at) VALUES (?, ?, ?)",
  );
  const saveEnquiry = db.transaction(
    (enquiry: EnquiryInput, tokenHash: string, receivedAt: string): { created: boolean; id: number } => {
      const inserted = insertEnquiry.run({ ...enquiry, receivedAt, tokenHash });
      if (inserted.changes === 0) {
        const existing = enquiryByToken.get(tokenHash) as { id: number };
        return { created: false, id: existing.id };
      }
      const id = Number(inserted.lastInsertRowid);
      queueEnquiryNotice.run(id, receivedAt, receivedAt);
      return { created: true, id };
    },
  );
  const insertSubscription = db.prepare(
    "INSERT INTO subscriptions (email, subscribed_at) VALUES (?, ?) ON CONFLICT (email) DO NOTHING",
  );
  // The column is COLLATE NOCASE: any spelling of the address finds it.
  const subscriptionByEmail = db.prepare("SELECT id, confirmed_at FROM subscriptions WHERE email = ?");
  const subscriptionOutbox = db.prepare(
    `SELECT EXISTS (SELECT 1 FROM outbox WHERE subscription_id = @id AND sent_at IS NULL) AS waiting,
       (SELECT COUNT(*) FROM outbox WHERE subscription_id = @id AND queued_at > @since) AS queuedInWindow`,
  );
  const queueSubscriptionMail = db.prepare(
    "INSERT INTO outbox (subscription_id, already_subscribed, queued_at, next_attempt_at) VALUES (@id, @already, @at, @at)",
  );
  const saveSubscription = db.transaction(
    (
      email: string,
      subscribedAt: string,
    ): { created: boolean; id: number; state: SubscriptionState; mail: SubscriptionMail } => {
      const inserted = insertSubscription.run(email, subscribedAt);
      const created = inserted.changes === 1;
      const row = created
        ? { id: Number(inserted.lastInsertRowid), confirmed_at: null }
        : (subscriptionByEmail.get(email) as { id: number; confirmed_at: string | null });
      const state: SubscriptionState = row.confirmed_at === null ? "pending" : "confirmed";
      const outbox = subscriptionOutbox.get({ id: row.id, since: mailWindowStart(subscribedAt) }) as {
        waiting: number;
        queuedInWindow: number;
      };
      const mail = subscriptionMail({ waiting: outbox.waiting === 1, queuedInWindow: outbox.queuedInWindow });
      if (mail === "queued") {
        queueSubscriptionMail.run({ id: row.id, already: state === "confirmed" ? 1 : 0, at: subscribedAt });
      }
      return { created, id: row.id, state, mail };
    },
  );
  return {
    claimDue: (now: Date, limit: number, leaseUntil: Date) => claimDue.immediate(now, limit, leaseUntil),
    /** Inside a group commit's transaction, as one savepoint. */
    insertEnquiry: (enquiry: EnquiryInput, tokenHash: string, receivedAt: string) =>
      saveEnquiry(enquiry, tokenHash, receivedAt),
    /** Inside a group commit's transaction, as one savepoint. */
    saveSubscription: (email: string, subscribedAt: string) => saveSubscription(email, subscribedAt),
    confirm: db.prepare("UPDATE subscriptions SET confirmed_at = ? WHERE id = ? AND confirmed_at IS NULL"),
    renewClaim: db.prepare(
      "UPDATE outbox SET next_attempt_at = ? WHERE id = ? AND sent_at IS NULL AND next_attempt_at = ?",
    ),
    markSent: db.prepare("UPDATE outbox SET sent_at = ?, last_error = NULL WHERE id = ?"),
    markFailed: db.prepare(
      "UPDATE outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = ? WHERE id = ?",
    ),
  };
}
