import type { EntryCollection } from "../collections.ts";
import type { CollectionFiles } from "../load/read-content.ts";
import type { SourceFile } from "../load/source-file.ts";
import { type Problem, problemAt } from "../problems/problems.ts";
import { entryById, entryHref, idOf } from "../routes/routes.ts";
import { DRAFT_FIELD, EXPIRE_AT_FIELD, PUBLISH_AT_FIELD } from "./fields.ts";
import { DEFAULT_TIME_ZONE, describeMoment, endOfDay, isoInZone, isTimeZone, momentOf } from "./moment.ts";

/** Why an entry is not on the published site. */
export type Unpublished =
  | { kind: "draft" }
  | { kind: "scheduled"; at: Date }
  | { kind: "expired"; at: Date }
  /** Its owner (the project of a project detail) is not published: `owner` is its file. */
  | { kind: "owner"; owner: string; why: Exclude<Unpublished, { kind: "owner" }> };

/** When the built site next changes, and what changes then. */
export interface NextChange {
  at: Date;
  /** The file of (one of) the entries that appear or disappear then. */
  file: string;
  change: "appears" | "disappears";
}

export interface PublishingOptions {
  /**
   * The moment the site is built for (`site build --at`): an instant, or a moment as content writes
   * one (a date-time with its zone, or a date meaning 00:00 in the site's time zone).
   */
  at: Date | string;
  /** Drafts are built and marked (`site dev`) rather than left out (`site build`). */
  includeDrafts: boolean;
}

export interface Publishing {
  timeZone: string;
  /** The moment the site is built for. */
  at: Date;
  /** Entries this build leaves out, and why. */
  leftOut: Map<SourceFile, Unpublished>;
  /** The routes of every entry the published site does not have (drafts too when they are built), with the entry's file. */
  unpublishedRoutes: Map<string, { file: string; why: Unpublished }>;
  /** Files of the drafts this build includes (the live engine's), which the pages mark. */
  drafts: Set<SourceFile>;
  /** The next moment after `at` at which an entry appears or disappears, if any. */
  nextChange: NextChange | undefined;
  notices: Problem[];
  problems: Problem[];
}

function fields(source: SourceFile): Record<string, unknown> {
  const data = source.data;
  return data && typeof data === "object" && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
}

/** site.yaml's `timeZone`, or the default; an unknown zone is a problem at its line. */
function siteTimeZone(read: readonly CollectionFiles[]): { timeZone: string; problems: Problem[] } {
  const site = read.find(({ collection }) => collection.name === "site")?.sources[0];
  const zone = site ? fields(site).timeZone : undefined;
  if (typeof zone !== "string") return { timeZone: DEFAULT_TIME_ZONE, problems: [] };
  if (isTimeZone(zone)) return { timeZone: zone, problems: [] };
  return {
    timeZone: DEFAULT_TIME_ZONE,
    problems: site ? [problemAt(site, ["timeZone"], "unknown-time-zone", { zone })] : [],
  };
}

/** When the entry leaves the site: `expireAt`, or the end of the collection's closing day, whichever is first. */
function expiry(collection: EntryCollection, data: Record<string, unknown>, timeZone: string) {
  const expireAt = momentOf(data[EXPIRE_AT_FIELD], timeZone);
  const closingField = collection.closingDateField;
  const closingDay = closingField ? data[closingField] : undefined;
  const closes = typeof closingDay === "string" ? endOfDay(closingDay, timeZone) : undefined;
  if (closes && closingField && (!expireAt || closes < expireAt))
    return { at: closes, field: closingField, closingDay: closingDay as string };
  return expireAt && { at: expireAt, field: EXPIRE_AT_FIELD, closingDay: undefined };
}

/**
 * Which entries a build at `options.at` leaves out: drafts (unless the live engine builds them),
 * entries before their `publishAt` or from their `expireAt` (or past a job's `validThrough`), and
 * entries belonging to one left out. Each gets a notice saying when it appears or disappears; the
 * nearest such moment after `at` is when the built site next changes.
 */
