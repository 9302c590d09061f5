import { Client } from "pg";
import { describe, expect, it } from "vitest";
import {
  BEFORE_DOUBLE_OPT_IN,
  describeLeadsStoreContract,
} from "../../tests/support/server/store-contract.ts";
import { BEFORE_LEADS_UPKEEP } from "../../tests/support/server/store-contract-context.ts";
import {
  findPostgresBinaries,
  startTestPostgres,
  testPostgresPerFile,
} from "../../tests/support/server/test-postgres.ts";
import { describeDatabaseUrl } from "./database-url.ts";
import type { EnquiryInput } from "./leads-store.ts";
import { StoreOpenError } from "./leads-store.ts";
import { MIGRATIONS_TABLE, POSTGRES_MIGRATIONS } from "./postgres-migrations.ts";
import { openPostgresStore } from "./postgres-store.ts";

// A throwaway PostgreSQL cluster for this file; each test gets an empty database of its own. When
// PostgreSQL is not installed, every test here fails, saying what to install.
const testPostgres = testPostgresPerFile();

const ENQUIRY: EnquiryInput = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.org",
  phone: "",
  company: "",
  serviceInterest: "",
  budget: "",
  description: "A new loom controller.",
};

/** Runs SQL on `url` as the cluster's superuser, beside the store. */
async function sql<Row extends Record<string, unknown>>(
  url: string,
  text: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** The URL with another user, password or database. */
function variant(url: string, change: { username?: string; password?: string; database?: string }): string {
  const parsed = new URL(url);
  if (change.username !== undefined) parsed.username = change.username;
  if (change.password !== undefined) parsed.password = change.password;
  if (change.database !== undefined) parsed.pathname = `/${change.database}`;
  return parsed.toString();
}

/** The PostgreSQL half of LeadsStoreHarness.writeBeforeDoubleOptIn: the first two steps, with their rows. */
async function writeBeforeDoubleOptIn(url: string): Promise<void> {
  const { subscription, enquiry, enquiryNotice } = BEFORE_DOUBLE_OPT_IN;
  await sql(
    url,
    `CREATE TABLE ${MIGRATIONS_TABLE} (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
  );
  for (const [index, step] of POSTGRES_MIGRATIONS.slice(0, 2).entries()) {
    await sql(url, step);
    await sql(url, `INSERT INTO ${MIGRATIONS_TABLE} (version) VALUES ($1)`, [index + 1]);
  }
  await sql(url, "INSERT INTO subscriptions (email, subscribed_at) VALUES ($1, $2)", [
    subscription.email,
    subscription.subscribedAt,
  ]);
  await sql(
    url,
    `INSERT INTO enquiries (received_at, first_name, last_name, email, phone, company, service_interest, budget, description, token_hash)
     VALUES ($1, 'Ada', 'L', 'ada@example.org', '', '', '', '', $2, $3)`,
    [enquiry.receivedAt, enquiry.description, enquiry.tokenHash],
  );
  await sql(
    url,
    `INSERT INTO outbox (enquiry_id, queued_at, next_attempt_at, attempts, last_error)
     SELECT id, received_at, $1, $2, $3 FROM enquiries`,
    [enquiryNotice.nextAttemptAt, enquiryNotice.attempts, enquiryNotice.lastError],
  );
}

/** The PostgreSQL half of LeadsStoreHarness.writeBeforeLeadsUpkeep: the first four steps, with their rows. */
async function writeBeforeLeadsUpkeep(url: string): Promise<void> {
  const { confirmed, pending, enquiry } = BEFORE_LEADS_UPKEEP;
  await sql(
    url,
    `CREATE TABLE ${MIGRATIONS_TABLE} (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
  );
  for (const [index, step] of POSTGRES_MIGRATIONS.slice(0, 4).entries()) {
    await sql(url, step);
    await sql(url, `INSERT INTO ${MIGRATIONS_TABLE} (version) VALUES ($1)`, [index + 1]);
  }
  await sql(
    url,
    "INSERT INTO subscriptions (email, subscribed_at, confirmed_at) VALUES ($1, $2, $3), ($4, $5, NULL)",
    [confirmed.email, confirmed.subscribedAt, confirmed.confirmedAt, pending.email, pending.subscribedAt],
  );
  await sql(
    url,
    "INSERT INTO outbox (subscription_id, queued_at, next_attempt_at, attempts, last_error) VALUES (2, $1, $1, 1, $2)",
    [pending.subscribedAt, pending.lastError],
  );
  await sql(
    url,
    `INSERT INTO enquiries (received_at, first_name, last_name, email, phone, company, service_interest, budget, description, token_hash)
     VALUES ($1, 'Ada', 'L', $2, '', '', '', '', $3, $4)`,
    [enquiry.receivedAt, enquiry.email, enquiry.description, enquiry.tokenHash],
  );
  await sql(
    url,
    "INSERT INTO outbox (enquiry_id, queued_at, next_attempt_at, sent_at) VALUES (1, $1, $1, $2)",
    [enquiry.receivedAt, enquiry.sentAt],
  );
}

describeLeadsStoreContract("PostgreSQL", async () => {
  const url = await testPostgres().createDatabase();
  return {
    open: (options) => openPostgresStore(url, options),
    dispose: async () => {},
    writeBeforeDoubleOptIn: () => writeBeforeDoubleOptIn(url),
    writeBeforeLeadsUpkeep: () => writeBeforeLeadsUpkeep(url),
  };
});

describe("openPostgresStore", () => {
  it("creates the schema in one migration step per version, with timestamps as timestamptz", async () => {
    const url = await testPostgres().createDatabase();
    const store = await openPostgresStore(url);
    await store.close();
    const versions = await sql<{ version: number }>(
      url,
      `SELECT version FROM ${MIGRATIONS_TABLE} ORDER BY 1`,
    );
    expect(versions.map((row) => row.version)).toEqual(POSTGRES_MIGRATIONS.map((_, index) => index + 1));
    const columns = await sql<{ table_name: string; column_name: string; data_type: string }>(
      url,
      `SELECT table_name, column_name, data_type FROM information_schema.columns
       WHERE table_schema = 'public' AND column_name LIKE '%\\_at' ORDER BY 1, 2`,
    );
    expect(columns.map((c) => `${c.table_name}.${c.column_name} ${c.data_type}`)).toEqual([
      "enquiries.received_at timestamp with time zone",
      `${MIGRATIONS_TABLE}.applied_at timestamp with time zone`,
      "outbox.failed_at timestamp with time zone",
      "outbox.next_attempt_at timestamp with time zone",
      "outbox.queued_at timestamp with time zone",
      "outbox.sent_at timestamp with time zone",
      "rate_limit_hits.reset_at timestamp with time zone",
      "subscriptions.confirmed_at timestamp with time zone",
      "subscriptions.subscribed_at timestamp with time zone",
      "subscriptions.unsubscribed_at timestamp with time zone",
    ]);
  });

  it("stores the time received as the instant the SQLite store would write as text", async () => {
    const url = await testPostgres().createDatabase();
    const store = await openPostgresStore(url);
    const before = Date.now();
    await store.saveEnquiry(ENQUIRY, "token-1");
    const [stored] = await store.listEnquiries();
    await store.close();
    const [row] = await sql<{ received_at: Date }>(url, "SELECT received_at FROM enquiries");
    expect(row?.received_at.toISOString()).toBe(stored?.receivedAt);
    expect(row?.received_at.getTime()).toBeGreaterThanOrEqual(before);
  });

  it("does not migrate again when reopened", async () => {
    const url = await testPostgres().createDatabase();
    await (await openPostgresStore(url)).close();
    const first = await sql(url, `SELECT version, applied_at FROM ${MIGRATIONS_TABLE} ORDER BY 1`);
    const again = await openPostgresStore(url);
    await again.saveSubscription("ann@example.org");
    await again.close();
    expect(await sql(url, `SELECT version, applied_at FROM ${MIGRATIONS_TABLE} ORDER BY 1`)).toEqual(first);
  });

  it("migrates a new database once when several servers open it at the same moment", async () => {
    const url = await testPostgres().createDatabase();
    const stores = await Promise.all([1, 2, 3, 4, 5, 6].map(() => openPostgresStore(url)));
    try {
      const saved = await Promise.all(stores.map((store, n) => store.saveEnquiry(ENQUIRY, `token-${n}`)));
      expect(saved.every((result) => result.created)).toBe(true);
    } finally {
      await Promise.all(stores.map((store) => store.close()));
    }
    const versions = await sql(url, `SELECT version FROM ${MIGRATIONS_TABLE}`);
    expect(versions).toHaveLength(POSTGRES_MIGRATIONS.length);
  });

  it("keeps neither the enquiry nor its enquiry notice when queueing fails (one transaction)", async () => {
    const url = await testPostgres().createDatabase();
    const store = await openPostgresStore(url);
    try {
      await sql(
        url,
        `CREATE FUNCTION refuse_outbox() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN RAISE EXCEPTION 'outbox refused'; END $$;
         CREATE TRIGGER refuse_outbox BEFORE INSERT ON outbox FOR EACH ROW EXECUTE FUNCTION refuse_outbox()`,
      );
      await expect(store.saveEnquiry(ENQUIRY, "token-1")).rejects.toThrow(/outbox refused/);
      expect(await store.listEnquiries()).toEqual([]);
      expect(await store.hasEnquiryWithToken("token-1")).toBe(false);
      await sql(url, "DROP TRIGGER refuse_outbox ON outbox");
      expect((await store.saveEnquiry(ENQUIRY, "token-1")).created).toBe(true);
      expect((await store.outboxSummary()).queued).toBe(1);
    } finally {
      await store.close();
    }
  });

  it("refuses a database written by a newer schema, for writing and for reading", async () => {
    const url = await testPostgres().createDatabase();
    await (await openPostgresStore(url)).close();
    await sql(url, `INSERT INTO ${MIGRATIONS_TABLE} (version) VALUES ($1)`, [POSTGRES_MIGRATIONS.length + 1]);
    for (const readonly of [false, true]) {
      const opening = openPostgresStore(url, { readonly });
      await expect(opening).rejects.toThrow(StoreOpenError);
      await expect(opening).rejects.toThrow(/newer version of the server/);
    }
  });

  it("refuses to open an empty database read-only, and creates nothing in it", async () => {
    const url = await testPostgres().createDatabase();
    await expect(openPostgresStore(url, { readonly: true })).rejects.toThrow(
      /The leads store in PostgreSQL database "leads_\d+" on 127\.0\.0\.1:\d+ as user "postgres" is empty: start the server once/,
    );
    expect(await sql(url, "SELECT tablename FROM pg_tables WHERE schemaname = 'public'")).toEqual([]);
  });

  it("reads through read-only connections", async () => {
    const url = await testPostgres().createDatabase();
    await (await openPostgresStore(url)).close();
    const reader = await openPostgresStore(url, { readonly: true });
    try {
      const sessions = await sql<{ application_name: string }>(
        url,
        "SELECT application_name FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()",
      );
      expect(sessions.map((s) => s.application_name)).toContain("site leads");
    } finally {
      await reader.close();
    }
  });
});

describe("a store that cannot be opened", () => {
  async function refusal(url: string): Promise<string> {
    try {
      const store = await openPostgresStore(url);
      await store.close();
    } catch (error) {
      expect(error).toBeInstanceOf(StoreOpenError);
      return (error as Error).message;
    }
    throw new Error("the store opened");
  }

  it("names database, host and user but not the password when the password is wrong", async () => {
    const wrong = "Wr0ng-p@ss/w0rd";
    const message = await refusal(variant(testPostgres().url, { password: encodeURIComponent(wrong) }));
    expect(message).toMatch(
      /^Cannot connect to the leads store, PostgreSQL database "leads_1" on 127\.0\.0\.1:\d+ as user "postgres" \(DATABASE_URL\): password authentication failed/,
    );
    expect(message).not.toContain(wrong);
    expect(message).not.toContain(encodeURIComponent(wrong));
    expect(message).not.toContain(testPostgres().password);
  });

  it("says the server cannot be reached when nothing listens, without the password", async () => {
    const message = await refusal(`postgresql://web:s3cret-pw@127.0.0.1:1/site`);
    expect(message).toContain('PostgreSQL database "site" on 127.0.0.1:1 as user "web"');
    expect(message).toMatch(/ECONNREFUSED.*Check DATABASE_URL and that PostgreSQL is running/);
    expect(message).not.toContain("s3cret-pw");
  });

  it("says which database does not exist", async () => {
    const message = await refusal(variant(testPostgres().url, { database: "no_such_db" }));
    expect(message).toContain('database "no_such_db" does not exist');
    expect(message).not.toContain(testPostgres().password);
  });

  it("says the user must be allowed to create tables when it may not", async () => {
    const url = await testPostgres().createDatabase();
    await sql(url, "CREATE ROLE visitor LOGIN PASSWORD 'visitor-pw'");
    const message = await refusal(variant(url, { username: "visitor", password: "visitor-pw" }));
    expect(message).toMatch(/permission denied for schema public\. The DATABASE_URL user must be allowed/);
    expect(message).not.toContain("visitor-pw");
  });

  it.each([
    [
      "another scheme",
      "mysql://web:s3cret-pw@db.example.com/site",
      /must start with postgres:\/\/ or postgresql:\/\//,
    ],
    ["not a URL", "host=db user=web password=s3cret-pw", /not a valid URL \(not shown/],
  ])("refuses %s without echoing it", async (_, url, expected) => {
    const message = await refusal(url);
    expect(message).toMatch(expected);
    expect(message).not.toContain("s3cret-pw");
  });
});

describe("describeDatabaseUrl", () => {
  it.each([
    [
      "postgres://web:pw@db.example.com:6543/site",
      'PostgreSQL database "site" on db.example.com:6543 as user "web"',
    ],
    [
      "postgresql://web@db.example.com/site",
      'PostgreSQL database "site" on db.example.com:5432 as user "web"',
    ],
    ["postgresql://web:pw@db.example.com", 'PostgreSQL database "web" on db.example.com:5432 as user "web"'],
    ["postgresql:///site?host=/var/run/postgresql", 'PostgreSQL database "site" on /var/run/postgresql:5432'],
    [
      "postgresql://we%20b:p%40ss@[::1]:5433/my%20db",
      'PostgreSQL database "my db" on [::1]:5433 as user "we b"',
    ],
  ])("%s → %s", (url, description) => {
    expect(describeDatabaseUrl(url)).toBe(description);
  });
});

describe("the throwaway cluster", () => {
  it("finds Debian's PostgreSQL programs, and none where there are none", () => {
    expect(findPostgresBinaries()).toMatch(/\/bin$/);
    expect(findPostgresBinaries("/nonexistent", "")).toBeUndefined();
  });

  it("fails, saying what to install, when PostgreSQL is missing", async () => {
    await expect(startTestPostgres({ findBinaries: () => undefined })).rejects.toThrow(
      /install the `postgresql` package \(Debian: apt-get install -y postgresql\)/,
    );
  });
});
