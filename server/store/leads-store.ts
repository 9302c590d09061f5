import type { ContactRequest } from "../../contracts/schema-types/contact-request.ts";
import type { SubscriptionMail } from "./subscription-mail.ts";

/**
 * An enquiry as the server accepted it: trimmed, validated, optional fields "" when not given. The
 * fields are those of the contact form's request schema but its bot-check token and honeypot; the
 * store keeps each as text.
 */
export type EnquiryInput = Record<keyof Omit<ContactRequest, "turnstileToken" | "website">, string>;

/**
 * An enquiry is `received` (the team is told), or `spam`: kept aside, answered as any other but
 * neither mailed nor posted, until an operator releases it (`site leads release`).
 */
export type EnquiryState = "received" | "spam";

export interface StoredEnquiry extends EnquiryInput {
  id: number;
  /** ISO 8601, UTC. */
  receivedAt: string;
  state: EnquiryState;
  /** Why it was kept aside (`honeypot`, `links`, …); null unless its state is `spam`. */
  spamReason: string | null;
}

/**
 * A sign-up is `pending` until its address is confirmed from the e-mail it was sent (double
 * opt-in), then `confirmed` until it unsubscribes (`unsubscribed`, kept a while so exports and the
 * team can see it). A sign-up that filled in the honeypot is kept aside as `spam` and sent nothing.
 */
export type SubscriptionState = "pending" | "confirmed" | "unsubscribed" | "spam";

export interface StoredSubscription {
  id: number;
  email: string;
  /** When the address was first signed up: ISO 8601, UTC. */
  subscribedAt: string;
  state: SubscriptionState;
  /** When it was confirmed (ISO 8601, UTC); null unless confirmed. */
  confirmedAt: string | null;
  /** When it unsubscribed (ISO 8601, UTC); null unless unsubscribed. */
  unsubscribedAt: string | null;
  /** Why it was kept aside; null unless its state is `spam`. */
  spamReason: string | null;
}

/** What happened to a subscription, in its history: the record of consent a data request shows. */
export type SubscriptionEvent =
  | "signed-up"
  | "signed-up-again"
  | "confirmed"
  | "unsubscribed"
  | "kept-as-spam"
  | "released";

export interface SubscriptionHistoryEntry {
  /** ISO 8601, UTC. */
  at: string;
  event: SubscriptionEvent;
}

/** A lead as one outbox row names it: an enquiry or a subscription, by id. */
export type LeadRef = { enquiry: number } | { subscription: number };

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

/**
 * One webhook delivery waiting in the outbox: a received enquiry or a confirmed subscription, to
 * one of WEBHOOK_URL's hooks (`target`, a key that names the hook without its URL, which may hold
 * a secret: webhook/webhook-targets.ts).
 */
export interface QueuedWebhook {
  id: number;
  attempts: number;
  /** ISO 8601, UTC: the delivery is given up this long after (WEBHOOK_GIVE_UP_HOURS). */
  queuedAt: string;
  target: string;
  lead:
    | { kind: "enquiry"; enquiry: StoredEnquiry }
    | { kind: "subscription"; subscription: StoredSubscription };
}

export interface OutboxSummary {
  sent: number;
  queued: number;
  /** When the oldest queued e-mail was queued (ISO 8601), if any. */
  oldestQueuedAt: string | undefined;
  /** The last delivery error of a queued e-mail, if any. */
  lastError: string | undefined;
}

/** A webhook delivery that was given up: a 4xx answer, or none accepted within the give-up age. */
export interface FailedWebhook {
  id: number;
  target: string;
  lead: LeadRef;
  queuedAt: string;
  failedAt: string;
  attempts: number;
  lastError: string | null;
}

export interface WebhookSummary {
  delivered: number;
  queued: number;
  failed: number;
  /** The newest failed deliveries, newest first, at most 20. */
  recentFailures: FailedWebhook[];
}

/** One outbox row about a lead, as a data request shows it. */
export interface OutboxEntry {
  id: number;
  /** An e-mail, or a webhook delivery to `target`. */
  channel: "mail" | "webhook";
  /** The hook's key for a webhook delivery; null for an e-mail. */
  target: string | null;
  about: LeadRef;
  state: "queued" | "sent" | "failed";
  queuedAt: string;
  attempts: number;
  sentAt: string | null;
  failedAt: string | null;
  lastError: string | null;
}