export function publishingWindow(read: readonly CollectionFiles[], options: PublishingOptions): Publishing {
  const { timeZone, problems } = siteTimeZone(read);
  const at = typeof options.at === "string" ? momentOf(options.at, timeZone) : options.at;
  if (at === undefined)
    throw new Error(`'${options.at}' is no moment: write a date-time with its zone, or a date`);
  const result: Publishing = {
    timeZone,
    at,
    leftOut: new Map(),
    unpublishedRoutes: new Map(),
    drafts: new Set(),
    nextChange: undefined,
    notices: [],
    problems,
  };
  // Every entry not on the published site, left out or (a draft in the live engine) kept.
  const status = new Map<SourceFile, Unpublished>();
  const unpublished = (
    collection: EntryCollection,
    source: SourceFile,
    why: Unpublished,
    leftOut: boolean,
  ) => {
    status.set(source, why);
    if (leftOut) result.leftOut.set(source, why);
    const href = entryHref(collection, source.data);
    if (href) result.unpublishedRoutes.set(href, { file: source.file, why });
  };
  const later = (moment: Date | undefined, source: SourceFile, change: NextChange["change"]) => {
    if (moment && moment > at && (!result.nextChange || moment < result.nextChange.at))
      result.nextChange = { at: moment, file: source.file, change };
  };
  for (const { collection, sources } of read) {
    if (collection.kind !== "entries") continue;
    for (const source of sources) {
      const data = fields(source);
      if (data[DRAFT_FIELD] === true) {
        result.notices.push(problemAt(source, [DRAFT_FIELD], "draft"));
        if (options.includeDrafts) result.drafts.add(source);
        unpublished(collection, source, { kind: "draft" }, !options.includeDrafts);
        continue;
      }
      const publishAt = momentOf(data[PUBLISH_AT_FIELD], timeZone);
      const ends = expiry(collection, data, timeZone);
      later(publishAt, source, "appears");
      later(ends?.at, source, "disappears");
      if (ends && ends.at <= at) {
        result.notices.push(
          ends.closingDay === undefined
            ? problemAt(source, [ends.field], "expired", {
                when: describeMoment(ends.at, timeZone),
                field: ends.field,
              })
            : problemAt(source, [ends.field], "closed", { date: ends.closingDay, field: ends.field }),
        );
        unpublished(collection, source, { kind: "expired", at: ends.at }, true);
      } else if (publishAt && publishAt > at) {
        result.notices.push(
          problemAt(source, [PUBLISH_AT_FIELD], "scheduled", {
            when: describeMoment(publishAt, timeZone),
            at: isoInZone(publishAt, timeZone),
          }),
        );
        unpublished(collection, source, { kind: "scheduled", at: publishAt }, true);
      }
    }
  }
  // A record belonging to an entry that is not published goes with it (a project's detail page).
  for (const { collection, sources } of read) {
    if (collection.kind !== "entries" || !collection.belongsTo || status.size === 0) continue;
    for (const source of sources) {
      const owner = entryById(read, collection.belongsTo, idOf(source.data, collection.idField));
      const why = owner && status.get(owner);
      if (!owner || !why || status.has(source)) continue;
      const base = why.kind === "owner" ? why.why : why;
      const draftKept = base.kind === "draft" && options.includeDrafts;
      if (draftKept) result.drafts.add(source);
      unpublished(collection, source, { kind: "owner", owner: owner.file, why: base }, !draftKept);
    }
  }
  return result;
}

/** The collections without the entries this build leaves out. */
export function published(
  read: readonly CollectionFiles[],
  leftOut: ReadonlyMap<SourceFile, Unpublished>,
): CollectionFiles[] {
  return read.map(({ collection, sources }) => ({
    collection,
    sources: sources.filter((source) => !leftOut.has(source)),
  }));
}
