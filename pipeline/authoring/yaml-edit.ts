import {
  Composer,
  CST,
  isMap,
  isScalar,
  isSeq,
  type Node,
  Parser,
  stringify,
  type YAMLMap,
  type YAMLSeq,
} from "yaml";
import { isScalarToken, type ScalarPlace, type ScalarValue, setScalarText } from "./scalar-text.ts";
import { applyEdits, type TextEdit } from "./text-edits.ts";

/** The place of a document's own values: a top-level map's keys are at column 0. */
const TOP: ScalarPlace = { parentIndent: 0, inFlow: false };

function isScalarValue(value: unknown): value is ScalarValue {
  return value === null || ["string", "number", "boolean"].includes(typeof value);
}

type Value = unknown;

function isPlainObject(value: Value): value is Record<string, Value> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function same(a: Value, b: Value): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Where the line holding `offset` starts. */
function lineStart(text: string, offset: number): number {
  return text.lastIndexOf("\n", offset - 1) + 1;
}

/** Where the line holding `offset` ends, after its newline. */
function lineEnd(text: string, offset: number): number {
  const end = text.indexOf("\n", offset);
  return end === -1 ? text.length : end + 1;
}

/** `value` as YAML in block style, every line after the first indented by `indent` spaces, no final newline. */
function block(value: Value, indent: number): string {
  return stringify(value, { lineWidth: 0 })
    .replace(/\n$/, "")
    .split("\n")
    .map((line, index) => (index === 0 || line === "" ? line : " ".repeat(indent) + line))
    .join("\n");
}

/** A text of several lines as a block scalar (`|-` and its lines), for a key at column `indent`. */
function multiLine(value: string, indent: number): string {
  const rendered = stringify({ k: value }, { lineWidth: 0 }).replace(/\n$/, "").slice("k: ".length);
  return rendered
    .split("\n")
    .map((line, index) => (index === 0 || line === "" ? line : " ".repeat(indent) + line))
    .join("\n");
}

function flow(value: Value): string {
  const text = stringify(value, { collectionStyle: "flow", lineWidth: 0 });
  return text.replace(/\n$/, "");
}

function isEmptyCollection(value: Value): boolean {
  return (
    (Array.isArray(value) && value.length === 0) || (isPlainObject(value) && Object.keys(value).length === 0)
  );
}

/** Whether `after` holds the same items as `before`, moved. */
function isReorder(before: readonly Value[], after: readonly Value[]): boolean {
  const sorted = (values: readonly Value[]) => values.map((value) => JSON.stringify(value)).sort();
  return !same(before, after) && same(sorted(before), sorted(after));
}

/** Which item of `before` each item of `after` is (by index), for the items a longest common subsequence keeps. */
function commonItems(before: readonly Value[], after: readonly Value[]): Map<number, number> {
  const keys = (values: readonly Value[]) => values.map((value) => JSON.stringify(value));
  const a = keys(before);
  const b = keys(after);
  const lengths = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--) {
      const row = lengths[i] as number[];
      const below = lengths[i + 1] as number[];
      row[j] = a[i] === b[j] ? (below[j + 1] ?? 0) + 1 : Math.max(below[j] ?? 0, row[j + 1] ?? 0);
    }
  const kept = new Map<number, number>();
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      kept.set(j, i);
      i++;
      j++;
    } else if ((lengths[i + 1]?.[j] ?? 0) >= (lengths[i]?.[j + 1] ?? 0)) i++;
    else j++;
  }
  return kept;
}

class Editor {
  readonly edits: TextEdit[] = [];
  constructor(private readonly text: string) {}

