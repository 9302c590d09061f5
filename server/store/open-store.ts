import { join } from "node:path";
import type { ServerConfig } from "../config.ts";
import type { LogWriter } from "../log.ts";
import { describeDatabaseUrl } from "./database-url.ts";
import type { LeadsStore } from "./leads-store.ts";
import { connectPostgres } from "./postgres-database.ts";
import { openSharedRateLimits, type SharedRateLimits } from "./postgres-rate-limits.ts";
import { openPostgresStore, openPostgresStoreOn } from "./postgres-store.ts";
import { openSqliteStore, SQLITE_FILE } from "./sqlite-store.ts";
import { openSqliteStoreInWorker } from "./sqlite-worker-store.ts";

/** What picks the store: DATABASE_URL when set, else the SQLite file in DATA_DIR. */
export type StoreChoice = Pick<ServerConfig, "databaseUrl" | "dataDir">;

/**
 * Opens the leads store the settings ask for: PostgreSQL when `databaseUrl` is set, else SQLite in
 * `dataDir`, in a worker thread unless it is opened read-only (`site leads` serves no pages). Rejects
 * with a StoreOpenError that says what to do when it cannot be opened. `log` gets the error line
 * if the SQLite worker thread stops, or when PostgreSQL becomes unavailable and available again.
 */
export async function openLeadsStore(
  choice: StoreChoice,
  options: { readonly?: boolean; log?: LogWriter } = {},
): Promise<LeadsStore> {
  const readonly = options.readonly === true;
  if (choice.databaseUrl) {
    return openPostgresStore(choice.databaseUrl, { readonly, ...(options.log ? { log: options.log } : {}) });
  }
  if (readonly) return openSqliteStore(choice.dataDir, { readonly });
  return openSqliteStoreInWorker(choice.dataDir, options.log ? { log: options.log } : {});
}

/**
 * Opens an existing store writable, in this thread, for the `site leads` commands that change it
 * (release, purge, erase) while the server runs: refused as a read-only open is when there is no
 * store yet, so a mistyped folder never gets a new empty store.
 */
export async function openLeadsStoreToChange(choice: StoreChoice): Promise<LeadsStore> {
  await (await openLeadsStore(choice, { readonly: true })).close();
  return choice.databaseUrl ? openPostgresStore(choice.databaseUrl) : openSqliteStore(choice.dataDir);
}

/** The server's store, and with PostgreSQL the rate-limit counters all servers share. */
export interface ServerStore {
  store: LeadsStore;
  /** Unset with SQLite: one server alone counts in memory. */
  sharedRateLimits: SharedRateLimits | undefined;
}

/**
 * Opens the store for the server, writable, as openLeadsStore does; with PostgreSQL the rate-limit
 * counters use the store's connections, so one pool meets an outage and `log` gets one line when
 * the database goes away and one when it is back, whichever of them noticed.
 */
export async function openServerStore(choice: StoreChoice, log: LogWriter): Promise<ServerStore> {
  if (!choice.databaseUrl) {
    return { store: await openLeadsStore(choice, { log }), sharedRateLimits: undefined };
  }
  const database = connectPostgres(choice.databaseUrl, { log });
  const store = await openPostgresStoreOn(database);
  return { store, sharedRateLimits: openSharedRateLimits(database) };
}

/** Where the leads are kept, for a log line: the SQLite file, or the database without its password. */
export function describeLeadsStore(choice: StoreChoice): string {
  return choice.databaseUrl ? describeDatabaseUrl(choice.databaseUrl) : join(choice.dataDir, SQLITE_FILE);
}
