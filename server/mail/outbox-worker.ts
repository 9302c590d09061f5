import type { LogWriter } from "../log.ts";
import type { LeadsStore } from "../store/leads-store.ts";
import { type NotificationMail, type NotificationSettings, notificationMail } from "./notification.ts";

/** Sends one e-mail; rejects when the SMTP server did not accept it. */
export type SendMail = (mail: NotificationMail) => Promise<void>;

export interface OutboxWorkerOptions {
  store: LeadsStore;
  settings: NotificationSettings;
  /** Undefined when SMTP_URL is not set: notifications stay queued. */
  send: SendMail | undefined;
  log: LogWriter;
  /** First retry delay; doubled on each failure up to `maxDelayMs`. Default 30 s. */
  baseDelayMs?: number;
  /** Longest wait between attempts. Default one hour. */
  maxDelayMs?: number;
  /** How often the outbox is checked when nothing wakes the worker. Default 30 s. */
  pollMs?: number;
}

export interface OutboxWorker {
  /** A notification was queued: deliver it now rather than at the next poll. */
  wake(): void;
  /** Stops polling and waits for a delivery in progress. */
  stop(): Promise<void>;
}

const BATCH = 20;

/** 30 s, 1 min, 2 min, … up to the cap, with ±20 % jitter so retries of a burst spread out. */
export function retryDelay(attempts: number, baseMs: number, maxMs: number): number {
  const delay = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(delay * (0.8 + Math.random() * 0.4));
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Delivers queued notifications. The queue lives in the store, so it survives restarts: whatever
 * was not delivered before a crash is delivered after the next start. One delivery round runs
 * at a time, so no notification is sent twice by this process.
 */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { store, settings, send, log } = options;
  const baseDelayMs = options.baseDelayMs ?? 30_000;
  const maxDelayMs = options.maxDelayMs ?? 3_600_000;
  const pollMs = options.pollMs ?? 30_000;
  let stopped = false;
  let running: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  if (!send) {
    const disabled = (queued: number | string) =>
      log({
        time: new Date().toISOString(),
        level: "warn",
        event: "mail-disabled",
        queued,
        message: `SMTP_URL is not set: enquiry notifications stay queued in the outbox (${queued} queued now) and are sent once SMTP_URL is set and the server restarts.`,
      });
    store.outboxSummary().then(
      (summary) => disabled(summary.queued),
      () => disabled("an unknown number"),
    );
    return { wake() {}, stop: async () => {} };
  }

  async function deliverDue(): Promise<void> {
    for (;;) {
      const due = await store.dueNotifications(new Date(), BATCH);
      if (due.length === 0 || stopped) return;
      for (const item of due) {
        if (stopped) return;
        try {
          await send?.(notificationMail(item.enquiry, settings));
          await store.markSent(item.id, new Date());
          log({ time: new Date().toISOString(), event: "mail-sent", enquiry: item.enquiry.id });
        } catch (error) {
          const delay = retryDelay(item.attempts + 1, baseDelayMs, maxDelayMs);
          await store.markFailed(item.id, describe(error), new Date(Date.now() + delay));
          log({
            time: new Date().toISOString(),
            level: "warn",
            event: "mail-failed",
            enquiry: item.enquiry.id,
            attempts: item.attempts + 1,
            retryInMs: delay,
            error: describe(error),
          });
        }
      }
    }
  }

  async function schedule(): Promise<void> {
    if (stopped) return;
    clearTimeout(timer);
    const next = await store.nextDueAt().catch(() => undefined);
    const wait = next ? Math.max(0, Math.min(pollMs, next.getTime() - Date.now())) : pollMs;
    if (stopped) return;
    timer = setTimeout(run, wait);
    timer.unref();
  }

  function run(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = deliverDue()
      .catch((error: unknown) =>
        log({
          time: new Date().toISOString(),
          level: "error",
          event: "outbox-error",
          error: describe(error),
        }),
      )
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          run();
        } else void schedule();
      });
  }

  run();
  return {
    wake: run,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