  /** Replaces `node` (the value at some path) by `value`. */
  replace(node: Node | null | undefined, value: Value, place: ScalarPlace): void {
    const token = isScalar(node) ? node.srcToken : undefined;
    const own = node?.range;
    const isFilled = own ? own[0] !== own[1] : false;
    if (isScalarToken(token) && "offset" in token && isFilled && isScalarValue(value)) {
      const before = CST.stringify(token);
      setScalarText(token, value, place);
      this.edits.push({
        start: token.offset,
        end: token.offset + before.length,
        text: CST.stringify(token),
      });
      return;
    }
    if (isScalar(node) && node.range && typeof value === "string" && value.includes("\n")) {
      const [start, end] = node.range;
      const text = multiLine(value, place.parentIndent);
      if (start === end) this.fillEmpty(start, ` ${text}`);
      else this.edits.push({ start, end: this.trimmedEnd(start, end), text });
      return;
    }
    const range = node?.range;
    if (!range) return;
    const [start, end] = range;
    const column = start - lineStart(this.text, start);
    const isBlockCollection = (isMap(node) || isSeq(node)) && !node.flow;
    const isCollection = value !== null && typeof value === "object" && !isEmptyCollection(value);
    if (isCollection && isBlockCollection) {
      this.edits.push({ start, end: this.trimmedEnd(start, end), text: block(value, column) });
      return;
    }
    if (isCollection && (isMap(node) || isSeq(node))) {
      this.edits.push({ start, end, text: flow(value) });
      return;
    }
    if (isCollection && this.isListItem(start)) {
      this.edits.push({ start, end: this.trimmedEnd(start, end), text: block(value, column) });
      return;
    }
    const text = isCollection
      ? // A scalar (often empty) becomes a list or a group: written as a block under its key.
        `\n${" ".repeat(place.parentIndent + 2)}${block(value, place.parentIndent + 2)}`
      : ` ${value !== null && typeof value === "object" ? flow(value) : stringify(value, { lineWidth: 0 }).replace(/\n$/, "")}`;
    if (isScalar(node) && start === end) {
      this.fillEmpty(start, text);
      return;
    }
    this.edits.push({ start: this.afterKey(start), end: this.trimmedEnd(start, end), text });
  }

  /** Whether the value at `start` is a list item's (`- ` before it on its line). */
  private isListItem(start: number): boolean {
    return /^\s*-\s+$/.test(this.text.slice(lineStart(this.text, start), start));
  }

  /**
   * A key with no value (`title:`, or `site new`'s `title:  # TODO`) given one: written after the
   * colon; a comment on the line is kept, a TODO note dropped now that the field is filled.
   */
  private fillEmpty(start: number, text: string): void {
    const at = this.afterKey(start);
    const newline = this.text.indexOf("\n", at);
    const eol = newline === -1 ? this.text.length : newline;
    const comment = /#.*$/.exec(this.text.slice(at, eol))?.[0];
    const kept = comment && !/^#\s*TODO\b/.test(comment) ? `  ${comment}` : "";
    this.edits.push({ start: at, end: eol, text: `${text}${kept}` });
  }

  /** The end of a node's own text, without the line breaks and comments after it. */
  private trimmedEnd(start: number, end: number): number {
    let cut = end;
    while (cut > start && /\s/.test(this.text[cut - 1] ?? "")) cut--;
    return cut;
  }

  /** Back from a value's start to just after the `:` or `-` that introduces it. */
  private afterKey(start: number): number {
    let at = start;
    while (at > 0 && /\s/.test(this.text[at - 1] ?? "")) at--;
    return at;
  }

  edit(node: Node | null | undefined, before: Value, after: Value, place: ScalarPlace): void {
    if (same(before, after)) return;
    const emptied = isPlainObject(after) && Object.keys(after).length === 0;
    if (isMap(node) && emptied && !this.isListItem(node.range?.[0] ?? 0)) {
      // A group whose last field goes is written `{}`, so that it stays a group (a key alone reads as null).
      this.replace(node, after, place);
      return;
    }
    if (isMap(node) && !node.flow && isPlainObject(before) && isPlainObject(after)) {
      this.editMap(node, before, after, place);
      return;
    }
    if (
      isSeq(node) &&
      !node.flow &&
      Array.isArray(before) &&
      Array.isArray(after) &&
      before.length > 0 &&
      after.length > 0 &&
      (before.length !== after.length || isReorder(before, after))
    ) {
      this.editItems(node, before, after);
      return;
    }
    if (isSeq(node) && Array.isArray(before) && Array.isArray(after) && before.length === after.length) {
      const items = this.placeOf(node, place);
      for (const [index, item] of node.items.entries())
        this.edit(item as Node, before[index], after[index], items);
      return;
    }
    this.replace(node, after, place);
  }

  /** The place of the values of a collection: two columns in from it, and in flow if it is. */
  private placeOf(node: YAMLMap | YAMLSeq, outer: ScalarPlace): ScalarPlace {
    const start = node.range?.[0] ?? 0;
    return { parentIndent: start - lineStart(this.text, start), inFlow: outer.inFlow || Boolean(node.flow) };
  }

