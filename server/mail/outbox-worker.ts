import type { LogWriter } from "../log.ts";
import { type DeliveryTiming, type DeliveryWorker, startDeliveryWorker } from "../outbox/delivery-worker.ts";
import type { LeadsStore, QueuedMail } from "../store/leads-store.ts";
import type { OutboxMail, OutgoingMail } from "./outgoing-mail.ts";

export { retryDelay } from "../outbox/delivery-worker.ts";

/** Sends one e-mail; rejects when the SMTP server did not accept it. */
export type SendMail = (mail: OutgoingMail) => Promise<void>;

/** The e-mail a queued item is, written at `now`, the moment it is sent. */
export type ComposeMail = (item: QueuedMail, now: Date) => OutboxMail;

export interface OutboxWorkerOptions extends DeliveryTiming {
  store: LeadsStore;
  compose: ComposeMail;
  /** Undefined when SMTP_URL is not set: e-mails stay queued. */
  send: SendMail | undefined;
  log: LogWriter;
  /** How long a claimed e-mail is this process's alone (OUTBOX_LEASE_SECONDS). */
  leaseMs: number;
  /** First wait after the store itself failed; doubled up to `maxDelayMs`. Default 1 s. */
  storeErrorDelayMs?: number;
  /** The clock `compose` is given (confirmation links' expiry counts from it); default the real one. */
  now?: () => Date;
}

export type OutboxWorker = DeliveryWorker;

/**
 * Delivers queued e-mails (the outbox's rows without a hook), retrying until the SMTP server
 * accepts each: see startDeliveryWorker for the claims, leases and back-off. Without `send`
 * (SMTP_URL not set) nothing is sent, and the log says once how many e-mails wait.
 */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { store, compose, send, log } = options;
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
  return startDeliveryWorker<QueuedMail>({
    ...options,
    channel: {
      name: "mail",
      claim: (now, limit, leaseUntil) => store.claimDueMails(now, limit, leaseUntil),
      nextDueAt: () => store.nextDueAt(),
      prepare(item, now) {
        const outgoing = compose(item, now);
        if ("skip" in outgoing) return { subject: outgoing.subject, skip: outgoing.skip };
        return { subject: outgoing.subject, send: () => send(outgoing.mail) };
      },
    },
  });
}
