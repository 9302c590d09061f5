import { TZDate } from "@date-fns/tz";

/** The site's time zone when site.yaml names none: where the company works. */
export const DEFAULT_TIME_ZONE = "Australia/Sydney";

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** RFC 3339 with a zone (`Z` or `+10:00`), as JSON Schema's `date-time` format. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:[Zz]|[+-]\d{2}:\d{2})$/;

/** Whether `zone` is an IANA time zone this Node knows (`Australia/Sydney`, `UTC`). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Whether `text` is a moment as content and `--at` write one: a date, or a date-time with its zone. */
export function isMomentText(text: string): boolean {
  return momentOf(text, "UTC") !== undefined;
}

/** 00:00 of the day `date` (YYYY-MM-DD) in `timeZone`. */
export function startOfDay(date: string, timeZone: string): Date | undefined {
  const match = DATE.exec(date);
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, day, timeZone).getTime());
}

/** 00:00 of the day after `date` in `timeZone`: the moment a day given as a last day ends. */
export function endOfDay(date: string, timeZone: string): Date | undefined {
  const start = startOfDay(date, timeZone);
  if (!start) return undefined;
  const next = new TZDate(start.getTime(), timeZone);
  next.setDate(next.getDate() + 1);
  return new Date(next.getTime());
}

/**
 * The instant a content moment stands for: an ISO date-time with a zone as written, or a date
 * (YYYY-MM-DD) at 00:00 in the site's time zone. Undefined for anything else (the schema reports it).
 */
export function momentOf(value: unknown, timeZone: string): Date | undefined {
  if (typeof value !== "string") return undefined;
  if (DATE.test(value)) return startOfDay(value, timeZone);
  if (!DATE_TIME.test(value)) return undefined;
  const instant = new Date(value.replace(" ", "T"));
  return Number.isNaN(instant.getTime()) ? undefined : instant;
}

/** The wall clock of `instant` in `timeZone` as `YYYY-MM-DD HH:MM`, which sorts as text. */
export function wallClock(instant: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** `2026-06-02 09:00 (Australia/Sydney)`: a moment as an editor reads it. */
export function describeMoment(instant: Date, timeZone: string): string {
  return `${wallClock(instant, timeZone)} (${timeZone})`;
}

/** `2026-06-02T09:00:00+10:00`: the instant as ISO 8601 with the zone's offset, for `--at` and logs. */
export function isoInZone(instant: Date, timeZone: string): string {
  return new TZDate(Math.floor(instant.getTime() / 1000) * 1000, timeZone)
    .toISOString()
    .replace(/\.000(?=[+-Z])/, "");
}
