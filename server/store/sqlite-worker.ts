/**
 * The worker thread that holds the server's SQLite store (started by sqlite-worker-store.ts; the
 * CLI launcher bundles it beside the CLI as `sqlite-worker.mjs`). Its fsyncs block this thread,
 * not the one that serves pages.
 */
import { workerData } from "node:worker_threads";
import { openSqliteStore } from "./sqlite-store.ts";
import { callerClock, hostStore } from "./worker-host.ts";

const dataDir: unknown = workerData?.dataDir;
await hostStore(() => {
  if (typeof dataDir !== "string") throw new Error("The SQLite worker needs workerData.dataDir.");
  return openSqliteStore(dataDir, { clock: callerClock });
});
