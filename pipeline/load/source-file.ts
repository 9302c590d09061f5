import { type Document, isMap, isPair, isScalar, isSeq, type LineCounter, type Node } from "yaml";
import type { MarkdownLink } from "./markdown-links.ts";

/** One parsed content file, with what is needed to map a JSON path back to a line and column. */
export interface SourceFile {
  /** Path relative to the project root, with forward slashes. */
  file: string;
  /** The parsed YAML (the front matter for Markdown files). */
  document: Document.Parsed;
  lineCounter: LineCounter;
  /** Lines before the YAML text in the file (the `---` line of front matter). */
  lineOffset: number;
  data: unknown;
  /** Markdown body, for `.md` files. */
  body?: string;
  /** The line of the file the body starts on (1-based), for `.md` files. */
  bodyLine?: number;
  /** The body's link targets, when its check found them (kept with it, so each body is read once). */
  bodyLinks?: MarkdownLink[];
}

export interface Position {
  line: number;
  column: number;
}

function positionOfOffset(source: SourceFile, offset: number): Position {
  const { line, col } = source.lineCounter.linePos(offset);
  return { line: line + source.lineOffset, column: col };
}

/**
 * Where a value sits in its file. For a path that does not exist (a missing field) this is the
 * nearest existing parent; `at: "key"` points at a mapping key instead of its value.
 */
export function locate(
  source: SourceFile,
  segments: readonly (string | number)[],
  at: "value" | "key" = "value",
): Position {
  let node: Node | null | undefined = source.document.contents as Node | null;
  let keyNode: Node | undefined;
  for (const segment of segments) {
    if (isMap(node)) {
      const pair = node.items.find(
        (item) => isPair(item) && isScalar(item.key) && String(item.key.value) === String(segment),
      );
      if (!pair) break;
      keyNode = pair.key as Node;
      node = pair.value as Node | null;
    } else if (isSeq(node) && typeof segment === "number") {
      const item = node.items[segment];
      if (!item) break;
      keyNode = undefined;
      node = item as Node;
    } else {
      break;
    }
  }
  const target = at === "key" && keyNode ? keyNode : (node ?? keyNode);
  const offset = target?.range?.[0] ?? 0;
  return positionOfOffset(source, offset);
}

export function locateOffset(source: SourceFile, offset: number): Position {
  return positionOfOffset(source, offset);
}
