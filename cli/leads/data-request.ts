import type { PersonalData } from "../../server/index.ts";
import { UsageError } from "../errors.ts";

/** Longer than any address a mail system delivers to (RFC 5321's path limit). */
const MAX_ADDRESS_LENGTH = 254;

/** Reads `--email`: one address, trimmed; the store matches it case-insensitively. */
export function parseEmail(value: string): string {
  const email = value.trim();
  if (email.length <= MAX_ADDRESS_LENGTH && /^[^\s@]+@[^\s@]+$/.test(email)) return email;
  throw new UsageError(`--email must be one e-mail address, like ann@example.com; got "${value}".`);
}

function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** Whether the store holds anything about the address. */
export const holdsAnything = (data: PersonalData) =>
  data.enquiries.length + data.subscriptions.length + data.outbox.length > 0;

/**
 * What is held, in a few words: `2 enquiries, 1 subscription (with 3 history entries) and 4
 * outbox rows (e-mails and webhook deliveries, 1 still queued)`.
 */
export function describePersonalData(data: PersonalData): string {
  const history = data.subscriptions.reduce((sum, subscription) => sum + subscription.history.length, 0);
  const queued = data.outbox.filter((entry) => entry.state === "queued").length;
  const subscriptions =
    count(data.subscriptions.length, "subscription", "subscriptions") +
    (history > 0 ? ` (with ${count(history, "history entry", "history entries")})` : "");
  const outbox = `${count(data.outbox.length, "outbox row", "outbox rows")} (e-mails and webhook deliveries${
    queued > 0 ? `, ${queued} still queued` : ""
  })`;
  return `${count(data.enquiries.length, "enquiry", "enquiries")}, ${subscriptions} and ${outbox}`;
}
