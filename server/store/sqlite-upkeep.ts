import type Database from "better-sqlite3";
import { ENQUIRY_COLUMNS, type EnquiryRow, toEnquiry } from "./enquiry-row.ts";
import type {
  PersonalData,
  RetentionCounts,
  SubscriptionHistoryEntry,
  UpkeepMethods,
} from "./leads-store.ts";
import { OUTBOX_ENTRY_COLUMNS, type OutboxEntryRow, toOutboxEntry } from "./outbox-row.ts";
import {
  EXPIRED_LEADS,
  expiredCountSql,
  expiredIdsSql,
  type LeadIds,
  noCounts,
  RETENTION_KINDS,
} from "./retention-queries.ts";
import { SUBSCRIPTION_COLUMNS, type SubscriptionRow, toSubscription } from "./subscription-row.ts";

/** `column IN` the ids of the parameter `name`, a JSON array. */
const inIds = (column: string, name: string) => `${column} IN (SELECT value FROM json_each(@${name}))`;

/**
 * The SQLite store's retention (deleting leads older than their cutoff) and data requests
 * (everything about one address, found or erased). `writable` throws for a read-only store.
 */
export function sqliteUpkeep(db: Database.Database, writable: () => void): UpkeepMethods {
  const deleteLeads = (ids: LeadIds) => {
    const values = { e: JSON.stringify(ids.enquiries), s: JSON.stringify(ids.subscriptions) };
    db.prepare(
      `DELETE FROM outbox WHERE ${inIds("enquiry_id", "e")} OR ${inIds("subscription_id", "s")}`,
    ).run(values);
    db.prepare(`DELETE FROM subscription_events WHERE ${inIds("subscription_id", "s")}`).run(values);
    db.prepare(`DELETE FROM subscriptions WHERE ${inIds("id", "s")}`).run(values);
    db.prepare(`DELETE FROM enquiries WHERE ${inIds("id", "e")}`).run(values);
  };

  const find = (email: string): PersonalData => {
    const enquiries = (
      db
        .prepare(`SELECT ${ENQUIRY_COLUMNS} FROM enquiries e WHERE lower(e.email) = lower(?) ORDER BY e.id`)
        .all(email) as EnquiryRow[]
    ).map(toEnquiry);
    const subscriptions = (
      db
        .prepare(
          `SELECT ${SUBSCRIPTION_COLUMNS} FROM subscriptions s WHERE lower(s.email) = lower(?) ORDER BY s.id`,
        )
        .all(email) as SubscriptionRow[]
    ).map((row) => ({
      ...toSubscription(row),
      history: db
        .prepare("SELECT at, event FROM subscription_events WHERE subscription_id = ? ORDER BY at, id")
        .all(row.id) as SubscriptionHistoryEntry[],
    }));
    const outbox = (
      db
        .prepare(
          `SELECT ${OUTBOX_ENTRY_COLUMNS} FROM outbox o WHERE ${inIds("o.enquiry_id", "e")} OR ${inIds("o.subscription_id", "s")} ORDER BY o.id`,
        )
        .all({
          e: JSON.stringify(enquiries.map((row) => row.id)),
          s: JSON.stringify(subscriptions.map((row) => row.id)),
        }) as OutboxEntryRow[]
    ).map(toOutboxEntry);
    return { enquiries, subscriptions, outbox };
  };

  return {
    async countExpired(cutoffs) {
      const counts = noCounts();
      for (const kind of RETENTION_KINDS) {
        const expired = EXPIRED_LEADS[kind];
        const row = db.prepare(expiredCountSql(expired, "@cutoff")).get({
          cutoff: cutoffs[expired.cutoff].toISOString(),
        }) as { n: number };
        counts[kind] = row.n;
      }
      return counts;
    },
    async purgeExpired(cutoffs, limit) {
      writable();
      return db
        .transaction((): RetentionCounts => {
          const counts = noCounts();
          const ids: LeadIds = { enquiries: [], subscriptions: [] };
          for (const kind of RETENTION_KINDS) {
            const expired = EXPIRED_LEADS[kind];
            const rows = db
              .prepare(expiredIdsSql(expired, "@cutoff", "@limit"))
              .all({ cutoff: cutoffs[expired.cutoff].toISOString(), limit }) as { id: number }[];
            counts[kind] = rows.length;
            ids[expired.table].push(...rows.map((row) => row.id));
          }
          deleteLeads(ids);
          return counts;
        })
        .immediate();
    },
    async findByEmail(email) {
      return find(email);
    },
    async eraseByEmail(email) {
      writable();
      return db
        .transaction(() => {
          const found = find(email);
          deleteLeads({
            enquiries: found.enquiries.map((row) => row.id),
            subscriptions: found.subscriptions.map((row) => row.id),
          });
          return found;
        })
        .immediate();
    },
  };
}
