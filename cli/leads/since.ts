import { UsageError } from "../errors.ts";

const SINCE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?(Z|([+-])(\d{2}):?(\d{2}))?)?$/i;

/**
 * Reads `--since`: a day (YYYY-MM-DD, from the start of that day in UTC) or an ISO 8601 timestamp
 * (UTC when it names no offset). Answers the moment as the store writes times (ISO 8601, UTC, with
 * milliseconds), so that the store's text comparison orders it correctly.
 */
export function parseSince(value: string): string {
  const match = SINCE.exec(value.trim());
  const moment = match ? toMoment(match) : undefined;
  if (moment === undefined) {
    throw new UsageError(`--since must be a date like 2026-11-01 or an ISO timestamp, got "${value}".`);
  }
  return moment.toISOString();
}

function toMoment(match: RegExpExecArray): Date | undefined {
  const [, year, month, day, hour = "0", minute = "0", second = "0", fraction = "", , sign, offH, offM] =
    match;
  const [y, mo, d, h, mi, s] = [year, month, day, hour, minute, second].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const ms = Number(fraction.padEnd(3, "0").slice(0, 3));
  const utc = new Date(Date.UTC(y, mo - 1, d, h, mi, s, ms));
  // Date.UTC rolls 2026-02-30 over into March and accepts hour 24: refuse both.
  const real =
    utc.getUTCFullYear() === y && utc.getUTCMonth() === mo - 1 && utc.getUTCDate() === d && h < 24 && mi < 60;
  if (!real || s > 59) return undefined;
  if (sign === undefined) return utc;
  if (Number(offH) > 23 || Number(offM) > 59) return undefined;
  const offsetMinutes = (sign === "-" ? -1 : 1) * (Number(offH) * 60 + Number(offM));
  return new Date(utc.getTime() - offsetMinutes * 60_000);
}
