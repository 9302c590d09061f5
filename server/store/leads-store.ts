import type { ContactRequest } from "../api/request-schemas.ts";

/**
 * An enquiry as the server accepted it: trimmed, validated, optional fields "" when not given. The
 * fields are the enquiry schema's; the store keeps each as text.
 */
export type EnquiryInput = Record<keyof Omit<ContactRequest, "turnstileToken" | "website">, string>;

export interface StoredEnquiry extends EnquiryInput {
  id: number;
  /** ISO 8601, UTC. */
  receivedAt: string;
}

export interface StoredSubscription {
  id: number;
  email: string;
  /** ISO 8601, UTC. */
  subscribedAt: string;
}

/** One notification e-mail waiting in the outbox, with the enquiry it is about. */
export interface QueuedNotification {
  id: number;
  attempts: number;
  enquiry: StoredEnquiry;
}

export interface OutboxSummary {
  sent: number;
  queued: number;
  /** When the oldest queued notification was queued (ISO 8601), if any. */
  oldestQueuedAt: string | undefined;
  /** The last delivery error of a queued notification, if any. */
  lastError: string | undefined;
}

/**
 * Where enquiries and subscriptions are kept. Every write is committed before it resolves; an
 * enquiry and its notification are committed together or not at all.
 */
export interface LeadsStore {
  /**
   * Keeps the enquiry and queues its notification, once per bot-check token: a second call with
   * the same token hash stores nothing and answers `created: false` with the first enquiry's id.
   */
  saveEnquiry(enquiry: EnquiryInput, tokenHash: string): Promise<{ created: boolean; id: number }>;
  /** Whether an enquiry was already accepted with this bot-check token. */
  hasEnquiryWithToken(tokenHash: string): Promise<boolean>;
  /** Keeps the address once (case-insensitively); `created: false` when it was already subscribed. */
  saveSubscription(email: string): Promise<{ created: boolean }>;
  listEnquiries(options?: { since?: string }): Promise<StoredEnquiry[]>;
  listSubscriptions(options?: { since?: string }): Promise<StoredSubscription[]>;
  /** Notifications whose next attempt is due at `now`, oldest first. */
  dueNotifications(now: Date, limit: number): Promise<QueuedNotification[]>;
  /**
   * Claims up to `limit` due notifications for this process, oldest first: each is handed out once
   * and not again until `leaseUntil` (its next attempt is moved there), so several servers on one
   * store never take the same one, and one claimed by a process that died is due again when the
   * lease ends. markSent or markFailed ends the claim.
   */
  claimDueNotifications(now: Date, limit: number, leaseUntil: Date): Promise<QueuedNotification[]>;
  markSent(id: number, at: Date): Promise<void>;
  markFailed(id: number, error: string, nextAttemptAt: Date): Promise<void>;
  outboxSummary(): Promise<OutboxSummary>;
  /** When the next queued notification is due, if any is queued. */
  nextDueAt(): Promise<Date | undefined>;
  /** Resolves when the store answers and has this server's schema; rejects saying why not. */
  checkReady(): Promise<void>;
  close(): Promise<void>;
}

/** Thrown when the store cannot be opened; the message says what to do. */
export class StoreOpenError extends Error {
  override name = "StoreOpenError";
}
