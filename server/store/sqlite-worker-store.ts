import type { LogWriter } from "../log.ts";
import type { LeadsStore } from "./leads-store.ts";
import { openStoreInWorker } from "./worker-client.ts";

/**
 * The worker's module: the source beside this file when it runs as TypeScript (tsx, vitest), else
 * the bundle the CLI launcher writes beside its own (bin/site.js), where this code is bundled too.
 */
function workerEntry(): URL {
  const fromSource = import.meta.url.endsWith(".ts");
  return new URL(fromSource ? "./sqlite-worker.ts" : "./sqlite-worker.mjs", import.meta.url);
}

/**
 * The server's SQLite store (see openSqliteStore), run in a worker thread so that its writes and
 * their fsyncs never block the thread that serves pages; a submission is still answered only once
 * it is on disk. Rejects with a StoreOpenError when the store cannot be opened.
 */
export function openSqliteStoreInWorker(
  dataDir: string,
  options: { log?: LogWriter } = {},
): Promise<LeadsStore> {
  return openStoreInWorker<LeadsStore>({
    entry: workerEntry(),
    workerData: { dataDir },
    label: "the SQLite leads store",
    ...(options.log ? { log: options.log } : {}),
  });
}
