import type { LogWriter } from "../log.ts";
import { type LeadsStore, type QueuedMail, StoreUnavailableError } from "../store/leads-store.ts";
import type { OutboxMail, OutgoingMail } from "./outgoing-mail.ts";

/** Sends one e-mail; rejects when the SMTP server did not accept it. */
export type SendMail = (mail: OutgoingMail) => Promise<void>;

/** The e-mail a queued item is, written at `now`, the moment it is sent. */
export type ComposeMail = (item: QueuedMail, now: Date) => OutboxMail;

export interface OutboxWorkerOptions {
  store: LeadsStore;
  compose: ComposeMail;
  /** Undefined when SMTP_URL is not set: e-mails stay queued. */
  send: SendMail | undefined;
  log: LogWriter;
  /** First retry delay; doubled on each failure up to `maxDelayMs`. Default 30 s. */
  baseDelayMs?: number;
  /** Longest wait between attempts. Default one hour. */
  maxDelayMs?: number;
  /** How often the outbox is checked when nothing wakes the worker. Default 30 s. */
  pollMs?: number;
  /**
   * How long a claimed e-mail is this process's alone (OUTBOX_LEASE_SECONDS): if the process
   * dies before recording the outcome, another one sends it after this.
   */
  leaseMs: number;
  /** First wait after the store itself failed; doubled up to `maxDelayMs`. Default 1 s. */
  storeErrorDelayMs?: number;
  /** The clock `compose` is given (confirmation links' expiry counts from it); default the real one. */
  now?: () => Date;
}

export interface OutboxWorker {
  /** An e-mail was queued: deliver it now rather than at the next poll. */
  wake(): void;
  /** Stops polling and waits for a delivery in progress. */
  stop(): Promise<void>;
}

/**
 * Claimed at a time: one, so that servers share a burst evenly, a lease only has to cover one SMTP
 * exchange, and stopping never leaves claimed but unattempted e-mails waiting for a lease.
 */
const BATCH = 1;

/** The longest wait after a failure of the store itself. */
const STORE_ERROR_MAX_DELAY_MS = 60_000;

/** 30 s, 1 min, 2 min, … up to the cap, with ±20 % jitter so retries of a burst spread out. */
export function retryDelay(attempts: number, baseMs: number, maxMs: number): number {
  const delay = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(delay * (0.8 + Math.random() * 0.4));
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Delivers queued e-mails. The queue lives in the store, so it survives restarts: whatever
 * was not delivered before a crash is delivered after the next start (or, with several servers on
 * one store, by another server once the lease ends). Each e-mail is claimed before it is
 * sent, and the claim is renewed right before the send only if it is still this process's, so no
 * two servers send the same one; one delivery round runs at a time in a process.
 *
 * A failure to record an outcome is not a failed send: a mail the SMTP server accepted is never
 * sent again by this process, the record is retried. Every failure of the store backs off
 * (exponentially, capped), and a claimed e-mail is not due again before its lease ends, so a
 * store that cannot write never causes a storm of repeated mails.
 */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { store, compose, send, log, leaseMs } = options;
  const baseDelayMs = options.baseDelayMs ?? 30_000;
  const maxDelayMs = options.maxDelayMs ?? 3_600_000;
  const pollMs = options.pollMs ?? 30_000;
  const storeErrorDelayMs = options.storeErrorDelayMs ?? 1000;
  let stopped = false;
  let running: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let storeErrors = 0;
  /** While the store is failing, wake-ups wait for the back-off to end. */
  let backingOffUntil = 0;
  /** Sent, but the store did not record it yet: outbox id → when it was sent. */
  const unrecorded = new Map<number, Date>();

  if (!send) {
    const disabled = (queued: number | string) =>
      log({
        time: new Date().toISOString(),
        level: "warn",
        event: "mail-disabled",
        queued,
        message: `SMTP_URL is not set: enquiry notices and subscribers' e-mails stay queued in the outbox (${queued} queued now) and are sent once SMTP_URL is set and the server restarts.`,
      });
    store.outboxSummary().then(
      (summary) => disabled(summary.queued),
      () => disabled("an unknown number"),
    );
    return { wake() {}, stop: async () => {} };
  }
  const sendMail = send;

  const now = () => new Date().toISOString();

  /** Delivers an e-mail this process claimed with a lease until `claimedUntil`. */
  async function deliver(item: QueuedMail, claimedUntil: Date): Promise<void> {
    if (unrecorded.has(item.id)) return; // sent already: only its record is missing
    const outgoing = compose(item, options.now?.() ?? new Date());
    const { subject } = outgoing;
    if ("skip" in outgoing) {
      log({ time: now(), event: "mail-skipped", ...subject, reason: outgoing.skip });
      await store.markSent(item.id, new Date());
      return;
    }
    // The claim may have outlived its lease (the store was away, the process paused) and another
    // server taken the e-mail over: only the holder of the current claim sends, and the
    // renewed lease covers this send from now.
    if (!(await store.renewClaim(item.id, claimedUntil, new Date(Date.now() + leaseMs)))) {
      log({ time: now(), event: "mail-claim-lost", ...subject });
      return;
    }
    try {
      await sendMail(outgoing.mail);
    } catch (error) {
      const delay = retryDelay(item.attempts + 1, baseDelayMs, maxDelayMs);
      log({
        time: now(),
        level: "warn",
        event: "mail-failed",
        ...subject,
        attempts: item.attempts + 1,
        retryInMs: delay,
        error: describe(error),
      });
      // If this write fails too, the claim's lease holds the e-mail back until it ends.
      await store.markFailed(item.id, describe(error), new Date(Date.now() + delay));
      return;
    }
    const sentAt = new Date();
    unrecorded.set(item.id, sentAt);
    log({ time: now(), event: "mail-sent", ...subject });
    await store.markSent(item.id, sentAt);
    unrecorded.delete(item.id);
  }

  /**
   * Records sends the store failed to record before, then claims and delivers what is due. One
   * e-mail the store cannot record holds back neither the others nor the claims; the first
   * store failure is thrown at the end, so that the worker backs off.
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
      const claimed = await store.claimDueMails(new Date(), BATCH, leaseUntil);
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
      const next = await store.nextDueAt().catch(() => undefined);
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
