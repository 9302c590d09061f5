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
import type { PostgresDatabase, Queryable } from "./postgres-database.ts";

/** Queued e-mails due at $1 with their enquiries or subscriptions, the longest due first, at most $2. */
const DUE_MAILS = `SELECT ${OUTBOX_COLUMNS} FROM ${OUTBOX_JOINS}
  WHERE o.webhook IS NULL AND ${WAITING} AND o.next_attempt_at <= $1 ORDER BY o.next_attempt_at, o.id LIMIT $2`;

/** As DUE_MAILS, for webhook deliveries to the hooks of $3. */
const DUE_WEBHOOKS = `SELECT ${OUTBOX_COLUMNS} FROM ${OUTBOX_JOINS}
  WHERE o.webhook = ANY($3::text[]) AND ${WAITING} AND o.next_attempt_at <= $1 ORDER BY o.next_attempt_at, o.id LIMIT $2`;

/** Claims the due rows of `sql` until `leaseUntil` (its next attempt is moved there). */
async function claim(
  database: PostgresDatabase,
  sql: string,
  values: unknown[],
  leaseUntil: Date,
): Promise<OutboxRow[]> {
  return database.transaction(async (client: Queryable) => {
    // SKIP LOCKED: rows another server is claiming right now are passed over, not waited for.
    const result = await client.query<OutboxRow>(`${sql} FOR UPDATE OF o SKIP LOCKED`, values);
    const ids = result.rows.map((row) => row.outbox_id);
    if (ids.length > 0) {
      await client.query("UPDATE outbox SET next_attempt_at = $1 WHERE id = ANY($2::bigint[])", [
        leaseUntil.toISOString(),
        ids,
      ]);
    }
    return result.rows;
  });
}

const dueAt = (due: Date | null | undefined) => (due ? new Date(due.getTime()) : undefined);

/**
 * The PostgreSQL store's outbox: e-mails and webhook deliveries, claimed, renewed, recorded and
 * summed up. `writable` throws for a read-only store.
 */
export function postgresOutbox(database: PostgresDatabase, writable: () => void): OutboxMethods {
  return {
    async dueMails(now, limit) {
      const result = await database.query<OutboxRow>(DUE_MAILS, [now.toISOString(), limit]);
      return result.rows.map(toQueued);
    },
    async claimDueMails(now, limit, leaseUntil): Promise<QueuedMail[]> {
      writable();
      return (await claim(database, DUE_MAILS, [now.toISOString(), limit], leaseUntil)).map(toQueued);
    },
    async claimDueWebhooks(now, limit, leaseUntil, targets): Promise<QueuedWebhook[]> {
      writable();
      const rows = await claim(database, DUE_WEBHOOKS, [now.toISOString(), limit, targets], leaseUntil);
      return rows.map(toQueuedWebhook);
    },
    async renewClaim(id, claimedUntil, leaseUntil) {
      writable();
      const renewed = await database.query(
        `UPDATE outbox SET next_attempt_at = $1
         WHERE id = $2 AND sent_at IS NULL AND failed_at IS NULL AND next_attempt_at = $3`,
        [leaseUntil.toISOString(), id, claimedUntil.toISOString()],
      );
      return renewed.rowCount === 1;
    },
    async markSent(id, at) {
      writable();
      await database.query("UPDATE outbox SET sent_at = $1, last_error = NULL WHERE id = $2", [
        at.toISOString(),
        id,
      ]);
    },
    async markFailed(id, error, nextAttemptAt) {
      writable();
      await database.query(
        "UPDATE outbox SET attempts = attempts + 1, last_error = $1, next_attempt_at = $2 WHERE id = $3",
        [errorText(error), nextAttemptAt.toISOString(), id],
      );
    },
    async markGivenUp(id, error, at) {
      writable();
      await database.query(
        "UPDATE outbox SET attempts = attempts + 1, last_error = $1, failed_at = $2 WHERE id = $3 AND sent_at IS NULL",
        [errorText(error), at.toISOString(), id],
      );
    },
    async giveUpWebhooks(queuedBefore, at) {
      writable();
      const hours = Math.round((at.getTime() - queuedBefore.getTime()) / 3_600_000);
      const result = await database.query(
        `UPDATE outbox SET failed_at = $1, last_error = $2 || coalesce(': ' || last_error, '')
         WHERE webhook IS NOT NULL AND sent_at IS NULL AND failed_at IS NULL AND queued_at < $3`,
        [at.toISOString(), `not delivered within ${hours} h`, queuedBefore.toISOString()],
      );
      return result.rowCount ?? 0;
    },
    async outboxSummary(): Promise<OutboxSummary> {
      const result = await database.query<{
        sent: number;
        queued: number;
        oldest: Date | null;
        last_error: string | null;
      }>(
        `SELECT
           count(sent_at)::integer AS sent,
           (count(*) - count(sent_at))::integer AS queued,
           min(queued_at) FILTER (WHERE sent_at IS NULL) AS oldest,
           (SELECT last_error FROM outbox WHERE webhook IS NULL AND sent_at IS NULL AND last_error IS NOT NULL ORDER BY id DESC LIMIT 1) AS last_error
         FROM outbox WHERE webhook IS NULL`,
      );
      const row = result.rows[0];
      return {
        sent: row?.sent ?? 0,
        queued: row?.queued ?? 0,
        oldestQueuedAt: row?.oldest?.toISOString() ?? undefined,
        lastError: row?.last_error ?? undefined,
      };
    },
    async webhookSummary(): Promise<WebhookSummary> {
      const counts = await database.query<{ delivered: number; failed: number; queued: number }>(
        `SELECT count(sent_at)::integer AS delivered,
           (count(*) FILTER (WHERE sent_at IS NULL AND failed_at IS NOT NULL))::integer AS failed,
           (count(*) FILTER (WHERE sent_at IS NULL AND failed_at IS NULL))::integer AS queued
         FROM outbox WHERE webhook IS NOT NULL`,
      );
      const failures = await database.query<OutboxEntryRow>(
        `SELECT ${OUTBOX_ENTRY_COLUMNS} FROM outbox o
         WHERE o.webhook IS NOT NULL AND o.sent_at IS NULL AND o.failed_at IS NOT NULL
         ORDER BY o.failed_at DESC, o.id DESC LIMIT 20`,
      );
      const row = counts.rows[0];
      return {
        delivered: row?.delivered ?? 0,
        failed: row?.failed ?? 0,
        queued: row?.queued ?? 0,
        recentFailures: failures.rows.map(toFailedWebhook),
      };
    },
    async nextDueAt() {
      const result = await database.query<{ due: Date | null }>(
        `SELECT min(next_attempt_at) AS due FROM outbox o WHERE o.webhook IS NULL AND ${WAITING}`,
      );
      return dueAt(result.rows[0]?.due);
    },
    async nextWebhookDueAt(targets) {
      const result = await database.query<{ due: Date | null }>(
        `SELECT min(next_attempt_at) AS due FROM outbox o WHERE o.webhook = ANY($1::text[]) AND ${WAITING}`,
        [targets],
      );
      return dueAt(result.rows[0]?.due);
    },
  };
}
