import { stringify } from "csv-stringify/sync";
import type { LeadsStore, StoredEnquiry, StoredSubscription } from "../../server/index.ts";
import type { ExportFormat, LeadKind } from "./options.ts";

/** Every field of a stored enquiry, in the order of the export's columns. */
export const enquiryFields = [
  "id",
  "receivedAt",
  "firstName",
  "lastName",
  "email",
  "phone",
  "company",
  "serviceInterest",
  "budget",
  "description",
] as const satisfies readonly (keyof StoredEnquiry)[];

export const subscriptionFields = [
  "id",
  "subscribedAt",
  "email",
  "state",
  "confirmedAt",
] as const satisfies readonly (keyof StoredSubscription)[];

/** Separators a spreadsheet may split on besides the comma, which csv-stringify quotes unasked. */
const OTHER_SEPARATORS = [";", "\t"];

/**
 * The rows as CSV or JSON, with exactly the given fields in that order.
 *
 * CSV: a header row of the field names, then one record per row, quoted where a value holds a
 * comma, a quote or a line break (RFC 4180), and also a semicolon or a tab: spreadsheets in many
 * locales split on those, and an unquoted `Eve;=1+1` would give a cell `=1+1`. Values starting
 * with = + - @ (or a tab or carriage return) get a leading single quote so that a spreadsheet shows
 * them as text instead of running them as a formula: leads are typed by strangers (OWASP "CSV
 * injection").
 *
 * JSON: a pretty-printed array of objects with the stored field names.
 */
export function exportRows<Row extends object>(
  rows: readonly Row[],
  fields: readonly (keyof Row & string)[],
  format: ExportFormat,
): string {
  const picked = rows.map((row) => Object.fromEntries(fields.map((field) => [field, row[field]])));
  if (format === "json") return `${JSON.stringify(picked, null, 2)}\n`;
  return stringify(picked, {
    header: true,
    columns: [...fields],
    escape_formulas: true,
    quoted_match: OTHER_SEPARATORS,
  });
}

/**
 * What `site leads export` writes: every row of one kind from `since` on, oldest first. Only
 * confirmed subscriptions unless `includePending`: an address nobody confirmed may not be mailed.
 * An unsubscribed address is never written, whatever the flags: whoever sends the newsletter
 * from an export must not mail it again. Leads kept as spam are not listed by the store. With
 * `unsubscribeLink`, each subscription has its one-click unsubscribe link, for the newsletter's
 * List-Unsubscribe header.
 */
export async function exportLeads(
  store: Pick<LeadsStore, "listEnquiries" | "listSubscriptions">,
  options: {
    kind: LeadKind;
    format: ExportFormat;
    since: string | undefined;
    includePending: boolean;
    /** The subscriber's signed unsubscribe link, written as a last column `unsubscribeUrl` when given. */
    unsubscribeLink?: ((subscription: StoredSubscription) => string) | undefined;
  },
): Promise<{ text: string; summary: string }> {
  const { kind, format, since } = options;
  if (kind === "enquiries") {
    const rows = await store.listEnquiries({ since });
    const noun = rows.length === 1 ? "enquiry" : "enquiries";
    return { text: exportRows(rows, enquiryFields, format), summary: `${rows.length} ${noun}` };
  }
  const all = await store.listSubscriptions({ since });
  const rows = all.filter(
    (row) => row.state === "confirmed" || (options.includePending && row.state === "pending"),
  );
  const pending = options.includePending ? 0 : all.filter((row) => row.state === "pending").length;
  const unsubscribed = all.filter((row) => row.state === "unsubscribed").length;
  const notes = [
    ...(pending > 0 ? [`${pending} pending left out: --include-pending adds them`] : []),
    ...(unsubscribed > 0 ? [`${unsubscribed} unsubscribed left out`] : []),
  ];
  const noun = rows.length === 1 ? "subscription" : "subscriptions";
  const note = notes.length > 0 ? ` (${notes.join("; ")})` : "";
  const summary = `${rows.length} ${noun}${note}`;
  const link = options.unsubscribeLink;
  if (link === undefined) return { text: exportRows(rows, subscriptionFields, format), summary };
  const linked = rows.map((row) => ({ ...row, unsubscribeUrl: link(row) }));
  return { text: exportRows(linked, [...subscriptionFields, "unsubscribeUrl"], format), summary };
}
