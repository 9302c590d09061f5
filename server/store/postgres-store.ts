import type { PoolClient } from "pg";
import type { LogWriter } from "../log.ts";
import { reason, scrub, type Target } from "./database-url.ts";
import { ENQUIRY_COLUMNS, type EnquiryRow, toEnquiry } from "./enquiry-row.ts";
import type { LeadsStore, OutboxSummary, StoredSubscription, SubscriptionState } from "./leads-store.ts";
import { StoreOpenError, StoreUnavailableError } from "./leads-store.ts";
import { OUTBOX_COLUMNS, OUTBOX_JOINS, type OutboxRow, toQueued } from "./outbox-row.ts";
import { connectPostgres, type PostgresDatabase, type Queryable } from "./postgres-database.ts";
import { MIGRATION_LOCK_KEY, MIGRATIONS_TABLE, POSTGRES_MIGRATIONS } from "./postgres-migrations.ts";
import { mailWindowStart, subscriptionMail } from "./subscription-mail.ts";
import { SUBSCRIPTION_COLUMNS, type SubscriptionRow, toSubscription } from "./subscription-row.ts";

async function appliedVersion(client: Queryable): Promise<number> {
  const present = await client.query<{ present: boolean }>(
    `SELECT to_regclass('${MIGRATIONS_TABLE}') IS NOT NULL AS present`,
  );
  if (present.rows[0]?.present !== true) return 0;
  const row = await client.query<{ version: number }>(
    `SELECT coalesce(max(version), 0)::integer AS version FROM ${MIGRATIONS_TABLE}`,
  );
  return row.rows[0]?.version ?? 0;
}

function refuseNewer(version: number, target: Target): void {
  if (version > POSTGRES_MIGRATIONS.length) {
    throw new StoreOpenError(
      `The leads store in ${target.description} was written by a newer version of the server (schema ${version}, this one knows ${POSTGRES_MIGRATIONS.length}): update the server.`,
    );
  }
}

/**
 * Applies the missing steps in one transaction, under an advisory lock: servers that start
 * together wait for each other, and the second finds the schema up to date.
 */
