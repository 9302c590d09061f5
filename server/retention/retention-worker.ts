import type { LogWriter } from "../log.ts";
import { type LeadsStore, StoreUnavailableError } from "../store/leads-store.ts";
import { applyRetention, type RetentionPeriods } from "./retention-policy.ts";

export interface RetentionWorkerOptions {
  store: LeadsStore;
  periods: RetentionPeriods;
  /** Webhook deliveries still queued this long after they were queued are given up (WEBHOOK_GIVE_UP_HOURS). */
  giveUpMs: number;
  log: LogWriter;
  /** Between runs; default an hour. */
  everyMs?: number;
  /** Before the first run, so that it does not compete with the start; default a minute. */
  firstRunMs?: number;
  /** Leads of each kind per transaction; default PURGE_BATCH. */
  batch?: number;
  /** The clock the periods count back from; tests set it forward. */
  now?: () => Date;
}

export interface RetentionWorker {
  /** One run now (what the timer does): resolves once it is done. */
  runNow(): Promise<void>;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

/**
 * Once an hour, applyRetention: gives up webhook deliveries queued longer than the give-up age,
 * then deletes the leads past their retention periods in small batches (retention-policy.ts). Each run logs one line of counts, never a lead. Several servers
 * on one database each run it; a lead is deleted once.
 */
export function startRetentionWorker(options: RetentionWorkerOptions): RetentionWorker {
  const { store, periods, giveUpMs, log } = options;
  const clock = options.now ?? (() => new Date());
  let running: Promise<void> | undefined;
  let stopped = false;

  async function run(): Promise<void> {
    try {
      const outcome = await applyRetention(store, {
        periods,
        giveUpMs,
        now: clock(),
        ...(options.batch ? { batch: options.batch } : {}),
      });
      log({ time: new Date().toISOString(), event: "retention", ...outcome });
    } catch (error) {
      // A database that went away has said so once already (postgres-database.ts).
      if (error instanceof StoreUnavailableError) return;
      log({
        time: new Date().toISOString(),
        level: "error",
        event: "retention-error",
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }

  const runNow = () => {
    running ??= run().finally(() => {
      running = undefined;
    });
    return running;
  };
  let timer: NodeJS.Timeout | undefined;
  const schedule = (waitMs: number) => {
    timer = setTimeout(() => {
      void runNow().then(() => {
        if (!stopped) schedule(options.everyMs ?? 3_600_000);
      });
    }, waitMs);
    timer.unref();
  };
  schedule(options.firstRunMs ?? 60_000);

  return {
    runNow,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
