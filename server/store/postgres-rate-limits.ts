import type { Store } from "hono-rate-limiter";
import type { AppEnv } from "../log.ts";
import type { PostgresDatabase } from "./postgres-database.ts";

/**
 * Rate-limit counters in the PostgreSQL database the servers already share (table
 * `rate_limit_hits`, created by the leads store's migrations), so that a client over the limit on
 * one server is over it on all of them. Chosen over hono-rate-limiter's maintained stores (Redis,
 * Unstorage) because those need another service to run and secure, while every server already
 * has this database; one atomic upsert per form submission is a small cost next to the
 * submission's own transaction. Counters use the database's clock, so servers whose clocks
 * differ still agree on the window. They use the leads store's connections: while the database
 * cannot be reached, counting rejects with a StoreUnavailableError (the guard answers 503).
 */
export interface SharedRateLimits {
  store: Store<AppEnv>;
  /** Stops sweeping expired counters; the connections are the store's to close. */
  close(): void;
}

const INCREMENT = `
  INSERT INTO rate_limit_hits AS r (key, hits, reset_at)
  VALUES ($1, 1, now() + $2 * interval '1 millisecond')
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN r.reset_at <= now() THEN 1 ELSE r.hits + 1 END,
    reset_at = CASE WHEN r.reset_at <= now() THEN excluded.reset_at ELSE r.reset_at END
  RETURNING hits, reset_at`;

export function openSharedRateLimits(database: PostgresDatabase): SharedRateLimits {
  let windowMs = 60_000;
  // Expired counters are dropped now and then; a stale one is reset by the next hit anyway.
  const sweep = setInterval(() => {
    database.query("DELETE FROM rate_limit_hits WHERE reset_at <= now()").catch(() => {});
  }, 60_000);
  sweep.unref();

  const store: Store<AppEnv> = {
    localKeys: false,
    init(options) {
      windowMs = options.windowMs;
    },
    async get(key) {
      const result = await database.query<{ hits: number; reset_at: Date }>(
        "SELECT hits, reset_at FROM rate_limit_hits WHERE key = $1 AND reset_at > now()",
        [key],
      );
      const row = result.rows[0];
      return row ? { totalHits: row.hits, resetTime: row.reset_at } : undefined;
    },
    async increment(key) {
      const result = await database.query<{ hits: number; reset_at: Date }>(INCREMENT, [key, windowMs]);
      const row = result.rows[0];
      if (!row) throw new Error("The rate limit counter was not updated.");
      return { totalHits: row.hits, resetTime: row.reset_at };
    },
    async decrement(key) {
      await database.query("UPDATE rate_limit_hits SET hits = greatest(hits - 1, 0) WHERE key = $1", [key]);
    },
    async resetKey(key) {
      await database.query("DELETE FROM rate_limit_hits WHERE key = $1", [key]);
    },
  };
  return {
    store,
    close() {
      clearInterval(sweep);
    },
  };
}
