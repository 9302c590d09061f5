import type {
  LeadRef,
  OutboxSummary,
  StoredEnquiry,
  StoredSubscription,
  WebhookSummary,
} from "../../server/index.ts";
import type { LeadKind } from "./options.ts";

export interface Column {
  header: string;
  /** The column never shrinks below this many characters to fit the terminal. */
  min: number;
  /** Nor grows beyond this many. */
  max: number;
  align?: "left" | "right";
}

const GAP = "  ";

/**
 * One line of plain text fit for a terminal: leads are typed by strangers, so control characters
 * (escape sequences could restyle or rewrite the operator's terminal), bidirectional overrides and
 * line breaks become spaces.
 */
export function oneLine(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069\s]+/g, " ").trim();
}

function length(text: string): number {
  return Array.from(text).length;
}

/** Cuts the text to `width` characters, ending with … when something was cut. */
export function truncate(text: string, width: number): string {
  const chars = Array.from(text);
  if (chars.length <= width) return text;
  if (width <= 0) return "";
  return `${chars.slice(0, width - 1).join("")}…`;
}

function pad(text: string, width: number, align: "left" | "right"): string {
  const fill = " ".repeat(Math.max(0, width - length(text)));
  return align === "right" ? fill + text : text + fill;
}

/**
 * A plain-text table, one string per line (header first), at most `maxWidth` characters wide as
 * long as every column can shrink to its minimum: the widest columns give way first.
 */
export function renderTable(
  columns: readonly Column[],
  rows: readonly string[][],
  maxWidth: number,
): string[] {
  const cells = rows.map((row) => columns.map((_, index) => oneLine(row[index] ?? "")));
  const widths = columns.map((column, index) =>
    Math.min(
      column.max,
      Math.max(length(column.header), ...cells.map((row) => length(row[index] as string))),
    ),
  );
  const total = () => widths.reduce((sum, width) => sum + width, 0) + GAP.length * (columns.length - 1);
  while (total() > maxWidth) {
    let widest = -1;
    widths.forEach((width, index) => {
      const column = columns[index] as Column;
      if (width > column.min && (widest < 0 || width > (widths[widest] as number))) widest = index;
    });
    if (widest < 0) break;
    widths[widest] = (widths[widest] as number) - 1;
  }
  const line = (values: readonly string[]) =>
    columns
      .map((column, index) => {
        const width = widths[index] as number;
        return pad(truncate(values[index] as string, width), width, column.align ?? "left");
      })
      .join(GAP)
      .trimEnd();
  return [line(columns.map((column) => column.header)), ...cells.map(line)];
}

/** `2026-11-03T14:22:05.123Z` → `2026-11-03 14:22` (UTC); anything unexpected is shown as stored. */
function shortTime(iso: string): string {
  const time = new Date(iso);
  return Number.isNaN(time.getTime()) ? iso : time.toISOString().slice(0, 16).replace("T", " ");
}

