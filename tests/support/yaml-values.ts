import { type Document, isMap, isScalar, isSeq, Lexer, type Node } from "yaml";

export type Path = (string | number)[];

/** How a scalar is written: the `yaml` library's names. */
export type ScalarKind = "PLAIN" | "QUOTE_SINGLE" | "QUOTE_DOUBLE" | "BLOCK_FOLDED" | "BLOCK_LITERAL";

export interface ScalarAt {
  path: Path;
  kind: ScalarKind;
  value: string | number | boolean;
  /** Offsets of the value's text in the YAML: [start, end). */
  range: [number, number];
}

export interface ListAt {
  path: Path;
  length: number;
  range: [number, number];
}

export interface FieldAt {
  path: Path;
  /** From the key to the end of its value. */
  range: [number, number];
}

export interface YamlValues {
  scalars: ScalarAt[];
  lists: ListAt[];
  fields: FieldAt[];
}

/** Every scalar value (not null), block list and field of a parsed YAML document, by path. */
export function valuesOf(document: Document): YamlValues {
  const found: YamlValues = { scalars: [], lists: [], fields: [] };
  const walk = (node: Node | null | undefined, path: Path): void => {
    if (isScalar(node)) {
      const { value, range, type } = node;
      const isValue = typeof value === "string" || typeof value === "number" || typeof value === "boolean";
      if (isValue && range && type)
        found.scalars.push({ path, kind: type, value, range: [range[0], range[1]] });
    } else if (isMap(node)) {
      for (const pair of node.items) {
        if (!isScalar(pair.key)) continue;
        const key = String(pair.key.value);
        const value = pair.value as Node | null;
        const end = value?.range?.[1] ?? pair.key.range?.[1] ?? 0;
        found.fields.push({ path: [...path, key], range: [pair.key.range?.[0] ?? 0, end] });
        walk(value, [...path, key]);
      }
    } else if (isSeq(node)) {
      if (!node.flow && node.range)
        found.lists.push({ path, length: node.items.length, range: [node.range[0], node.range[1]] });
      for (const [index, item] of node.items.entries()) walk(item as Node, [...path, index]);
    }
  };
  walk(document.contents as Node | null, []);
  return found;
}

/** The comments of a YAML text, each as written (a `#` inside a value is no comment). */
export function commentsOf(yaml: string): string[] {
  return [...new Lexer().lex(yaml)].filter((token) => token.startsWith("#"));
}

/** The comments of `before` that `after` lacks (each counted as often as it occurs). */
export function lostComments(before: string, after: string): string[] {
  const left = [...commentsOf(after)];
  return commentsOf(before).filter((comment) => {
    const at = left.indexOf(comment);
    if (at === -1) return true;
    left.splice(at, 1);
    return false;
  });
}

export function valueAt(data: unknown, path: Path): unknown {
  return path.reduce<unknown>((value, key) => (value as Record<string | number, unknown>)?.[key], data);
}

/** `data` with the value at `path` set to `value` (a copy). */
export function withValue(data: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return structuredClone(value);
  const copy = structuredClone(data);
  const parent = valueAt(copy, path.slice(0, -1)) as Record<string | number, unknown>;
  parent[path.at(-1) as string | number] = value;
  return copy;
}

/** `data` without the field at `path` (a copy). */
export function withoutField(data: unknown, path: Path): unknown {
  const copy = structuredClone(data);
  const parent = valueAt(copy, path.slice(0, -1)) as Record<string, unknown>;
  delete parent[path.at(-1) as string];
  return copy;
}
