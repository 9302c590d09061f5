/**
 * A worker module for worker-client tests: the real SQLite store, hosted as the server hosts it,
 * plus `crash`, a method no store has, whose call is still in progress when the worker dies of an
 * uncaught error, as it would of a bug in the store.
 */
import { workerData } from "node:worker_threads";
import { openSqliteStore } from "../../../server/store/sqlite-store.ts";
import { callerClock, hostStore } from "../../../server/store/worker-host.ts";

const dataDir: unknown = workerData?.dataDir;
if (typeof dataDir !== "string") throw new Error("workerData.dataDir is missing");

await hostStore(() => ({
  ...openSqliteStore(dataDir, { clock: callerClock }),
  crash(): Promise<never> {
    setTimeout(() => {
      throw new Error("simulated crash");
    }, 20);
    return new Promise<never>(() => {});
  },
}));
