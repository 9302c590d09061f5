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
];
