import type { LogLine, LogWriter } from "../log.ts";
import { type LeadsStore, StoreUnavailableError } from "../store/leads-store.ts";

/** What a claimed outbox row needs to be delivered: its id and the attempts made so far. */
export interface DeliveryItem {
  id: number;
  attempts: number;
}

/**
 * A claimed item made ready to go: `send` it, or mark it sent without sending (`skip`, saying
 * why). `subject` names it in the log lines (`{ enquiry: 3 }`), never with an address.
 */
export type Prepared = { subject: LogLine; skip: string } | { subject: LogLine; send(): Promise<void> };

/** What a failed send means: try again after the back-off (or `notBeforeMs`, if later), or give up. */
export type Verdict = { retry: true; notBeforeMs?: number } | { retry: false; why?: string };

/** One kind of outbox row and how it goes out: e-mails over SMTP, webhook deliveries over HTTP. */
export interface DeliveryChannel<Item extends DeliveryItem> {
  /** Names the log events: `<name>-sent`, `<name>-failed`, `<name>-given-up`, `<name>-skipped`, `<name>-claim-lost`. */
  name: string;
  claim(now: Date, limit: number, leaseUntil: Date): Promise<Item[]>;
  nextDueAt(): Promise<Date | undefined>;
  prepare(item: Item, now: Date): Prepared;
  /** How a failed send is taken, `now` being when it failed; unset: always try again. */
  judge?(item: Item, error: unknown, now: Date): Verdict;
}

export interface DeliveryTiming {
  /** First retry delay; doubled on each failure up to `maxDelayMs`. Default 30 s. */
  baseDelayMs?: number;
  /** Longest wait between attempts. Default one hour. */
  maxDelayMs?: number;
  /** How often the outbox is checked when nothing wakes the worker. Default 30 s. */
  pollMs?: number;
}

export interface DeliveryWorkerOptions<Item extends DeliveryItem> extends DeliveryTiming {
  store: LeadsStore;
  channel: DeliveryChannel<Item>;
  log: LogWriter;
  /**
   * How long a claimed item is this process's alone (OUTBOX_LEASE_SECONDS): if the process dies
   * before recording the outcome, another one sends it after this.
   */
  leaseMs: number;
  /** First wait after the store itself failed; doubled up to `maxDelayMs`. Default 1 s. */
  storeErrorDelayMs?: number;
  /** The clock items are prepared and judged by (links' expiry, the give-up age); default the real one. */
  now?: () => Date;
}

export interface DeliveryWorker {
  /** Something was queued: deliver it now rather than at the next poll. */
  wake(): void;
  /** Stops polling and waits for a delivery in progress. */
  stop(): Promise<void>;
}

/**
 * Claimed at a time: one, so that servers share a burst evenly, a lease only has to cover one
 * exchange, and stopping never leaves claimed but unattempted items waiting for a lease.
 */
const BATCH = 1;

/** The longest wait after a failure of the store itself. */
const STORE_ERROR_MAX_DELAY_MS = 60_000;

/** 30 s, 1 min, 2 min, … up to the cap, with ±20 % jitter so retries of a burst spread out. */
export function retryDelay(attempts: number, baseMs: number, maxMs: number): number {
  const delay = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(delay * (0.8 + Math.random() * 0.4));
}

export function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Delivers what the outbox holds for one channel. The queue lives in the store, so it survives
 * restarts: whatever was not delivered before a crash is delivered after the next start (or, with
 * several servers on one store, by another server once the lease ends). Each item is claimed
 * before it is sent, and the claim is renewed right before the send only if it is still this
 * process's, so no two servers send the same one; one delivery round runs at a time in a process.
 *
 * A failure to record an outcome is not a failed send: an item the peer accepted is never sent
 * again by this process, the record is retried. Every failure of the store backs off
 * (exponentially, capped), and a claimed item is not due again before its lease ends, so a store
 * that cannot write never causes a storm of repeated sends.
 */