/** How long ago `iso` was, roughly: `just now`, `5 min ago`, `3 h ago`, `4 days ago`. */
export function ago(iso: string, now: Date): string {
  const minutes = Math.floor((now.getTime() - new Date(iso).getTime()) / 60_000);
  if (Number.isNaN(minutes)) return "at an unknown time";
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${minutes} min ago`;
  if (minutes < 48 * 60) return `${Math.floor(minutes / 60)} h ago`;
  return `${Math.floor(minutes / (24 * 60))} days ago`;
}

/** ` since 2026-11-01` for the start of a day (UTC), else ` since <the ISO timestamp>`; "" without one. */
function sinceText(since: string | undefined): string {
  if (since === undefined) return "";
  const [day, time] = since.split("T");
  return time === "00:00:00.000Z" ? ` since ${day}` : ` since ${since}`;
}

function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

const ENQUIRY_COLUMNS: readonly Column[] = [
  { header: "ID", min: 2, max: 10, align: "right" },
  { header: "RECEIVED (UTC)", min: 16, max: 16 },
  { header: "NAME", min: 8, max: 28 },
  { header: "EMAIL", min: 10, max: 36 },
  { header: "SERVICE INTEREST", min: 8, max: 24 },
  { header: "BUDGET", min: 6, max: 18 },
];

const SUBSCRIPTION_COLUMNS: readonly Column[] = [
  { header: "ID", min: 2, max: 10, align: "right" },
  { header: "SUBSCRIBED (UTC)", min: 16, max: 16 },
  { header: "STATE", min: 9, max: 12 },
  { header: "CONFIRMED (UTC)", min: 16, max: 16 },
  { header: "EMAIL", min: 10, max: 60 },
];

const REASON: Column = { header: "KEPT AS SPAM FOR", min: 8, max: 16 };

const SPAM_SUBSCRIPTION_COLUMNS: readonly Column[] = [
  { header: "ID", min: 2, max: 10, align: "right" },
  { header: "SIGNED UP (UTC)", min: 16, max: 16 },
  REASON,
  { header: "EMAIL", min: 10, max: 60 },
];

const FAILED_WEBHOOK_COLUMNS: readonly Column[] = [
  { header: "LEAD", min: 8, max: 18 },
  { header: "HOOK", min: 10, max: 40 },
  { header: "FAILED (UTC)", min: 16, max: 16 },
  { header: "TRIES", min: 5, max: 5, align: "right" },
  { header: "LAST ERROR", min: 10, max: 80 },
];

export interface LeadsListing {
  /** Only one kind of lead, or both when undefined. */
  kind: LeadKind | undefined;
  /** The `--since` moment (ISO 8601), if given. */
  since: string | undefined;
  limit: number;
  /** Every enquiry since `since`, oldest first, as the store lists them. */
  enquiries: readonly StoredEnquiry[];
  subscriptions: readonly StoredSubscription[];
  outbox: OutboxSummary;
  /** The webhook deliveries; with none ever queued (no WEBHOOK_URL), nothing is said of them. */
  webhooks: WebhookSummary;
  /** `--spam`: the leads kept aside as spam (`enquiries` and `subscriptions` are those), with why. */
  spam: boolean;
  now: Date;
  /** The terminal's width in characters. */
  width: number;
}

function section(
  title: string,
  total: number,
  listing: LeadsListing,
  columns: readonly Column[],
  rows: string[][],
): string[] {
  const since = sinceText(listing.since);
  if (total === 0) return [`No ${title.toLowerCase()}${since}.`];
  const shown =
    rows.length < total
      ? `newest ${rows.length} of ${total}${since} (--limit to show more)`
      : `${total}${since}, newest first`;
  return [`${title}: ${shown}`, ...renderTable(columns, rows, listing.width)];
}

/** The outbox's state in one sentence: enquiry notices and subscribers' e-mails together. */
export function describeOutbox(outbox: OutboxSummary, now: Date): string {
  let text = `Outbox: ${count(outbox.sent, "e-mail", "e-mails")} sent, ${outbox.queued} queued`;
  if (outbox.oldestQueuedAt) {
    text += `, oldest queued since ${shortTime(outbox.oldestQueuedAt)} UTC (${ago(outbox.oldestQueuedAt, now)})`;
  }
  if (outbox.lastError) text += `, last error: ${truncate(oneLine(outbox.lastError), 160)}`;
  return `${text}.`;
}

/** `enquiry 12`, `subscription 4`: the lead a delivery is about. */
export const leadName = (lead: LeadRef) =>
  "enquiry" in lead ? `enquiry ${lead.enquiry}` : `subscription ${lead.subscription}`;

/**
 * The webhook deliveries in one sentence, or "" when none was ever queued; a given-up delivery is
 * listed in failedWebhooks.
 */
export function describeWebhooks(webhooks: WebhookSummary): string {
  const { delivered, queued, failed } = webhooks;
  if (delivered + queued + failed === 0) return "";
  return ` Webhooks: ${delivered} delivered, ${queued} queued, ${failed} failed${failed > 0 ? " (listed above)" : ""}.`;
}

/** The deliveries given up (a 4xx, or none accepted within WEBHOOK_GIVE_UP_HOURS), newest first. */
function failedWebhooks(webhooks: WebhookSummary, width: number): string[] {
  const shown = webhooks.recentFailures;
  if (shown.length === 0) return [];
  const title =
    shown.length < webhooks.failed
      ? `Webhook deliveries given up: newest ${shown.length} of ${webhooks.failed}`
      : `Webhook deliveries given up: ${webhooks.failed}, newest first`;
  const rows = shown.map((failure) => [
    leadName(failure.lead),
    failure.target,
    shortTime(failure.failedAt),
    String(failure.attempts),
    failure.lastError ?? "",
  ]);
  return [title, ...renderTable(FAILED_WEBHOOK_COLUMNS, rows, width)];
}

function enquiryRows(listing: LeadsListing): string[][] {
  return listing.enquiries
    .slice(-listing.limit)
    .reverse()
    .map((enquiry) => [
      String(enquiry.id),
      shortTime(enquiry.receivedAt),
      `${enquiry.firstName} ${enquiry.lastName}`,
      enquiry.email,
      ...(listing.spam ? [enquiry.spamReason ?? ""] : [enquiry.serviceInterest, enquiry.budget]),
    ]);
}

function subscriptionRows(listing: LeadsListing): string[][] {
  return listing.subscriptions
    .slice(-listing.limit)
    .reverse()
    .map((subscription) =>
      listing.spam
        ? [
            String(subscription.id),
            shortTime(subscription.subscribedAt),
            subscription.spamReason ?? "",
            subscription.email,
          ]
        : [
            String(subscription.id),
            shortTime(subscription.subscribedAt),
            subscription.state,
            subscription.confirmedAt === null ? "" : shortTime(subscription.confirmedAt),
            subscription.email,
          ],
    );
}

/** ` (1 confirmed, 1 pending)`, and the unsubscribed when there are any; "" for none. */
function subscriptionStates(subscriptions: readonly StoredSubscription[]): string {
  if (subscriptions.length === 0) return "";
  const of = (state: StoredSubscription["state"]) =>
    subscriptions.filter((subscription) => subscription.state === state).length;
  const unsubscribed = of("unsubscribed");
  return ` (${of("confirmed")} confirmed, ${of("pending")} pending${unsubscribed > 0 ? `, ${unsubscribed} unsubscribed` : ""})`;
}

/**
 * What `site leads list` prints: the newest enquiries and subscriptions (with `spam`, those kept
 * aside and why), the webhook deliveries given up, then a summary line.
 */
export function formatLeadsList(listing: LeadsListing): string {
  const blocks: string[][] = [];
  const totals: string[] = [];
  const aside = listing.spam ? " kept as spam" : "";
  if (listing.kind !== "subscriptions") {
    const columns = listing.spam ? [...ENQUIRY_COLUMNS.slice(0, 4), REASON] : ENQUIRY_COLUMNS;
    const rows = enquiryRows(listing);
    blocks.push(section(`Enquiries${aside}`, listing.enquiries.length, listing, columns, rows));
    totals.push(count(listing.enquiries.length, "enquiry", "enquiries"));
  }
  if (listing.kind !== "enquiries") {
    const columns = listing.spam ? SPAM_SUBSCRIPTION_COLUMNS : SUBSCRIPTION_COLUMNS;
    const rows = subscriptionRows(listing);
    blocks.push(section(`Subscriptions${aside}`, listing.subscriptions.length, listing, columns, rows));
    const states = listing.spam ? "" : subscriptionStates(listing.subscriptions);
    totals.push(`${count(listing.subscriptions.length, "subscription", "subscriptions")}${states}`);
  }
  const failures = failedWebhooks(listing.webhooks, listing.width);
  if (failures.length > 0) blocks.push(failures);
  const release = listing.spam ? " `site leads release <id>` moves one back." : "";
  const summary =
    `Total: ${totals.join(", ")}${aside}${sinceText(listing.since)}.${release} ` +
    `${describeOutbox(listing.outbox, listing.now)}${describeWebhooks(listing.webhooks)}`;
  return `${[...blocks.map((block) => block.join("\n")), summary].join("\n\n")}\n`;
}
