import type {
  EnquiryInput,
  KeepOptions,
  LeadRef,
  Released,
  SubscriptionEvent,
  SubscriptionState,
} from "./leads-store.ts";
import type { Queryable } from "./postgres-database.ts";
import { mailWindowStart, type SubscriptionMail, subscriptionMail } from "./subscription-mail.ts";
import { subscriptionState } from "./subscription-row.ts";

/**
 * The PostgreSQL store's writes of leads, each run by the caller in one transaction on `client`:
 * an enquiry or a subscription, with what it queues and the subscription's history.
 */

/** Queues one delivery of the lead to each hook; answers how many were new. */
async function queueWebhooks(
  client: Queryable,
  lead: LeadRef,
  webhooks: readonly string[],
  at: string,
): Promise<number> {
  if (webhooks.length === 0) return 0;
  const result = await client.query(
    `INSERT INTO outbox (enquiry_id, subscription_id, webhook, queued_at, next_attempt_at)
     SELECT $1, $2, hook, $4, $4 FROM unnest($3::text[]) AS hook
     ON CONFLICT DO NOTHING`,
    [
      "enquiry" in lead ? lead.enquiry : null,
      "subscription" in lead ? lead.subscription : null,
      webhooks,
      at,
    ],
  );
  return result.rowCount ?? 0;
}

async function queueEnquiryNotice(client: Queryable, id: number | string, at: string): Promise<number> {
  const result = await client.query(
    "INSERT INTO outbox (enquiry_id, queued_at, next_attempt_at) VALUES ($1, $2, $2) ON CONFLICT DO NOTHING",
    [id, at],
  );
  return result.rowCount ?? 0;
}

const addEvent = (client: Queryable, id: number | string, at: string, event: SubscriptionEvent) =>
  client.query("INSERT INTO subscription_events (subscription_id, at, event) VALUES ($1, $2, $3)", [
    id,
    at,
    event,
  ]);

export async function insertEnquiry(
  client: Queryable,
  enquiry: EnquiryInput,
  tokenHash: string,
  receivedAt: string,
  options: KeepOptions,
): Promise<{ created: boolean; id: number }> {
  const spam = options.spam ?? null;
  const inserted = await client.query<{ id: string }>(
    `INSERT INTO enquiries (received_at, first_name, last_name, email, phone, company, service_interest, budget, description, token_hash, spam_reason)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     ON CONFLICT (token_hash) DO NOTHING
     RETURNING id`,
    [
      receivedAt,
      enquiry.firstName,
      enquiry.lastName,
      enquiry.email,
      enquiry.phone,
      enquiry.company,
      enquiry.serviceInterest,
      enquiry.budget,
      enquiry.description,
      tokenHash,
      spam,
    ],
  );
  const created = inserted.rows[0];
  if (!created) {
    // The first enquiry with this token is committed (ON CONFLICT waited for it): its id.
    const existing = await client.query<{ id: string }>("SELECT id FROM enquiries WHERE token_hash = $1", [
      tokenHash,
    ]);
    return { created: false, id: Number(existing.rows[0]?.id) };
  }
  if (spam === null) {
    await queueEnquiryNotice(client, created.id, receivedAt);
    await queueWebhooks(client, { enquiry: Number(created.id) }, options.webhooks ?? [], receivedAt);
  }
  return { created: true, id: Number(created.id) };
}

/** Queues the address's e-mail unless one waits or it had its day's share; says which. */
async function mailSubscriber(
  client: Queryable,
  id: number | string,
  state: SubscriptionState,
  at: string,
): Promise<SubscriptionMail> {
  const outbox = await client.query<{ waiting: boolean; queued_in_window: number }>(
    `SELECT EXISTS (SELECT 1 FROM outbox WHERE subscription_id = $1 AND webhook IS NULL AND sent_at IS NULL) AS waiting,
       (SELECT count(*)::integer FROM outbox WHERE subscription_id = $1 AND webhook IS NULL AND queued_at > $2) AS queued_in_window`,
    [id, mailWindowStart(at)],
  );
  const mail = subscriptionMail({
    waiting: outbox.rows[0]?.waiting === true,
    queuedInWindow: outbox.rows[0]?.queued_in_window ?? 0,
  });
  if (mail === "queued") {
    await client.query(
      "INSERT INTO outbox (subscription_id, already_subscribed, queued_at, next_attempt_at) VALUES ($1, $2, $3, $3)",
      [id, state === "confirmed", at],
    );
  }
  return mail;
}