export function startDeliveryWorker<Item extends DeliveryItem>(
  options: DeliveryWorkerOptions<Item>,
): DeliveryWorker {
  const { store, channel, log, leaseMs } = options;
  const baseDelayMs = options.baseDelayMs ?? 30_000;
  const maxDelayMs = options.maxDelayMs ?? 3_600_000;
  const pollMs = options.pollMs ?? 30_000;
  const storeErrorDelayMs = options.storeErrorDelayMs ?? 1000;
  const clock = options.now ?? (() => new Date());
  const event = (what: string) => `${channel.name}-${what}`;
  let stopped = false;
  let running: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let storeErrors = 0;
  /** While the store is failing, wake-ups wait for the back-off to end. */
  let backingOffUntil = 0;
  /** Sent, but the store did not record it yet: outbox id → when it was sent. */
  const unrecorded = new Map<number, Date>();

  const now = () => new Date().toISOString();

  /** Records a failed send: again after the back-off, or given up. */
  async function failed(item: Item, subject: LogLine, error: unknown): Promise<void> {
    const verdict = channel.judge?.(item, error, clock()) ?? { retry: true };
    if (!verdict.retry) {
      const reason = verdict.why ? `${verdict.why}: ${describe(error)}` : describe(error);
      log({
        time: now(),
        level: "warn",
        event: event("given-up"),
        ...subject,
        attempts: item.attempts + 1,
        error: reason,
      });
      await store.markGivenUp(item.id, reason, new Date());
      return;
    }
    const delay = Math.max(retryDelay(item.attempts + 1, baseDelayMs, maxDelayMs), verdict.notBeforeMs ?? 0);
    log({
      time: now(),
      level: "warn",
      event: event("failed"),
      ...subject,
      attempts: item.attempts + 1,
      retryInMs: delay,
      error: describe(error),
    });
    // If this write fails too, the claim's lease holds the item back until it ends.
    await store.markFailed(item.id, describe(error), new Date(Date.now() + delay));
  }

  /** Delivers an item this process claimed with a lease until `claimedUntil`. */
  async function deliver(item: Item, claimedUntil: Date): Promise<void> {
    if (unrecorded.has(item.id)) return; // sent already: only its record is missing
    const prepared = channel.prepare(item, clock());
    const { subject } = prepared;
    if ("skip" in prepared) {
      log({ time: now(), event: event("skipped"), ...subject, reason: prepared.skip });
      await store.markSent(item.id, new Date());
      return;
    }
    // The claim may have outlived its lease (the store was away, the process paused) and another
    // server taken the item over: only the holder of the current claim sends, and the renewed
    // lease covers this send from now.
    if (!(await store.renewClaim(item.id, claimedUntil, new Date(Date.now() + leaseMs)))) {
      log({ time: now(), event: event("claim-lost"), ...subject });
      return;
    }
    try {
      await prepared.send();
    } catch (error) {
      await failed(item, subject, error);
      return;
    }
    const sentAt = new Date();
    unrecorded.set(item.id, sentAt);
    log({ time: now(), event: event("sent"), ...subject });
    await store.markSent(item.id, sentAt);
    unrecorded.delete(item.id);
  }

  /**
   * Records sends the store failed to record before, then claims and delivers what is due. One
   * item the store cannot record holds back neither the others nor the claims; the first store
   * failure is thrown at the end, so that the worker backs off.
   */
  async function deliverDue(): Promise<void> {
    let storeFailure: unknown;
    const note = (error: unknown) => {
      storeFailure ??= error;
    };
    for (const [id, at] of unrecorded) {
      await store.markSent(id, at).then(() => unrecorded.delete(id), note);
    }
    while (!stopped) {
      const leaseUntil = new Date(Date.now() + leaseMs);
      const claimed = await channel.claim(new Date(), BATCH, leaseUntil);
      if (claimed.length === 0) break;
      for (const item of claimed) await deliver(item, leaseUntil).catch(note);
    }
    if (storeFailure !== undefined) throw storeFailure;
  }

  async function schedule(backOffMs?: number): Promise<void> {
    if (stopped) return;
    clearTimeout(timer);
    let wait = backOffMs;
    if (wait === undefined) {
      const next = await channel.nextDueAt().catch(() => undefined);
      wait = next ? Math.max(0, Math.min(pollMs, next.getTime() - Date.now())) : pollMs;
    }
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
      .then(
        () => {
          storeErrors = 0;
          return undefined;
        },
        (error: unknown) => {
          storeErrors += 1;
          const delay = retryDelay(
            storeErrors,
            storeErrorDelayMs,
            Math.min(maxDelayMs, STORE_ERROR_MAX_DELAY_MS),
          );
          backingOffUntil = Date.now() + delay;
          // A database that went away has said so once already (postgres-database.ts).
          if (!(error instanceof StoreUnavailableError)) {
            log({
              time: now(),
              level: "error",
              event: "outbox-error",
              channel: channel.name,
              error: describe(error),
              retryInMs: delay,
            });
          }
          return delay;
        },
      )
      .then((backOff) => {
        running = undefined;
        if (backOff !== undefined) {
          again = false;
          void schedule(backOff);
        } else if (again) {
          again = false;
          run();
        } else void schedule();
      });
  }

  run();
  return {
    wake() {
      if (Date.now() >= backingOffUntil) run();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
