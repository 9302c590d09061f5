import { join } from "node:path";
import type { ServerConfig } from "../config.ts";
import { describeDatabaseUrl } from "./database-url.ts";
import type { LeadsStore } from "./leads-store.ts";
import { openPostgresStore } from "./postgres-store.ts";
import { openSqliteStore, SQLITE_FILE } from "./sqlite-store.ts";

/** What picks the store: DATABASE_URL when set, else the SQLite file in DATA_DIR. */
export type StoreChoice = Pick<ServerConfig, "databaseUrl" | "dataDir">;

/**
 * Opens the leads store the settings ask for: PostgreSQL when `databaseUrl` is set, else SQLite in
 * `dataDir`. Rejects with a StoreOpenError that says what to do when it cannot be opened.
 */
export async function openLeadsStore(
  choice: StoreChoice,
  options: { readonly?: boolean } = {},
): Promise<LeadsStore> {
  if (choice.databaseUrl) return openPostgresStore(choice.databaseUrl, options);
  return openSqliteStore(choice.dataDir, options);
}

/** Where the leads are kept, for a log line: the SQLite file, or the database without its password. */
export function describeLeadsStore(choice: StoreChoice): string {
  return choice.databaseUrl ? describeDatabaseUrl(choice.databaseUrl) : join(choice.dataDir, SQLITE_FILE);
}
