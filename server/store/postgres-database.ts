import { DatabaseError, Pool, type PoolClient, type QueryResult, type QueryResultRow } from "pg";
import type { LogWriter } from "../log.ts";
import { AvailabilityLog } from "./availability-log.ts";
import { parseTarget, reason, scrub, type Target } from "./database-url.ts";
import { StoreOpenError, StoreUnavailableError } from "./leads-store.ts";

/** What runs SQL: the database, or one connection of it (a transaction, the migrations). */
export interface Queryable {
  query<Row extends QueryResultRow>(text: string, values?: unknown[]): Promise<QueryResult<Row>>;
}

/**
 * The connections of one server (or `site leads`) to its PostgreSQL database: the leads store and
 * the shared rate-limit counters both go through it. It is the one place that deals with the
 * database going away (a restart, a failover, a network cut) and coming back: a failure that means
 * "not reachable now" rejects with a StoreUnavailableError (the callers answer 503), is logged once
 * when it starts and once when a query succeeds again, never per query; a connection the database
 * ends never takes the process down, and the next query opens a new one.
 */
export interface PostgresDatabase extends Queryable {
  readonly target: Target;
  /** Runs `work` in one transaction on one connection: committed when it resolves, else rolled back. */
  transaction<T>(work: (client: Queryable) => Promise<T>): Promise<T>;
  /** Runs `work` on one connection, outside a transaction of ours (the migrations take their own). */
  session<T>(work: (client: PoolClient) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface PostgresOptions {
  /** Only reads: every transaction is read-only (`site leads`). */
  readonly?: boolean;
  /** Receives the lines saying that the database became unavailable or available again; unset, none are written. */
  log?: LogWriter;
}

/**
 * SQLSTATEs that say the database cannot serve now rather than that the query is wrong: connection
 * exceptions (08), shutting down or starting up (57P01-57P03), out of resources such as disk or
 * connections (53), system and I/O errors (58), and a read-only server (25006: a standby after a
 * failover).
 */
const UNAVAILABLE_STATE = /^(08|53|58|57P0[123]$|25006$)/;

/** Network failures on the way to the database. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * The driver's own words for a connection that ended or never came: "Connection terminated
 * (unexpectedly | due to connection timeout)", "timeout exceeded when trying to connect", and
 * "Client has encountered a connection error and is not queryable".
 */
const DRIVER_CONNECTION_FAILURE =
  /Connection terminated|timeout exceeded when trying to connect|not queryable/;

/** Whether `error` means the database cannot be reached or used now, as opposed to a wrong query. */
export function isUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseError) return UNAVAILABLE_STATE.test(error.code ?? "");
  if (error instanceof AggregateError && error.errors.some(isUnavailable)) return true;
  if (!(error instanceof Error)) return false;
  const code = "code" in error ? error.code : undefined;
  if (typeof code === "string" && NETWORK_CODES.has(code)) return true;
  return DRIVER_CONNECTION_FAILURE.test(error.message);
}

/**
 * A pool of up to 10 connections to `databaseUrl`. Opening connects to nothing yet; a bad URL
 * rejects with a StoreOpenError that never shows the password.
 */
export function connectPostgres(databaseUrl: string, options: PostgresOptions = {}): PostgresDatabase {
  const readonly = options.readonly === true;
  const target = parseTarget(databaseUrl);
  let pool: Pool;
  try {
    pool = new Pool({
      connectionString: databaseUrl,
      max: readonly ? 2 : 10,
      connectionTimeoutMillis: 10_000,
      idleTimeoutMillis: 30_000,
      application_name: readonly ? "site leads" : "site server",
      // UTC so that a day given as `since` starts at midnight UTC, as it does for the SQLite store.
      options: `-c TimeZone=UTC${readonly ? " -c default_transaction_read_only=on" : ""}`,
    });
  } catch (error) {
    throw new StoreOpenError(
      `Cannot use DATABASE_URL (${target.description}): ${scrub(reason(error), target)}`,
    );
  }
  // An idle connection the database ends is dropped by the pool, which then emits 'error'. A
  // connection in use (checked out for a transaction) has no listener of the pool's while it is
  // out: the 'error' it emits when the database ends it would end the process. So every connection
  // gets a listener of its own when it is made; the query on it fails instead, and that is what
  // reports the database unavailable.
  const ignore = () => {};
  pool.on("error", ignore);
  pool.on("connect", (client) => client.on("error", ignore));

  const availability = new AvailabilityLog(
    options.log ?? (() => {}),
    `The leads store, ${target.description},`,
  );
  let closed = false;

  async function watched<T>(work: () => Promise<T>): Promise<T> {
    const startedAt = availability.start();
    try {
      const result = await work();
      availability.succeeded(startedAt);
      return result;
    } catch (error) {
      if (closed || !isUnavailable(error)) throw error;
      const why = scrub(reason(error), target);
      availability.failed(startedAt, why);
      throw new StoreUnavailableError(`${target.description} is unavailable: ${why}`, { cause: error });
    }
  }

  async function session<T>(work: (client: PoolClient) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    try {
      const result = await work(client);
      client.release();
      return result;
    } catch (error) {
      // The connection may be what failed: the pool drops it and opens a new one when needed.
      client.release(error instanceof Error ? error : true);
      throw error;
    }
  }

  return {
    target,
    query<Row extends QueryResultRow>(text: string, values?: unknown[]) {
      return watched(() => pool.query<Row>(text, values));
    },
    session: (work) => watched(() => session(work)),
    transaction: (work) =>
      watched(() =>
        session(async (client) => {
          await client.query("BEGIN");
          try {
            const result = await work(client);
            await client.query("COMMIT");
            return result;
          } catch (error) {
            await client.query("ROLLBACK").catch(() => {});
            throw error;
          }
        }),
      ),
    async close() {
      closed = true;
      await pool.end();
    },
  };
}
