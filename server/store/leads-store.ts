import type { ContactRequest } from "../../contracts/schema-types/contact-request.ts";
import type { SubscriptionMail } from "./subscription-mail.ts";

/**
 * An enquiry as the server accepted it: trimmed, validated, optional fields "" when not given. The
 * fields are those of the contact form's request schema but its bot-check token and honeypot; the
 * store keeps each as text.
 */
export type EnquiryInput = Record<keyof Omit<ContactRequest, "turnstileToken" | "website">, string>;

export interface StoredEnquiry extends EnquiryInput {
  id: number;
  /** ISO 8601, UTC. */
  receivedAt: string;
}

/** A sign-up is `pending` until its address is confirmed from the e-mail it was sent (double opt-in). */
export type SubscriptionState = "pending" | "confirmed";

export interface StoredSubscription {
  id: number;
  email: string;
  /** When the address was first signed up: ISO 8601, UTC. */
  subscribedAt: string;
  state: SubscriptionState;
  /** When it was confirmed (ISO 8601, UTC); null while pending. */
  confirmedAt: string | null;
}

/**
 * One e-mail waiting in the outbox: the enquiry notice to the team, or one to a subscriber, the
 * confirmation request while the address is pending or the already-subscribed notice to a confirmed
 * address signed up again. The kind is not stored as such: the outbox row names the enquiry or the
 * subscription, and for a subscription whether it was already subscribed (outbox-row.ts).
 */
export type QueuedMail =
  | { kind: "enquiry-notice"; id: number; attempts: number; enquiry: StoredEnquiry }
  | {
      kind: "confirmation-request" | "already-subscribed-notice";
      id: number;
      attempts: number;
      subscription: StoredSubscription;
    };

export interface OutboxSummary {
  sent: number;
  queued: number;
  /** When the oldest queued e-mail was queued (ISO 8601), if any. */
  oldestQueuedAt: string | undefined;
  /** The last delivery error of a queued e-mail, if any. */
  lastError: string | undefined;
}

/**
 * Where the leads are kept: enquiries and subscriptions, and the outbox of their e-mails. Every
 * write is committed before it resolves; an enquiry and its enquiry notice are committed together
 * or not at all.
 */
export interface LeadsStore {
  /**
   * Keeps the enquiry and queues its enquiry notice, once per bot-check token: a second call with
   * the same token hash stores nothing and answers `created: false` with the first enquiry's id.
   */
  saveEnquiry(enquiry: EnquiryInput, tokenHash: string): Promise<{ created: boolean; id: number }>;
  /** Whether an enquiry was already accepted with this bot-check token. */
  hasEnquiryWithToken(tokenHash: string): Promise<boolean>;
  /**
   * Keeps the address once (case-insensitively), pending; `created: false` when it was already
   * kept, with its state. In the same transaction an e-mail is queued to the address, the
   * confirmation request while it is pending, the already-subscribed notice once it is confirmed,
   * unless one is still waiting to be sent or the address had its
   * MAILS_PER_ADDRESS_PER_DAY (subscription-mail.ts); `mail` says which.
   */
  saveSubscription(
    email: string,
  ): Promise<{ created: boolean; id: number; state: SubscriptionState; mail: SubscriptionMail }>;
  /** The subscription with this id, if there is one. */
  subscriptionById(id: number): Promise<StoredSubscription | undefined>;
  /**
   * Marks the subscription confirmed at `at`, once: confirming it again keeps the first time.
   * Resolves with the subscription as stored afterwards, undefined when there is no such id.
   */
  confirmSubscription(id: number, at: Date): Promise<StoredSubscription | undefined>;
  listEnquiries(options?: { since?: string }): Promise<StoredEnquiry[]>;
  listSubscriptions(options?: { since?: string }): Promise<StoredSubscription[]>;
  /** E-mails whose next attempt is due at `now`, oldest first. */
  dueMails(now: Date, limit: number): Promise<QueuedMail[]>;
  /**
   * Claims up to `limit` due e-mails for this process, oldest first: each is handed out once
   * and not again until `leaseUntil` (its next attempt is moved there), so several servers on one
   * store never take the same one, and one claimed by a process that died is due again when the
   * lease ends. markSent or markFailed ends the claim.
   */
  claimDueMails(now: Date, limit: number, leaseUntil: Date): Promise<QueuedMail[]>;
  /**
   * Checked right before a claimed e-mail is sent: resolves true, and moves its lease to
   * `leaseUntil`, when it is unsent and still under the claim that leased it until `claimedUntil`;
   * false when it was sent or claimed again since (that lease ended and another process took it),
   * so a claim that outlived its lease never sends a second copy.
   */
  renewClaim(id: number, claimedUntil: Date, leaseUntil: Date): Promise<boolean>;
  markSent(id: number, at: Date): Promise<void>;
  markFailed(id: number, error: string, nextAttemptAt: Date): Promise<void>;
  outboxSummary(): Promise<OutboxSummary>;
  /** When the next queued e-mail is due, if any is queued. */
  nextDueAt(): Promise<Date | undefined>;
  /** Resolves when the store answers and has this server's schema; rejects saying why not. */
  checkReady(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Thrown when the store cannot be reached or used just now (the database is down, restarting or
 * full): nothing was stored, and the same request may succeed in a moment.
 */
export class StoreUnavailableError extends Error {
  override name = "StoreUnavailableError";
}

/** Thrown when the store cannot be opened; the message says what to do. */
export class StoreOpenError extends Error {
  override name = "StoreOpenError";
}