  /**
   * A block list whose items were added or removed: the items kept keep their text (a longest common
   * subsequence of old and new), the others are removed or written, so `git diff` shows just those.
   */
  private editItems(node: YAMLSeq, before: readonly Value[], after: readonly Value[]): void {
    const spans = node.items.map((item, index) => {
      const start = lineStart(this.text, (item as Node).range?.[0] ?? 0);
      const next = node.items[index + 1] as Node | undefined;
      const end = next?.range
        ? lineStart(this.text, next.range[0])
        : lineEnd(this.text, this.trimmedEnd(start, (item as Node).range?.[1] ?? start));
      return { start, end };
    });
    const first = spans[0];
    const last = spans.at(-1);
    if (!first || !last) return;
    const column = ((node.items[0] as Node).range?.[0] ?? 0) - first.start - 2;
    const kept = commonItems(before, after);
    let text = "";
    for (const [index, value] of after.entries()) {
      const old = kept.get(index);
      const span = old === undefined ? undefined : spans[old];
      text += span
        ? this.text.slice(span.start, span.end)
        : `${" ".repeat(column)}- ${block(value, column + 2)}\n`;
    }
    this.edits.push({ start: first.start, end: last.end, text });
  }

  private editMap(
    node: YAMLMap,
    before: Record<string, Value>,
    after: Record<string, Value>,
    outer: ScalarPlace,
  ): void {
    const place = this.placeOf(node, outer);
    const added: Record<string, Value> = {};
    const keyOf = (pair: (typeof node.items)[number]) =>
      isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
    const isRemoved = (pair: (typeof node.items)[number]) => after[keyOf(pair)] === undefined;
    const startOf = (pair: (typeof node.items)[number] | undefined) => (pair?.key as Node | null)?.range?.[0];
    // The first fields of a list item's group share the line of its `- `: the first one kept moves up there.
    const first = startOf(node.items[0]) ?? 0;
    const leading = this.isListItem(first) ? node.items.findIndex((pair) => !isRemoved(pair)) : 0;
    if (leading !== 0) {
      const kept = startOf(node.items[leading]);
      const last = node.items.at(-1)?.value as Node | null | undefined;
      this.edits.push(
        kept === undefined
          ? { start: first, end: this.trimmedEnd(first, last?.range?.[1] ?? first), text: "{}" }
          : { start: first, end: kept, text: "" },
      );
    }
    for (const [index, pair] of node.items.entries()) {
      const key = keyOf(pair);
      const keyStart = startOf(pair) ?? 0;
      if (index < leading || leading === -1) continue;
      if (isRemoved(pair)) {
        const valueEnd = (pair.value as Node | null)?.range?.[1] ?? keyStart;
        this.edits.push({
          start: lineStart(this.text, keyStart),
          end: lineEnd(this.text, this.trimmedEnd(keyStart, valueEnd)),
          text: "",
        });
        continue;
      }
      this.edit(pair.value as Node | null, before[key], after[key], place);
    }
    for (const [key, value] of Object.entries(after))
      if (!(key in before) && value !== undefined) added[key] = value;
    if (Object.keys(added).length === 0) return;
    const [start, end] = node.range ?? [0, 0];
    const column = start - lineStart(this.text, start);
    const insertAt = lineEnd(this.text, this.trimmedEnd(start, end));
    const needsBreak = insertAt > 0 && this.text[insertAt - 1] !== "\n";
    const text = `${needsBreak ? "\n" : ""}${" ".repeat(column)}${block(added, column)}\n`;
    this.edits.push({ start: insertAt, end: insertAt, text });
  }
}

/**
 * `text` (a YAML file, or a Markdown file's front matter) with its data changed from `before` to
 * `after`: only the values that changed are written again, in place, so a comment, the key order,
 * the quoting and the blank lines of everything else stay as the person who wrote the file left
 * them, and changing one field changes one line in `git diff`. A list whose items were added,
 * removed or moved is written again as a whole, a new key is added at the end of its group.
 */
export function editYaml(text: string, before: Value, after: Value): string {
  const tokens = [...new Parser().parse(text)];
  const document = new Composer({ keepSourceTokens: true }).compose(tokens).next().value;
  const editor = new Editor(text);
  if (!document || document.contents === null) return stringify(after);
  const isEmptied = isPlainObject(after) && Object.keys(after).length === 0;
  const [start, end] = document.contents.range ?? [0, 0];
  if (isMap(document.contents) && isEmptied)
    editor.edits.push({ start, end: start + text.slice(start, end).trimEnd().length, text: "{}" });
  else if (isMap(document.contents) || isSeq(document.contents))
    editor.edit(document.contents, before, after, TOP);
  else return stringify(after);
  return applyEdits(text, editor.edits);
}
