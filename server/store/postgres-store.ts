import type { PoolClient } from "pg";
import type { LogWriter } from "../log.ts";
import { reason, scrub, type Target } from "./database-url.ts";
import { ENQUIRY_COLUMNS, type EnquiryRow, toEnquiry } from "./enquiry-row.ts";
import type { LeadsStore, StoredSubscription } from "./leads-store.ts";
import { StoreOpenError, StoreUnavailableError } from "./leads-store.ts";
import { connectPostgres, type PostgresDatabase, type Queryable } from "./postgres-database.ts";
import {
  insertEnquiry,
  insertSubscription,
  markConfirmed,
  markUnsubscribed,
  release,
} from "./postgres-lead-writes.ts";
import { MIGRATION_LOCK_KEY, MIGRATIONS_TABLE, POSTGRES_MIGRATIONS } from "./postgres-migrations.ts";
import { postgresOutbox } from "./postgres-outbox.ts";
import { postgresUpkeep } from "./postgres-upkeep.ts";
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

async function subscriptionWithId(database: Queryable, id: number): Promise<StoredSubscription | undefined> {
  const result = await database.query<SubscriptionRow>(
    `SELECT ${SUBSCRIPTION_COLUMNS} FROM subscriptions s WHERE s.id = $1`,
    [id],
  );
  const row = result.rows[0];
  return row && toSubscription(row);
}

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
    async saveEnquiry(enquiry, tokenHash, options = {}) {
      writable();
      const receivedAt = new Date().toISOString();
      return database.transaction((client) => insertEnquiry(client, enquiry, tokenHash, receivedAt, options));
    },
    async hasEnquiryWithToken(tokenHash) {
      const result = await database.query("SELECT 1 FROM enquiries WHERE token_hash = $1", [tokenHash]);
      return result.rowCount !== null && result.rowCount > 0;
    },
    async hasRecentEnquiryText(description, email, since) {
      const result = await database.query(
        "SELECT 1 FROM enquiries WHERE description = $1 AND received_at >= $2 AND lower(email) <> lower($3) LIMIT 1",
        [description, since.toISOString(), email],
      );
      return result.rowCount !== null && result.rowCount > 0;
    },
    async saveSubscription(email, options = {}) {
      writable();
      const subscribedAt = new Date().toISOString();
      return database.transaction((client) => insertSubscription(client, email, subscribedAt, options.spam));
    },
    async subscriptionById(id) {
      return subscriptionWithId(database, id);
    },
    async confirmSubscription(id, at, webhooks = []) {
      writable();
      await database.transaction((client) => markConfirmed(client, id, at.toISOString(), webhooks));
      return subscriptionWithId(database, id);
    },
    async unsubscribe(id, at) {
      writable();
      await database.transaction((client) => markUnsubscribed(client, id, at.toISOString()));
      return subscriptionWithId(database, id);
    },
    async releaseSpam(lead, at, webhooks) {
      writable();
      return database.transaction((client) => release(client, lead, at.toISOString(), webhooks));
    },
    async listEnquiries({ since, spam } = {}) {
      const result = await database.query<EnquiryRow>(
        `SELECT ${ENQUIRY_COLUMNS} FROM enquiries e
         WHERE ($1::timestamptz IS NULL OR e.received_at >= $1::timestamptz) AND (e.spam_reason IS NOT NULL) = $2
         ORDER BY e.id`,
        [since ?? null, spam === true],
      );
      return result.rows.map(toEnquiry);
    },
    async listSubscriptions({ since, spam } = {}) {
      const result = await database.query<SubscriptionRow>(
        `SELECT ${SUBSCRIPTION_COLUMNS} FROM subscriptions s
         WHERE ($1::timestamptz IS NULL OR s.subscribed_at >= $1::timestamptz) AND (s.spam_reason IS NOT NULL) = $2
         ORDER BY s.id`,
        [since ?? null, spam === true],
      );
      return result.rows.map(toSubscription);
    },
    ...postgresOutbox(database, writable),
    ...postgresUpkeep(database, writable),
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