interface KeptSubscription {
  id: string;
  confirmed_at: Date | null;
  unsubscribed_at: Date | null;
  spam_reason: string | null;
}

export async function insertSubscription(
  client: Queryable,
  email: string,
  subscribedAt: string,
  spam: string | undefined,
): Promise<{ created: boolean; id: number; state: SubscriptionState; mail: SubscriptionMail }> {
  const inserted = await client.query<{ id: string }>(
    `INSERT INTO subscriptions (email, subscribed_at, spam_reason) VALUES ($1, $2, $3)
     ON CONFLICT ((lower(email))) DO NOTHING RETURNING id`,
    [email, subscribedAt, spam ?? null],
  );
  const newId = inserted.rows[0]?.id;
  if (newId !== undefined) {
    const id = Number(newId);
    await addEvent(client, id, subscribedAt, spam === undefined ? "signed-up" : "kept-as-spam");
    if (spam !== undefined) return { created: true, id, state: "spam", mail: "none" };
    return {
      created: true,
      id,
      state: "pending",
      mail: await mailSubscriber(client, id, "pending", subscribedAt),
    };
  }
  // FOR UPDATE: sign-ups of one address at once decide about its e-mail one after the other,
  // so neither the one-waiting rule nor the day's limit can be passed by racing.
  const existing = await client.query<KeptSubscription>(
    "SELECT id, confirmed_at, unsubscribed_at, spam_reason FROM subscriptions WHERE lower(email) = lower($1) FOR UPDATE",
    [email],
  );
  const row = existing.rows[0];
  if (row === undefined) throw new Error("The subscription was neither kept nor found.");
  const id = Number(row.id);
  const kept = subscriptionState(row);
  // A bot's sign-up changes nothing about an address already kept.
  if (spam !== undefined) return { created: false, id, state: kept, mail: "none" };
  const comesBack = kept === "unsubscribed" || kept === "spam";
  if (comesBack) {
    await client.query(
      "UPDATE subscriptions SET confirmed_at = NULL, unsubscribed_at = NULL, spam_reason = NULL WHERE id = $1",
      [id],
    );
  }
  const state = comesBack ? "pending" : kept;
  const mail = await mailSubscriber(client, id, state, subscribedAt);
  if (comesBack) await addEvent(client, id, subscribedAt, "signed-up");
  else if (mail === "queued") await addEvent(client, id, subscribedAt, "signed-up-again");
  return { created: false, id, state, mail };
}

export async function markConfirmed(
  client: Queryable,
  id: number,
  at: string,
  webhooks: readonly string[],
): Promise<void> {
  const updated = await client.query(
    `UPDATE subscriptions SET confirmed_at = $1
     WHERE id = $2 AND confirmed_at IS NULL AND unsubscribed_at IS NULL AND spam_reason IS NULL`,
    [at, id],
  );
  if (updated.rowCount !== 1) return;
  await addEvent(client, id, at, "confirmed");
  await queueWebhooks(client, { subscription: id }, webhooks, at);
}

export async function markUnsubscribed(client: Queryable, id: number, at: string): Promise<void> {
  const updated = await client.query(
    "UPDATE subscriptions SET unsubscribed_at = $1 WHERE id = $2 AND unsubscribed_at IS NULL AND spam_reason IS NULL",
    [at, id],
  );
  if (updated.rowCount === 1) await addEvent(client, id, at, "unsubscribed");
}

export async function release(
  client: Queryable,
  lead: LeadRef,
  at: string,
  webhooks: readonly string[],
): Promise<Released | undefined> {
  if ("enquiry" in lead) {
    const updated = await client.query(
      "UPDATE enquiries SET spam_reason = NULL WHERE id = $1 AND spam_reason IS NOT NULL",
      [lead.enquiry],
    );
    if (updated.rowCount !== 1) return undefined;
    const mails = await queueEnquiryNotice(client, lead.enquiry, at);
    return { mails, webhooks: await queueWebhooks(client, lead, webhooks, at) };
  }
  const updated = await client.query(
    "UPDATE subscriptions SET spam_reason = NULL WHERE id = $1 AND spam_reason IS NOT NULL",
    [lead.subscription],
  );
  if (updated.rowCount !== 1) return undefined;
  await addEvent(client, lead.subscription, at, "released");
  const mail = await mailSubscriber(client, lead.subscription, "pending", at);
  return { mails: mail === "queued" ? 1 : 0, webhooks: 0 };
}
