import { type Document, isScalar, type Node, type Scalar } from "yaml";
import { splitFrontMatter } from "../load/front-matter.ts";

/** Replace `text.slice(start, end)` with `text`. */
export interface TextEdit {
  start: number;
  end: number;
  text: string;
}

/** `text` with every edit made; edits never overlap. */
export function applyEdits(text: string, edits: readonly TextEdit[]): string {
  let result = text;
  for (const edit of [...edits].sort((a, b) => b.start - a.start))
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  return result;
}

/**
 * The YAML of a content file with its place in the file: the whole file, or a Markdown file's front
 * matter (between the `---` lines) and where its body starts.
 */
export interface YamlPart {
  yaml: string;
  /** Offset of the YAML in the file. */
  start: number;
  /** For Markdown: the body and its offset in the file. */
  body?: { text: string; start: number };
}

export function yamlPart(file: string, text: string): YamlPart | undefined {
  if (!file.endsWith(".md")) return { yaml: text, start: 0 };
  const parts = splitFrontMatter(text);
  if (!parts) return undefined;
  const bodyStart = text.length - parts.body.length;
  return { yaml: parts.yaml, start: parts.open.length, body: { text: parts.body, start: bodyStart } };
}

/** The scalar node at `segments` in a parsed YAML document, if there is one. */
export function scalarAt(document: Document, segments: readonly (string | number)[]): Scalar | undefined {
  const node = document.getIn(segments, true) as Node | undefined;
  return isScalar(node) ? node : undefined;
}

/**
 * The edit that writes `value` in place of a scalar's value, in the scalar's own style: only the
 * characters that change, when the old value is spelled out in the source (a plain or quoted text
 * without escapes), else the whole scalar written again in its quotes.
 */
export function scalarEdit(yaml: string, offset: number, node: Scalar, value: string): TextEdit | undefined {
  const [start, end] = node.range ?? [];
  if (start === undefined || end === undefined) return undefined;
  const source = yaml.slice(start, end);
  const old = String(node.value);
  const within = source.indexOf(old);
  if (within >= 0)
    return { start: offset + start + within, end: offset + start + within + old.length, text: value };
  const written = node.type === "QUOTE_SINGLE" ? `'${value.replaceAll("'", "''")}'` : JSON.stringify(value);
  return { start: offset + start, end: offset + end, text: written };
}
