import type { CollectionFiles } from "../load/read-content.ts";
import type { SourceFile } from "../load/source-file.ts";
import { type Problem, problemAt } from "../problems/problems.ts";

/** Today's date in UTC as YYYY-MM-DD, the form closing dates are written in. */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Entries whose closing date has passed, and a notice for each: they are valid, just no longer built. */
export function closedEntries(
  collections: readonly CollectionFiles[],
  today: string,
): { closed: Set<SourceFile>; notices: Problem[] } {
  const closed = new Set<SourceFile>();
  const notices: Problem[] = [];
  for (const { collection, sources } of collections) {
    if (collection.kind !== "entries" || !collection.closingDateField) continue;
    const field = collection.closingDateField;
    for (const source of sources) {
      const date = (source.data as Record<string, unknown> | null)?.[field];
      if (typeof date !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(date) || date >= today) continue;
      closed.add(source);
      notices.push(problemAt(source, [field], "closed", { date, field }));
    }
  }
  return { closed, notices };
}

/** The collections without the closed entries. */
export function withoutClosed(
  collections: readonly CollectionFiles[],
  closed: ReadonlySet<SourceFile>,
): CollectionFiles[] {
  return collections.map(({ collection, sources }) => ({
    collection,
    sources: sources.filter((source) => !closed.has(source)),
  }));
}