async function migrate(client: PoolClient, target: Target): Promise<void> {
  await client.query("BEGIN");
  try {
    await client.query(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    await client.query(
      `CREATE TABLE IF NOT EXISTS ${MIGRATIONS_TABLE} (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    const applied = await appliedVersion(client);
    refuseNewer(applied, target);
    for (const [index, sql] of POSTGRES_MIGRATIONS.entries()) {
      if (index < applied) continue;
      await client.query(sql);
      await client.query(`INSERT INTO ${MIGRATIONS_TABLE} (version) VALUES ($1)`, [index + 1]);
    }
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  }
}

/** Connects once and migrates; a read-only store only checks that the schema is one it can read. */
async function setUp(database: PostgresDatabase, readonly: boolean): Promise<void> {
  const { target } = database;
  let connected = false;
  try {
    await database.session(async (client) => {
      connected = true;
      if (!readonly) return migrate(client, target);
      const version = await appliedVersion(client);
      if (version === 0) {
        throw new StoreOpenError(
          `The leads store in ${target.description} is empty: start the server once to create it.`,
        );
      }
      refuseNewer(version, target);
    });
  } catch (error) {
    if (error instanceof StoreOpenError) throw error;
    const cause = error instanceof StoreUnavailableError ? error.cause : error;
    if (!connected) {
      throw new StoreOpenError(
        `Cannot connect to the leads store, ${target.description} (DATABASE_URL): ${scrub(reason(cause), target)}. Check DATABASE_URL and that PostgreSQL is running and reachable.`,
      );
    }
    const code = cause instanceof Error && "code" in cause ? cause.code : undefined;
    const hint =
      code === "42501" ? " The DATABASE_URL user must be allowed to create tables (own the database)." : "";
    throw new StoreOpenError(
      `Cannot set up the leads store in ${target.description}: ${scrub(reason(cause), target)}.${hint}`,
    );
  }
}

/** Queued e-mails due at $1 with their enquiries or subscriptions, the longest due first, at most $2. */
const DUE_MAILS = `SELECT ${OUTBOX_COLUMNS} FROM ${OUTBOX_JOINS}
  WHERE o.sent_at IS NULL AND o.next_attempt_at <= $1 ORDER BY o.next_attempt_at, o.id LIMIT $2`;

const SUBSCRIPTION_BY_ID = `SELECT ${SUBSCRIPTION_COLUMNS} FROM subscriptions s WHERE s.id = $1`;

/**
 * The PostgreSQL store at `databaseUrl` (`postgres://` or `postgresql://`), migrated on open. It
 * behaves as the SQLite store does: every write is committed before it resolves, an enquiry and
 * its enquiry notice are one transaction, a token hash or (case-insensitively) an address is kept
 * once, times are ISO 8601 UTC strings. `readonly` only reads (the connections are read-only too)
 * and needs a store the server has created. A store that cannot be opened rejects with a
 * StoreOpenError naming the database, host and user, never the password. While the database cannot
 * be reached, its methods reject with a StoreUnavailableError, and `log` gets one line when that
 * starts and one when it ends (postgres-database.ts).
 */
export async function openPostgresStore(
  databaseUrl: string,
  options: { readonly?: boolean; log?: LogWriter } = {},
): Promise<LeadsStore> {
  return openPostgresStoreOn(connectPostgres(databaseUrl, options), options);
}

/**
 * The store on connections already made (the server shares them with its rate limits). The store
 * owns them: closing it, or failing to open it, closes them.
 */
export async function openPostgresStoreOn(
  database: PostgresDatabase,
  options: { readonly?: boolean } = {},
): Promise<LeadsStore> {
  const readonly = options.readonly === true;
  try {
    await setUp(database, readonly);
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }

  let closed = false;
  const writable = () => {
    if (readonly) throw new StoreOpenError("The leads store was opened read-only.");
  };

  return {
    async saveEnquiry(enquiry, tokenHash) {
      writable();
      const receivedAt = new Date().toISOString();
      return database.transaction(async (client) => {
        const inserted = await client.query<{ id: string }>(
          `INSERT INTO enquiries (received_at, first_name, last_name, email, phone, company, service_interest, budget, description, token_hash)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
           ON CONFLICT (token_hash) DO NOTHING
           RETURNING id`,
          [
            receivedAt,
            enquiry.firstName,
            enquiry.lastName,
            enquiry.email,
            enquiry.phone,
            enquiry.company,
            enquiry.serviceInterest,
            enquiry.budget,
            enquiry.description,
            tokenHash,
          ],
        );
        const created = inserted.rows[0];
        if (!created) {
          // The first enquiry with this token is committed (ON CONFLICT waited for it): its id.
          const existing = await client.query<{ id: string }>(
            "SELECT id FROM enquiries WHERE token_hash = $1",
            [tokenHash],
          );
          return { created: false, id: Number(existing.rows[0]?.id) };
        }
        await client.query(
          "INSERT INTO outbox (enquiry_id, queued_at, next_attempt_at) VALUES ($1, $2, $2)",
          [created.id, receivedAt],
        );
        return { created: true, id: Number(created.id) };
      });
    },
    async hasEnquiryWithToken(tokenHash) {
      const result = await database.query("SELECT 1 FROM enquiries WHERE token_hash = $1", [tokenHash]);
      return result.rowCount !== null && result.rowCount > 0;
    },
    async saveSubscription(email) {
      writable();
      const subscribedAt = new Date().toISOString();
      return database.transaction(async (client) => {
        const inserted = await client.query<{ id: string }>(
          `INSERT INTO subscriptions (email, subscribed_at) VALUES ($1, $2)
           ON CONFLICT ((lower(email))) DO NOTHING RETURNING id`,
          [email, subscribedAt],
        );
        const created = inserted.rows[0] !== undefined;
        // FOR UPDATE: sign-ups of one address at once decide about its e-mail one after the other,
        // so neither the one-waiting rule nor the day's limit can be passed by racing.
        const existing = created
          ? undefined
          : await client.query<{ id: string; confirmed: boolean }>(
              "SELECT id, confirmed_at IS NOT NULL AS confirmed FROM subscriptions WHERE lower(email) = lower($1) FOR UPDATE",
              [email],
            );
        const id = inserted.rows[0]?.id ?? existing?.rows[0]?.id;
        if (id === undefined) throw new Error("The subscription was neither kept nor found.");
        const state: SubscriptionState = existing?.rows[0]?.confirmed ? "confirmed" : "pending";
        const outbox = await client.query<{ waiting: boolean; queued_in_window: number }>(
          `SELECT EXISTS (SELECT 1 FROM outbox WHERE subscription_id = $1 AND sent_at IS NULL) AS waiting,
             (SELECT count(*)::integer FROM outbox WHERE subscription_id = $1 AND queued_at > $2) AS queued_in_window`,
          [id, mailWindowStart(subscribedAt)],
        );
        const mail = subscriptionMail({
          waiting: outbox.rows[0]?.waiting === true,
          queuedInWindow: outbox.rows[0]?.queued_in_window ?? 0,
        });
        if (mail === "queued") {
          await client.query(
            "INSERT INTO outbox (subscription_id, already_subscribed, queued_at, next_attempt_at) VALUES ($1, $2, $3, $3)",
            [id, state === "confirmed", subscribedAt],
          );
        }
        return { created, id: Number(id), state, mail };
      });
    },
    async subscriptionById(id) {
      const result = await database.query<SubscriptionRow>(SUBSCRIPTION_BY_ID, [id]);
      const row = result.rows[0];
      return row && toSubscription(row);
    },
    async confirmSubscription(id, at) {
      writable();
      await database.query(
        "UPDATE subscriptions SET confirmed_at = $1 WHERE id = $2 AND confirmed_at IS NULL",
        [at.toISOString(), id],
      );
      const result = await database.query<SubscriptionRow>(SUBSCRIPTION_BY_ID, [id]);
      const row = result.rows[0];
      return row && toSubscription(row);
    },
    async listEnquiries({ since } = {}) {
      const result = await database.query<EnquiryRow>(
        `SELECT ${ENQUIRY_COLUMNS} FROM enquiries e
         WHERE $1::timestamptz IS NULL OR e.received_at >= $1::timestamptz ORDER BY e.id`,
        [since ?? null],
      );
      return result.rows.map(toEnquiry);
    },
    async listSubscriptions({ since } = {}) {
      const result = await database.query<SubscriptionRow>(
        `SELECT ${SUBSCRIPTION_COLUMNS} FROM subscriptions s
         WHERE $1::timestamptz IS NULL OR s.subscribed_at >= $1::timestamptz ORDER BY s.id`,
        [since ?? null],
      );
      return result.rows.map((row): StoredSubscription => toSubscription(row));
    },
    async dueMails(now, limit) {
      const result = await database.query<OutboxRow>(DUE_MAILS, [now.toISOString(), limit]);
      return result.rows.map(toQueued);
    },
    async claimDueMails(now, limit, leaseUntil) {
      writable();
      return database.transaction(async (client) => {
        // SKIP LOCKED: rows another server is claiming right now are passed over, not waited for.
        const result = await client.query<OutboxRow>(`${DUE_MAILS} FOR UPDATE OF o SKIP LOCKED`, [
          now.toISOString(),
          limit,
        ]);
        const ids = result.rows.map((row) => row.outbox_id);
        if (ids.length > 0) {
          await client.query("UPDATE outbox SET next_attempt_at = $1 WHERE id = ANY($2::bigint[])", [
            leaseUntil.toISOString(),
            ids,
          ]);
        }
        return result.rows.map(toQueued);
      });
    },
    async renewClaim(id, claimedUntil, leaseUntil) {
      writable();
      const renewed = await database.query(
        "UPDATE outbox SET next_attempt_at = $1 WHERE id = $2 AND sent_at IS NULL AND next_attempt_at = $3",
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
      // PostgreSQL text cannot hold NUL characters.
      const text = error.replaceAll("\u0000", "").slice(0, 1000);
      await database.query(
        "UPDATE outbox SET attempts = attempts + 1, last_error = $1, next_attempt_at = $2 WHERE id = $3",
        [text, nextAttemptAt.toISOString(), id],
      );
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
           (SELECT last_error FROM outbox WHERE sent_at IS NULL AND last_error IS NOT NULL ORDER BY id DESC LIMIT 1) AS last_error
         FROM outbox`,
      );
      const row = result.rows[0];
      return {
        sent: row?.sent ?? 0,
        queued: row?.queued ?? 0,
        oldestQueuedAt: row?.oldest?.toISOString() ?? undefined,
        lastError: row?.last_error ?? undefined,
      };
    },
    async nextDueAt() {
      const result = await database.query<{ due: Date | null }>(
        "SELECT min(next_attempt_at) AS due FROM outbox WHERE sent_at IS NULL",
      );
      const due = result.rows[0]?.due;
      return due ? new Date(due.getTime()) : undefined;
    },
    async checkReady() {
      const version = await appliedVersion(database);
      if (version !== POSTGRES_MIGRATIONS.length) {
        throw new Error(`schema ${version}, this server needs ${POSTGRES_MIGRATIONS.length}`);
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await database.close();
    },
  };
}
