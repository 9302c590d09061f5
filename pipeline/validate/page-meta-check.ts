import type { PageMeta } from "../collections.ts";
import type { CollectionFiles } from "../load/read-content.ts";
import { locate, type SourceFile } from "../load/source-file.ts";
import type { Problem } from "../problems/problems.ts";

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

function problemAt(found: Found, rule: string, message: string, hint?: string): Problem {
  return {
    file: found.source.file,
    ...locate(found.source, found.segments),
    path: `$.${found.segments.join(".")}`,
    rule,
    message,
    ...(hint ? { hint } : {}),
  };
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
      problems.push(
        problemAt(
          entry,
          `duplicate-${entry.kind}`,
          `the same ${entry.kind} as ${where}`,
          `every page needs its own ${entry.kind}`,
        ),
      );
    }
    const length = entry.text.length;
    if (entry.kind === "description" && (length < DESCRIPTION_LENGTH.min || length > DESCRIPTION_LENGTH.max))
      problems.push(
        problemAt(
          entry,
          "description-length",
          `the description has ${length} characters: it needs ${DESCRIPTION_LENGTH.min}–${DESCRIPTION_LENGTH.max}`,
          length > DESCRIPTION_LENGTH.max
            ? "search results cut it off: say it shorter"
            : "say what the page offers in a full sentence",
        ),
      );
  }
  return problems;
}
