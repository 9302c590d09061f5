import type { PageMeta } from "../collections.ts";
import type { CollectionFiles } from "../load/read-content.ts";
import { locate, type SourceFile } from "../load/source-file.ts";
import { type Problem, problemAt } from "../problems/problems.ts";

/** What search engines show of a description without cutting it, and the least that says anything. */
export const DESCRIPTION_LENGTH = { min: 50, max: 160 } as const;

interface Found {
  kind: keyof PageMeta;
  text: string;
  source: SourceFile;
  segments: string[];
}

/** The value at a registry field path's segments ("hero.title" → ["hero", "title"]). */
export function valueAt(data: unknown, segments: readonly string[]): unknown {
  return segments.reduce<unknown>((node, key) => (node as Record<string, unknown> | null)?.[key], data);
}

/**
 * Each page's title and meta description, from the fields the registry names: a title or
 * description another page already has is reported at the later file, naming the first; a
 * description outside 50–160 characters is reported at its line.
 */
export function checkPageMeta(collections: readonly CollectionFiles[]): Problem[] {
  const found: Found[] = [];
  for (const { collection, sources } of collections) {
    if (!collection.route || !collection.meta) continue;
    for (const source of sources)
      for (const kind of ["title", "description"] as const) {
        const field = collection.meta[kind];
        const segments = field?.split(".") ?? [];
        const text = field ? valueAt(source.data, segments) : undefined;
        if (typeof text === "string") found.push({ kind, text: text.trim(), source, segments });
      }
  }
  const problems: Problem[] = [];
  const first = new Map<string, Found>();
  for (const entry of found) {
    const key = `${entry.kind}\u0000${entry.text.toLowerCase()}`;
    const earlier = first.get(key);
    if (!earlier) first.set(key, entry);
    else {
      const where = `${earlier.source.file}:${locate(earlier.source, earlier.segments).line}`;
      const rule = entry.kind === "title" ? "duplicate-title" : "duplicate-description";
      problems.push(problemAt(entry.source, entry.segments, rule, { where }));
    }
    const length = entry.text.length;
    if (entry.kind === "description" && (length < DESCRIPTION_LENGTH.min || length > DESCRIPTION_LENGTH.max))
      problems.push(
        problemAt(entry.source, entry.segments, "description-length", { length, ...DESCRIPTION_LENGTH }),
      );
  }
  return problems;
}
