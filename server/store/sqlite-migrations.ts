/**
 * The SQLite schema, one step per version (PRAGMA user_version counts the steps applied). Append
 * steps; never edit one that has shipped.
 */
export const SQLITE_MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE enquiries (
    id INTEGER PRIMARY KEY,
    received_at TEXT NOT NULL,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    email TEXT NOT NULL,
    phone TEXT NOT NULL,
    company TEXT NOT NULL,
    service_interest TEXT NOT NULL,
    budget TEXT NOT NULL,
    description TEXT NOT NULL,
    token_hash TEXT NOT NULL UNIQUE
  );
  CREATE INDEX enquiries_received_at ON enquiries (received_at);

  CREATE TABLE subscriptions (
    id INTEGER PRIMARY KEY,
    email TEXT NOT NULL UNIQUE COLLATE NOCASE,
    subscribed_at TEXT NOT NULL
  );
  CREATE INDEX subscriptions_subscribed_at ON subscriptions (subscribed_at);

  CREATE TABLE outbox (
    id INTEGER PRIMARY KEY,
    enquiry_id INTEGER NOT NULL UNIQUE REFERENCES enquiries (id),
    queued_at TEXT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at TEXT NOT NULL,
    last_error TEXT,
    sent_at TEXT
  );
  CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE sent_at IS NULL;
  `,
  // Double opt-in: a subscription is pending until confirmed_at is set. Subscriptions kept before
  // this step were taken under the rules of their time, without confirmation: they count as
  // confirmed, at the moment they signed up. The outbox also carries the confirmation e-mails, so
  // a row is about an enquiry or a subscription; SQLite cannot drop NOT NULL, so the table is
  // rebuilt, keeping every row and id.
  `
  ALTER TABLE subscriptions ADD COLUMN confirmed_at TEXT;
  UPDATE subscriptions SET confirmed_at = subscribed_at;

  CREATE TABLE outbox_next (
    id INTEGER PRIMARY KEY,
    enquiry_id INTEGER UNIQUE REFERENCES enquiries (id),
    subscription_id INTEGER REFERENCES subscriptions (id),
    queued_at TEXT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at TEXT NOT NULL,
    last_error TEXT,
    sent_at TEXT,
    CHECK ((enquiry_id IS NULL) <> (subscription_id IS NULL))
  );
  INSERT INTO outbox_next (id, enquiry_id, queued_at, attempts, next_attempt_at, last_error, sent_at)
    SELECT id, enquiry_id, queued_at, attempts, next_attempt_at, last_error, sent_at FROM outbox;
  DROP TABLE outbox;
  ALTER TABLE outbox_next RENAME TO outbox;
  CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE sent_at IS NULL;
  CREATE INDEX outbox_subscription ON outbox (subscription_id) WHERE subscription_id IS NOT NULL;
  `,
  // A subscriber's e-mail is a confirmation request, or (already_subscribed = 1) the notice to a
  // confirmed address signed up again that nothing is needed.
  `
  ALTER TABLE outbox ADD COLUMN already_subscribed INTEGER NOT NULL DEFAULT 0;
  `,
  // Leads kept aside as spam (spam_reason), unsubscribing (unsubscribed_at), a subscription's history
  // (the record of its consent), and webhook deliveries in the outbox: a row with `webhook` set is
  // a delivery to that hook (its key, never its URL), else an e-mail; `failed_at` marks one given
  // up. An enquiry now has one e-mail and one delivery per hook, so its outbox rows are unique by
  // enquiry and hook, not by enquiry alone: SQLite cannot drop a UNIQUE constraint, so the table is
  // rebuilt, keeping every row and id.
  `
  ALTER TABLE enquiries ADD COLUMN spam_reason TEXT;
  ALTER TABLE subscriptions ADD COLUMN unsubscribed_at TEXT;
  ALTER TABLE subscriptions ADD COLUMN spam_reason TEXT;

  CREATE TABLE subscription_events (
    id INTEGER PRIMARY KEY,
    subscription_id INTEGER NOT NULL REFERENCES subscriptions (id),
    at TEXT NOT NULL,
    event TEXT NOT NULL
  );
  CREATE INDEX subscription_events_subscription ON subscription_events (subscription_id, at);

  CREATE TABLE outbox_next (
    id INTEGER PRIMARY KEY,
    enquiry_id INTEGER REFERENCES enquiries (id),
    subscription_id INTEGER REFERENCES subscriptions (id),
    already_subscribed INTEGER NOT NULL DEFAULT 0,
    webhook TEXT,
    queued_at TEXT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at TEXT NOT NULL,
    last_error TEXT,
    sent_at TEXT,
    failed_at TEXT,
    CHECK ((enquiry_id IS NULL) <> (subscription_id IS NULL))
  );
  INSERT INTO outbox_next (id, enquiry_id, subscription_id, already_subscribed, queued_at, attempts, next_attempt_at, last_error, sent_at)
    SELECT id, enquiry_id, subscription_id, already_subscribed, queued_at, attempts, next_attempt_at, last_error, sent_at FROM outbox;
  DROP TABLE outbox;
  ALTER TABLE outbox_next RENAME TO outbox;
  CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE sent_at IS NULL AND failed_at IS NULL;
  CREATE INDEX outbox_subscription ON outbox (subscription_id) WHERE subscription_id IS NOT NULL;
  CREATE UNIQUE INDEX outbox_enquiry_channel ON outbox (enquiry_id, coalesce(webhook, '')) WHERE enquiry_id IS NOT NULL;
  CREATE UNIQUE INDEX outbox_subscription_webhook ON outbox (subscription_id, webhook) WHERE webhook IS NOT NULL;
  `,
];