/** Everything the store holds about one e-mail address (`site leads find`, `site leads erase`). */
export interface PersonalData {
  enquiries: StoredEnquiry[];
  /** At most one: an address is kept once. */
  subscriptions: (StoredSubscription & { history: SubscriptionHistoryEntry[] })[];
  /** The e-mails and webhook deliveries about those leads, queued, sent or failed. */
  outbox: OutboxEntry[];
}

/** Leads older than these (by their last activity) are deleted, unless a delivery about them is queued. */
export interface RetentionCutoffs {
  /** Received enquiries (ENQUIRY_RETENTION_DAYS). */
  enquiriesBefore: Date;
  /** Subscriptions never confirmed, by their last sign-up (PENDING_SUBSCRIPTION_DAYS). */
  pendingBefore: Date;
  /** Enquiries and subscriptions kept aside as spam. */
  spamBefore: Date;
  /** Subscriptions, by when they unsubscribed. */
  unsubscribedBefore: Date;
}

export interface RetentionCounts {
  enquiries: number;
  spamEnquiries: number;
  pendingSubscriptions: number;
  spamSubscriptions: number;
  unsubscribedSubscriptions: number;
}

/** How a lead is kept: as spam (with the reason), and the hooks to post it to when it is not. */
export interface KeepOptions {
  /** Kept aside as spam for this reason: nothing is queued. */
  spam?: string | undefined;
  /** The hooks (target keys) a received enquiry is posted to. */
  webhooks?: readonly string[];
}

/** What releasing a lead kept as spam queued. */
export interface Released {
  mails: number;
  webhooks: number;
}

/**
 * Where the leads are kept: enquiries and subscriptions, and the outbox of their e-mails and
 * webhook deliveries. Every write is committed before it resolves; a lead and what it queues are
 * committed together or not at all.
 */
