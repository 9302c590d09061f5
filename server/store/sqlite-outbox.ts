import type Database from "better-sqlite3";
import type {
  OutboxMethods,
  OutboxSummary,
  QueuedMail,
  QueuedWebhook,
  WebhookSummary,
} from "./leads-store.ts";
import {
  errorText,
  OUTBOX_COLUMNS,
  OUTBOX_ENTRY_COLUMNS,
  OUTBOX_JOINS,
  type OutboxEntryRow,
  type OutboxRow,
  toFailedWebhook,
  toQueued,
  toQueuedWebhook,
  WAITING,
} from "./outbox-row.ts";

/** The hooks a server knows, for `IN`: a JSON array SQLite reads with json_each. */
const targetList = (targets: readonly string[]) => JSON.stringify(targets);

function dueMailRows(db: Database.Database, now: Date, limit: number): QueuedMail[] {
  const rows = db
    .prepare(
      `SELECT ${OUTBOX_COLUMNS} FROM ${OUTBOX_JOINS}
       WHERE o.webhook IS NULL AND ${WAITING} AND o.next_attempt_at <= ? ORDER BY o.next_attempt_at, o.id LIMIT ?`,
    )
    .all(now.toISOString(), limit) as OutboxRow[];
  return rows.map(toQueued);
}

function dueWebhookRows(
  db: Database.Database,
  now: Date,
  limit: number,
  targets: readonly string[],
): QueuedWebhook[] {
  const rows = db
    .prepare(
      `SELECT ${OUTBOX_COLUMNS} FROM ${OUTBOX_JOINS}
       WHERE o.webhook IN (SELECT value FROM json_each(?)) AND ${WAITING} AND o.next_attempt_at <= ?
       ORDER BY o.next_attempt_at, o.id LIMIT ?`,
    )
    .all(targetList(targets), now.toISOString(), limit) as OutboxRow[];
  return rows.map(toQueuedWebhook);
}

/**
 * The SQLite store's outbox: e-mails and webhook deliveries, claimed, renewed, recorded and
 * summed up. `writable` throws for a read-only store.
 */
export function sqliteOutbox(db: Database.Database, writable: () => void): OutboxMethods {
  const extendLease = db.prepare("UPDATE outbox SET next_attempt_at = ? WHERE id = ?");
  // IMMEDIATE: the write lock is taken before reading, so two processes on one file never both
  // read the same due rows.
  const claim = <Item extends { id: number }>(due: () => Item[], leaseUntil: Date): Item[] => {
    writable();
    return db
      .transaction(() => {
        const items = due();
        for (const item of items) extendLease.run(leaseUntil.toISOString(), item.id);
        return items;
      })
      .immediate();
  };
  const write = (sql: string) => {
    let statement: Database.Statement | undefined;
    return (...values: unknown[]) => {
      writable();
      statement ??= db.prepare(sql);
      return statement.run(...values);
    };
  };
  const renewClaim = write(
    `UPDATE outbox SET next_attempt_at = ? WHERE id = ? AND sent_at IS NULL AND failed_at IS NULL AND next_attempt_at = ?`,
  );
  const markSent = write("UPDATE outbox SET sent_at = ?, last_error = NULL WHERE id = ?");
  const markFailed = write(
    "UPDATE outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = ? WHERE id = ?",
  );
  const markGivenUp = write(
    "UPDATE outbox SET attempts = attempts + 1, last_error = ?, failed_at = ? WHERE id = ? AND sent_at IS NULL",
  );
  const giveUp = write(
    `UPDATE outbox SET failed_at = ?, last_error = ? || coalesce(': ' || last_error, '')
     WHERE webhook IS NOT NULL AND sent_at IS NULL AND failed_at IS NULL AND queued_at < ?`,
  );

  return {
    async dueMails(now, limit) {
      return dueMailRows(db, now, limit);
    },
    async claimDueMails(now, limit, leaseUntil) {
      return claim(() => dueMailRows(db, now, limit), leaseUntil);
    },
    async claimDueWebhooks(now, limit, leaseUntil, targets) {
      return claim(() => dueWebhookRows(db, now, limit, targets), leaseUntil);
    },
    async renewClaim(id, claimedUntil, leaseUntil) {
      return renewClaim(leaseUntil.toISOString(), id, claimedUntil.toISOString()).changes === 1;
    },
    async markSent(id, at) {
      markSent(at.toISOString(), id);
    },
    async markFailed(id, error, nextAttemptAt) {
      markFailed(errorText(error), nextAttemptAt.toISOString(), id);
    },
    async markGivenUp(id, error, at) {
      markGivenUp(errorText(error), at.toISOString(), id);
    },
    async giveUpWebhooks(queuedBefore, at) {
      const hours = Math.round((at.getTime() - queuedBefore.getTime()) / 3_600_000);
      return giveUp(at.toISOString(), `not delivered within ${hours} h`, queuedBefore.toISOString()).changes;
    },
    async outboxSummary(): Promise<OutboxSummary> {
      const row = db
        .prepare(
          `SELECT
             COUNT(sent_at) AS sent,
             COUNT(*) - COUNT(sent_at) AS queued,
             MIN(CASE WHEN sent_at IS NULL THEN queued_at END) AS oldest,
             (SELECT last_error FROM outbox WHERE webhook IS NULL AND sent_at IS NULL AND last_error IS NOT NULL ORDER BY id DESC LIMIT 1) AS last_error
           FROM outbox WHERE webhook IS NULL`,
        )
        .get() as { sent: number; queued: number; oldest: string | null; last_error: string | null };
      return {
        sent: row.sent,
        queued: row.queued,
        oldestQueuedAt: row.oldest ?? undefined,
        lastError: row.last_error ?? undefined,
      };
    },
    async webhookSummary(): Promise<WebhookSummary> {
      const counts = db
        .prepare(
          `SELECT COUNT(sent_at) AS delivered,
             COUNT(CASE WHEN sent_at IS NULL AND failed_at IS NOT NULL THEN 1 END) AS failed,
             COUNT(CASE WHEN sent_at IS NULL AND failed_at IS NULL THEN 1 END) AS queued
           FROM outbox WHERE webhook IS NOT NULL`,
        )
        .get() as { delivered: number; failed: number; queued: number };
      const failures = db
        .prepare(
          `SELECT ${OUTBOX_ENTRY_COLUMNS} FROM outbox o
           WHERE o.webhook IS NOT NULL AND o.sent_at IS NULL AND o.failed_at IS NOT NULL
           ORDER BY o.failed_at DESC, o.id DESC LIMIT 20`,
        )
        .all() as OutboxEntryRow[];
      return { ...counts, recentFailures: failures.map(toFailedWebhook) };
    },
    async nextDueAt() {
      const row = db
        .prepare(`SELECT MIN(next_attempt_at) AS due FROM outbox o WHERE o.webhook IS NULL AND ${WAITING}`)
        .get() as { due: string | null };
      return row.due ? new Date(row.due) : undefined;
    },
    async nextWebhookDueAt(targets) {
      const row = db
        .prepare(
          `SELECT MIN(next_attempt_at) AS due FROM outbox o
           WHERE o.webhook IN (SELECT value FROM json_each(?)) AND ${WAITING}`,
        )
        .get(targetList(targets)) as { due: string | null };
      return row.due ? new Date(row.due) : undefined;
    },
  };
}
