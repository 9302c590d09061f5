import type Database from "better-sqlite3";
import type {
  EnquiryInput,
  KeepOptions,
  LeadRef,
  Released,
  SubscriptionEvent,
  SubscriptionState,
} from "./leads-store.ts";
import { mailWindowStart, type SubscriptionMail, subscriptionMail } from "./subscription-mail.ts";
import { subscriptionState } from "./subscription-row.ts";

export interface SavedSubscription {
  created: boolean;
  id: number;
  state: SubscriptionState;
  mail: SubscriptionMail;
}

/**
 * The SQLite store's writes of leads, each one transaction (a savepoint inside a group commit's
 * transaction): an enquiry or a subscription, with what it queues and the subscription's history.
 */
export function prepareLeadWrites(db: Database.Database) {
  const insertEnquiry = db.prepare(
    `INSERT INTO enquiries (received_at, first_name, last_name, email, phone, company, service_interest, budget, description, token_hash, spam_reason)
     VALUES (@receivedAt, @firstName, @lastName, @email, @phone, @company, @serviceInterest, @budget, @description, @tokenHash, @spam)
     ON CONFLICT (token_hash) DO NOTHING`,
  );
  const enquiryByToken = db.prepare("SELECT id FROM enquiries WHERE token_hash = ?");
  const queueEnquiryNotice = db.prepare(
    "INSERT OR IGNORE INTO outbox (enquiry_id, queued_at, next_attempt_at) VALUES (?, ?, ?)",
  );
  const queueWebhook = db.prepare(
    `INSERT OR IGNORE INTO outbox (enquiry_id, subscription_id, webhook, queued_at, next_attempt_at)
     VALUES (@enquiry, @subscription, @webhook, @at, @at)`,
  );
  /** Queues one delivery of the lead to each hook; answers how many were new. */
  const queueWebhooks = (lead: LeadRef, webhooks: readonly string[], at: string) => {
    const ids = {
      enquiry: "enquiry" in lead ? lead.enquiry : null,
      subscription: "subscription" in lead ? lead.subscription : null,
    };
    let queued = 0;
    for (const webhook of webhooks) queued += queueWebhook.run({ ...ids, webhook, at }).changes;
    return queued;
  };
  const saveEnquiry = db.transaction(
    (enquiry: EnquiryInput, tokenHash: string, receivedAt: string, options: KeepOptions) => {
      const spam = options.spam ?? null;
      const inserted = insertEnquiry.run({ ...enquiry, receivedAt, tokenHash, spam });
      if (inserted.changes === 0) {
        const existing = enquiryByToken.get(tokenHash) as { id: number };
        return { created: false, id: existing.id };
      }
      const id = Number(inserted.lastInsertRowid);
      if (spam === null) {
        queueEnquiryNotice.run(id, receivedAt, receivedAt);
        queueWebhooks({ enquiry: id }, options.webhooks ?? [], receivedAt);
      }
      return { created: true, id };
    },
  );

  const insertSubscription = db.prepare(
    "INSERT INTO subscriptions (email, subscribed_at, spam_reason) VALUES (?, ?, ?) ON CONFLICT (email) DO NOTHING",
  );
  // The column is COLLATE NOCASE: any spelling of the address finds it.
  const subscriptionByEmail = db.prepare(
    "SELECT id, confirmed_at, unsubscribed_at, spam_reason FROM subscriptions WHERE email = ?",
  );
  const signUpAgain = db.prepare(
    "UPDATE subscriptions SET confirmed_at = NULL, unsubscribed_at = NULL, spam_reason = NULL WHERE id = ?",
  );
  const subscriptionOutbox = db.prepare(
    `SELECT EXISTS (SELECT 1 FROM outbox WHERE subscription_id = @id AND webhook IS NULL AND sent_at IS NULL) AS waiting,
       (SELECT COUNT(*) FROM outbox WHERE subscription_id = @id AND webhook IS NULL AND queued_at > @since) AS queuedInWindow`,
  );
  const queueSubscriptionMail = db.prepare(
    "INSERT INTO outbox (subscription_id, already_subscribed, queued_at, next_attempt_at) VALUES (@id, @already, @at, @at)",
  );
  const addEvent = db.prepare(
    "INSERT INTO subscription_events (subscription_id, at, event) VALUES (?, ?, ?)",
  );
  const event = (id: number, at: string, happened: SubscriptionEvent) => addEvent.run(id, at, happened);

  /** Queues the address's e-mail unless one waits or it had its day's share; says which. */
  const mailSubscriber = (id: number, state: SubscriptionState, at: string): SubscriptionMail => {
    const outbox = subscriptionOutbox.get({ id, since: mailWindowStart(at) }) as {
      waiting: number;
      queuedInWindow: number;
    };
    const mail = subscriptionMail({ waiting: outbox.waiting === 1, queuedInWindow: outbox.queuedInWindow });
    if (mail === "queued") queueSubscriptionMail.run({ id, already: state === "confirmed" ? 1 : 0, at });
    return mail;
  };

  const saveSubscription = db.transaction(
    (email: string, subscribedAt: string, spam: string | undefined): SavedSubscription => {
      const inserted = insertSubscription.run(email, subscribedAt, spam ?? null);
      if (inserted.changes === 1) {
        const id = Number(inserted.lastInsertRowid);
        event(id, subscribedAt, spam === undefined ? "signed-up" : "kept-as-spam");
        if (spam !== undefined) return { created: true, id, state: "spam", mail: "none" };
        return { created: true, id, state: "pending", mail: mailSubscriber(id, "pending", subscribedAt) };
      }
      const row = subscriptionByEmail.get(email) as {
        id: number;
        confirmed_at: string | null;
        unsubscribed_at: string | null;
        spam_reason: string | null;
      };
      const kept = subscriptionState(row);
      // A bot's sign-up changes nothing about an address already kept.
      if (spam !== undefined) return { created: false, id: row.id, state: kept, mail: "none" };
      const comesBack = kept === "unsubscribed" || kept === "spam";
      if (comesBack) signUpAgain.run(row.id);
      const state = comesBack ? "pending" : kept;
      const mail = mailSubscriber(row.id, state, subscribedAt);
      if (comesBack) event(row.id, subscribedAt, "signed-up");
      else if (mail === "queued") event(row.id, subscribedAt, "signed-up-again");
      return { created: false, id: row.id, state, mail };
    },
  );

  const markConfirmed = db.prepare(
    `UPDATE subscriptions SET confirmed_at = ?
     WHERE id = ? AND confirmed_at IS NULL AND unsubscribed_at IS NULL AND spam_reason IS NULL`,
  );
  const confirm = db.transaction((id: number, at: string, webhooks: readonly string[]) => {
    if (markConfirmed.run(at, id).changes === 0) return;
    event(id, at, "confirmed");
    queueWebhooks({ subscription: id }, webhooks, at);
  });

  const markUnsubscribed = db.prepare(
    "UPDATE subscriptions SET unsubscribed_at = ? WHERE id = ? AND unsubscribed_at IS NULL AND spam_reason IS NULL",
  );
  const unsubscribe = db.transaction((id: number, at: string) => {
    if (markUnsubscribed.run(at, id).changes === 1) event(id, at, "unsubscribed");
  });

  const releaseEnquiry = db.prepare(
    "UPDATE enquiries SET spam_reason = NULL WHERE id = ? AND spam_reason IS NOT NULL",
  );
  const releaseSubscription = db.prepare(
    "UPDATE subscriptions SET spam_reason = NULL WHERE id = ? AND spam_reason IS NOT NULL",
  );
  const release = db.transaction(
    (lead: LeadRef, at: string, webhooks: readonly string[]): Released | undefined => {
      if ("enquiry" in lead) {
        if (releaseEnquiry.run(lead.enquiry).changes === 0) return undefined;
        const mails = queueEnquiryNotice.run(lead.enquiry, at, at).changes;
        return { mails, webhooks: queueWebhooks(lead, webhooks, at) };
      }
      if (releaseSubscription.run(lead.subscription).changes === 0) return undefined;
      event(lead.subscription, at, "released");
      const mail = mailSubscriber(lead.subscription, "pending", at);
      return { mails: mail === "queued" ? 1 : 0, webhooks: 0 };
    },
  );

  return { saveEnquiry, saveSubscription, confirm, unsubscribe, release };
}
