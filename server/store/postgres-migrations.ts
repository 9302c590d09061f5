/**
 * The PostgreSQL schema, one step per version; `leads_migrations` records the steps applied. The
 * tables mirror the SQLite store's (migrations.ts) with PostgreSQL types: identity ids, timestamps
 * as timestamptz, e-mail addresses unique by lower(email). Append steps; never edit one that has
 * shipped.
 */
export const POSTGRES_MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE enquiries (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    received_at timestamptz NOT NULL,
    first_name text NOT NULL,
    last_name text NOT NULL,
    email text NOT NULL,
    phone text NOT NULL,
    company text NOT NULL,
    service_interest text NOT NULL,
    budget text NOT NULL,
    description text NOT NULL,
    token_hash text NOT NULL UNIQUE
  );
  CREATE INDEX enquiries_received_at ON enquiries (received_at);

  CREATE TABLE subscriptions (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    email text NOT NULL,
    subscribed_at timestamptz NOT NULL
  );
  CREATE UNIQUE INDEX subscriptions_email_lower ON subscriptions (lower(email));
  CREATE INDEX subscriptions_subscribed_at ON subscriptions (subscribed_at);

  CREATE TABLE outbox (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    enquiry_id bigint NOT NULL UNIQUE REFERENCES enquiries (id),
    queued_at timestamptz NOT NULL,
    attempts integer NOT NULL DEFAULT 0,
    next_attempt_at timestamptz NOT NULL,
    last_error text,
    sent_at timestamptz
  );
  CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE sent_at IS NULL;
  `,
  // Rate-limit counters shared by every server on this database (postgres-rate-limits.ts).
  `
  CREATE TABLE rate_limit_hits (
    key text PRIMARY KEY,
    hits integer NOT NULL,
    reset_at timestamptz NOT NULL
  );
  `,
  // Double opt-in: a subscription is pending until confirmed_at is set. Subscriptions kept before
  // this step were taken under the rules of their time, without confirmation: they count as
  // confirmed, at the moment they signed up. The outbox also carries the confirmation e-mails, so
  // a row is about an enquiry or a subscription.
  `
  ALTER TABLE subscriptions ADD COLUMN confirmed_at timestamptz;
  UPDATE subscriptions SET confirmed_at = subscribed_at;

  ALTER TABLE outbox ALTER COLUMN enquiry_id DROP NOT NULL;
  ALTER TABLE outbox ADD COLUMN subscription_id bigint REFERENCES subscriptions (id);
  ALTER TABLE outbox ADD CONSTRAINT outbox_one_subject
    CHECK ((enquiry_id IS NULL) <> (subscription_id IS NULL));
  CREATE INDEX outbox_subscription ON outbox (subscription_id) WHERE subscription_id IS NOT NULL;
  `,
  // A subscriber's e-mail is a confirmation request, or (already_subscribed) the notice to a
  // confirmed address signed up again that nothing is needed.
  `
  ALTER TABLE outbox ADD COLUMN already_subscribed boolean NOT NULL DEFAULT false;
  `,
  // Leads kept aside as spam (spam_reason), unsubscribing (unsubscribed_at), a subscription's history
  // (the record of its consent), and webhook deliveries in the outbox: a row with `webhook` set is
  // a delivery to that hook (its key, never its URL), else an e-mail; `failed_at` marks one given
  // up. An enquiry now has one e-mail and one delivery per hook, so its outbox rows are unique by
  // enquiry and hook, not by enquiry alone.
  `
  ALTER TABLE enquiries ADD COLUMN spam_reason text;
  ALTER TABLE subscriptions ADD COLUMN unsubscribed_at timestamptz;
  ALTER TABLE subscriptions ADD COLUMN spam_reason text;

  CREATE TABLE subscription_events (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    subscription_id bigint NOT NULL REFERENCES subscriptions (id),
    at timestamptz NOT NULL,
    event text NOT NULL
  );
  CREATE INDEX subscription_events_subscription ON subscription_events (subscription_id, at);

  ALTER TABLE outbox DROP CONSTRAINT outbox_enquiry_id_key;
  ALTER TABLE outbox ADD COLUMN webhook text;
  ALTER TABLE outbox ADD COLUMN failed_at timestamptz;
  DROP INDEX outbox_due;
  CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE sent_at IS NULL AND failed_at IS NULL;
  CREATE UNIQUE INDEX outbox_enquiry_channel ON outbox (enquiry_id, coalesce(webhook, '')) WHERE enquiry_id IS NOT NULL;
  CREATE UNIQUE INDEX outbox_subscription_webhook ON outbox (subscription_id, webhook) WHERE webhook IS NOT NULL;
  `,
];

/** The table that records which steps of POSTGRES_MIGRATIONS a database has. */
export const MIGRATIONS_TABLE = "leads_migrations";

/**
 * The key of the transaction-level advisory lock taken around migrating, so that servers starting
 * together against one database migrate it once, one after the other.
 */
export const MIGRATION_LOCK_KEY = 7_214_318_205;