export interface LeadsStore {
  /**
   * Keeps the enquiry and, unless it is spam, queues its enquiry notice and one delivery per hook
   * of `options.webhooks`, once per bot-check token: a second call with the same token hash stores
   * nothing and answers `created: false` with the first enquiry's id.
   */
  saveEnquiry(
    enquiry: EnquiryInput,
    tokenHash: string,
    options?: KeepOptions,
  ): Promise<{ created: boolean; id: number }>;
  /** Whether an enquiry was already accepted with this bot-check token. */
  hasEnquiryWithToken(tokenHash: string): Promise<boolean>;
  /**
   * Whether an enquiry received at `since` or later has this exact description from another
   * address (case-insensitively): the same text sent from several addresses is a bot's.
   */
  hasRecentEnquiryText(description: string, email: string, since: Date): Promise<boolean>;
  /**
   * Keeps the address once (case-insensitively), pending; `created: false` when it was already
   * kept, with its state. In the same transaction an e-mail is queued to the address, the
   * confirmation request while it is pending, the already-subscribed notice once it is confirmed,
   * unless one is still waiting to be sent or the address had its
   * MAILS_PER_ADDRESS_PER_DAY (subscription-mail.ts); `mail` says which. An unsubscribed address,
   * or one kept as spam, signing up is pending again. With `options.spam`, a new address is kept
   * as spam and nothing is queued; an address already kept is left as it is.
   */
  saveSubscription(
    email: string,
    options?: Pick<KeepOptions, "spam">,
  ): Promise<{ created: boolean; id: number; state: SubscriptionState; mail: SubscriptionMail }>;
  /** The subscription with this id, if there is one. */
  subscriptionById(id: number): Promise<StoredSubscription | undefined>;
  /**
   * Marks a pending subscription confirmed at `at`, once, and queues one delivery to each hook of
   * `webhooks`: confirming it again keeps the first time and queues nothing. Resolves with the
   * subscription as stored afterwards, undefined when there is no such id.
   */
  confirmSubscription(
    id: number,
    at: Date,
    webhooks?: readonly string[],
  ): Promise<StoredSubscription | undefined>;
  /**
   * Marks a pending or confirmed subscription unsubscribed at `at`, once: doing it again keeps the
   * first time. Resolves with the subscription as stored afterwards, undefined when there is none.
   */
  unsubscribe(id: number, at: Date): Promise<StoredSubscription | undefined>;
  /**
   * Moves a lead kept as spam back: an enquiry becomes received and its enquiry notice and
   * webhook deliveries are queued, a subscription becomes pending and its confirmation request is
   * queued. Undefined when there is no such lead kept as spam.
   */
  releaseSpam(lead: LeadRef, at: Date, webhooks: readonly string[]): Promise<Released | undefined>;
  /** Received enquiries, or with `spam` those kept as spam, oldest first. */
  listEnquiries(options?: { since?: string | undefined; spam?: boolean }): Promise<StoredEnquiry[]>;
  /** Subscriptions but spam (pending, confirmed, unsubscribed), or with `spam` only spam, oldest first. */
  listSubscriptions(options?: { since?: string | undefined; spam?: boolean }): Promise<StoredSubscription[]>;
  /** E-mails whose next attempt is due at `now`, oldest first. */
  dueMails(now: Date, limit: number): Promise<QueuedMail[]>;
  /**
   * Claims up to `limit` due e-mails for this process, oldest first: each is handed out once
   * and not again until `leaseUntil` (its next attempt is moved there), so several servers on one
   * store never take the same one, and one claimed by a process that died is due again when the
   * lease ends. markSent or markFailed ends the claim.
   */
  claimDueMails(now: Date, limit: number, leaseUntil: Date): Promise<QueuedMail[]>;
  /** As claimDueMails, for webhook deliveries to the hooks of `targets` only (those this server knows). */
  claimDueWebhooks(
    now: Date,
    limit: number,
    leaseUntil: Date,
    targets: readonly string[],
  ): Promise<QueuedWebhook[]>;
  /**
   * Checked right before a claimed e-mail or delivery is sent: resolves true, and moves its lease
   * to `leaseUntil`, when it is unsent and still under the claim that leased it until
   * `claimedUntil`; false when it was sent or claimed again since (that lease ended and another
   * process took it), so a claim that outlived its lease never sends a second copy.
   */
  renewClaim(id: number, claimedUntil: Date, leaseUntil: Date): Promise<boolean>;
  markSent(id: number, at: Date): Promise<void>;
  markFailed(id: number, error: string, nextAttemptAt: Date): Promise<void>;
  /** Gives a delivery up: it is failed at `at`, with `error`, and never tried again. */
  markGivenUp(id: number, error: string, at: Date): Promise<void>;
  /**
   * Gives up every webhook delivery still queued that was queued before `queuedBefore` (its hook
   * may have left WEBHOOK_URL, so no server tries it any more); resolves with how many.
   */
  giveUpWebhooks(queuedBefore: Date, at: Date): Promise<number>;
  /** The outbox's e-mails. */
  outboxSummary(): Promise<OutboxSummary>;
  /** The outbox's webhook deliveries. */
  webhookSummary(): Promise<WebhookSummary>;
  /** When the next queued e-mail is due, if any is queued. */
  nextDueAt(): Promise<Date | undefined>;
  /** When the next queued webhook delivery to one of `targets` is due, if any is queued. */
  nextWebhookDueAt(targets: readonly string[]): Promise<Date | undefined>;
  /** How many leads the cutoffs would delete now. */
  countExpired(cutoffs: RetentionCutoffs): Promise<RetentionCounts>;
  /**
   * Deletes up to `limit` leads of each kind of RetentionCounts that are older than the cutoffs,
   * with their history and outbox rows, in one transaction, never one with a delivery still
   * queued; resolves with how many of each it deleted.
   */
  purgeExpired(cutoffs: RetentionCutoffs, limit: number): Promise<RetentionCounts>;
  /** Everything kept about `email` (case-insensitively): its enquiries, subscription and outbox rows. */
  findByEmail(email: string): Promise<PersonalData>;
  /** Deletes everything findByEmail finds, in one transaction; resolves with what it deleted. */
  eraseByEmail(email: string): Promise<PersonalData>;
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

/** The part of a store the outbox workers use: each store writes it in its own file. */
export type OutboxMethods = Pick<
  LeadsStore,
  | "dueMails"
  | "claimDueMails"
  | "claimDueWebhooks"
  | "renewClaim"
  | "markSent"
  | "markFailed"
  | "markGivenUp"
  | "giveUpWebhooks"
  | "outboxSummary"
  | "webhookSummary"
  | "nextDueAt"
  | "nextWebhookDueAt"
>;

/** The part of a store retention and data requests use: each store writes it in its own file. */
export type UpkeepMethods = Pick<
  LeadsStore,
  "countExpired" | "purgeExpired" | "findByEmail" | "eraseByEmail"
>;
