import { ENQUIRY_COLUMNS, type EnquiryRow, toEnquiry } from "./enquiry-row.ts";
import type { PersonalData, SubscriptionHistoryEntry, UpkeepMethods } from "./leads-store.ts";
import { OUTBOX_ENTRY_COLUMNS, type OutboxEntryRow, toOutboxEntry } from "./outbox-row.ts";
import type { PostgresDatabase, Queryable } from "./postgres-database.ts";
import {
  EXPIRED_LEADS,
  expiredCountSql,
  expiredIdsSql,
  type LeadIds,
  noCounts,
  RETENTION_KINDS,
} from "./retention-queries.ts";
import { iso, SUBSCRIPTION_COLUMNS, type SubscriptionRow, toSubscription } from "./subscription-row.ts";

async function deleteLeads(client: Queryable, ids: LeadIds): Promise<void> {
  const { enquiries: e, subscriptions: s } = ids;
  await client.query(
    "DELETE FROM outbox WHERE enquiry_id = ANY($1::bigint[]) OR subscription_id = ANY($2::bigint[])",
    [e, s],
  );
  await client.query("DELETE FROM subscription_events WHERE subscription_id = ANY($1::bigint[])", [s]);
  await client.query("DELETE FROM subscriptions WHERE id = ANY($1::bigint[])", [s]);
  await client.query("DELETE FROM enquiries WHERE id = ANY($1::bigint[])", [e]);
}

async function find(client: Queryable, email: string): Promise<PersonalData> {
  const enquiries = (
    await client.query<EnquiryRow>(
      `SELECT ${ENQUIRY_COLUMNS} FROM enquiries e WHERE lower(e.email) = lower($1) ORDER BY e.id`,
      [email],
    )
  ).rows.map(toEnquiry);
  const subscriptionRows = (
    await client.query<SubscriptionRow>(
      `SELECT ${SUBSCRIPTION_COLUMNS} FROM subscriptions s WHERE lower(s.email) = lower($1) ORDER BY s.id`,
      [email],
    )
  ).rows;
  const subscriptions: PersonalData["subscriptions"] = [];
  for (const row of subscriptionRows) {
    const history = await client.query<{ at: Date; event: SubscriptionHistoryEntry["event"] }>(
      "SELECT at, event FROM subscription_events WHERE subscription_id = $1 ORDER BY at, id",
      [row.id],
    );
    subscriptions.push({
      ...toSubscription(row),
      history: history.rows.map((entry) => ({ at: iso(entry.at), event: entry.event })),
    });
  }
  const outbox = (
    await client.query<OutboxEntryRow>(
      `SELECT ${OUTBOX_ENTRY_COLUMNS} FROM outbox o
       WHERE o.enquiry_id = ANY($1::bigint[]) OR o.subscription_id = ANY($2::bigint[]) ORDER BY o.id`,
      [enquiries.map((row) => row.id), subscriptions.map((row) => row.id)],
    )
  ).rows.map(toOutboxEntry);
  return { enquiries, subscriptions, outbox };
}

/**
 * The PostgreSQL store's retention (deleting leads older than their cutoff) and data requests
 * (everything about one address, found or erased). `writable` throws for a read-only store.
 */
export function postgresUpkeep(database: PostgresDatabase, writable: () => void): UpkeepMethods {
  return {
    async countExpired(cutoffs) {
      const counts = noCounts();
      for (const kind of RETENTION_KINDS) {
        const expired = EXPIRED_LEADS[kind];
        const result = await database.query<{ n: string }>(expiredCountSql(expired, "$1"), [
          cutoffs[expired.cutoff].toISOString(),
        ]);
        counts[kind] = Number(result.rows[0]?.n ?? 0);
      }
      return counts;
    },
    async purgeExpired(cutoffs, limit) {
      writable();
      return database.transaction(async (client) => {
        const counts = noCounts();
        const ids: LeadIds = { enquiries: [], subscriptions: [] };
        for (const kind of RETENTION_KINDS) {
          const expired = EXPIRED_LEADS[kind];
          // FOR UPDATE: two servers purging at once delete each lead once, and count it once.
          const result = await client.query<{ id: string }>(
            `${expiredIdsSql(expired, "$1", "$2")} FOR UPDATE SKIP LOCKED`,
            [cutoffs[expired.cutoff].toISOString(), limit],
          );
          counts[kind] = result.rows.length;
          ids[expired.table].push(...result.rows.map((row) => Number(row.id)));
        }
        await deleteLeads(client, ids);
        return counts;
      });
    },
    async findByEmail(email) {
      return find(database, email);
    },
    async eraseByEmail(email) {
      writable();
      return database.transaction(async (client) => {
        const found = await find(client, email);
        await deleteLeads(client, {
          enquiries: found.enquiries.map((row) => row.id),
          subscriptions: found.subscriptions.map((row) => row.id),
        });
        return found;
      });
    },
  };
}
