import type { LeadsSettings, LeadsStore } from "../../server/index.ts";
import { setExitCode } from "../exit-codes.ts";
import { projectRoot } from "../root.ts";
import { resolveDataDir } from "./options.ts";

export interface StoreOptions {
  dataDir?: string;
}

export const dataDirHelp =
  "folder holding the SQLite leads store, relative to the current folder; read even when DATABASE_URL is set (default: DATABASE_URL if set, else DATA_DIR, else data, in the project root)";

/**
 * Opens the store, hands it to `use` and closes it: the PostgreSQL database of DATABASE_URL when
 * it is set, unless `--data-dir` names a SQLite folder; else SQLite in DATA_DIR. Read-only unless
 * `access` is `change` (release, purge, erase); both are safe while the server runs. A
 * DATABASE_URL the server would refuse: says why and exits 2. No store yet or no connection: says
 * so and exits 1. The store drivers are loaded here, only when a leads command runs.
 */
export async function withStore(
  options: StoreOptions,
  use: (store: LeadsStore) => Promise<void>,
  access: "read" | "change" = "read",
): Promise<void> {
  const fromEnv = process.env.DATABASE_URL?.trim();
  const databaseUrl = options.dataDir === undefined && fromEnv ? fromEnv : undefined;
  const dataDir = databaseUrl ? "" : resolveDataDir(options.dataDir, process.env, projectRoot());
  const server = await import("../../server/index.ts");
  if (databaseUrl) {
    const problem = server.databaseUrlProblem(databaseUrl);
    if (problem !== undefined) {
      process.stderr.write(`site: ${problem}\n`);
      setExitCode("usage");
      return;
    }
  }
  let store: LeadsStore;
  try {
    store =
      access === "change"
        ? await server.openLeadsStoreToChange({ databaseUrl, dataDir })
        : await server.openLeadsStore({ databaseUrl, dataDir }, { readonly: true });
  } catch (error) {
    if (!(error instanceof server.StoreOpenError)) throw error;
    process.stderr.write(`site: ${error.message}\n`);
    setExitCode("unavailable");
    return;
  }
  try {
    await use(store);
  } finally {
    await store.close();
  }
}

/**
 * The server's settings of what it keeps and where it posts leads (WEBHOOK_URL, the retention
 * periods), read from the environment as the server reads them: `site leads` must be run with the
 * server's settings. Undefined, with each problem said on a line and exit code 2, when the server
 * would refuse them.
 */
export async function serverLeadsSettings(): Promise<LeadsSettings | undefined> {
  const { loadLeadsSettings } = await import("../../server/index.ts");
  const loaded = loadLeadsSettings(process.env);
  if (loaded.ok) return loaded.settings;
  for (const problem of loaded.problems) process.stderr.write(`site: ${problem}\n`);
  setExitCode("usage");
  return undefined;
}

/**
 * SITE_ORIGIN and NEWSLETTER_SECRET as the server reads them, to sign each subscriber's
 * unsubscribe link in an export: undefined when either is not set, null (each problem said on a
 * line, exit code 2) when the server would refuse them.
 */
export async function subscriberLinkSettings(): Promise<
  { siteOrigin: string; secret: string } | undefined | null
> {
  const { loadSubscriberLinkSettings } = await import("../../server/index.ts");
  const loaded = loadSubscriberLinkSettings(process.env);
  if (loaded.ok) return loaded.links;
  for (const problem of loaded.problems) process.stderr.write(`site: ${problem}\n`);
  setExitCode("usage");
  return null;
}
