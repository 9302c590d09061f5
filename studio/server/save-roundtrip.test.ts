import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { isDeepStrictEqual } from "node:util";
import { describe, expect, it } from "vitest";
import { type Document, isMap, isScalar, isSeq, type Node, parse, parseDocument } from "yaml";
import { yamlPart } from "../../pipeline/authoring/text-edits.ts";
import { repoRoot } from "../../scripts/support/repo-root.ts";
import { changesOnlyLines, lineOf } from "../../tests/support/line-diff.ts";
import { pick, randomSource, sample } from "../../tests/support/random-source.ts";
import {
  lostComments,
  type Path,
  type ScalarAt,
  valueAt,
  valuesOf,
  withoutField,
  withValue,
} from "../../tests/support/yaml-values.ts";
import { writeDocument } from "./documents.ts";

const SEED = Number(process.env.ROUNDTRIP_SEED ?? 20261207);

/** New texts of every kind a person types: each must round-trip in every kind of scalar. */
const TEXTS = [
  "A longer text with spaces that runs well past the width of one line, so that a folded block must fold it at least once, maybe twice, before it ends.",
  "It's a \"quoted\" word and 'another'",
  "key: value inside",
  "text # that is no comment",
  "- starts like a list item",
  "* starts like an alias",
  "& starts like an anchor",
  "! starts like a tag",
  "% starts like a directive",
  "@ reserved",
  "`backtick` first",
  "first line\nsecond line",
  "trailing spaces   ",
  "Zürich — naïve café 日本",
  "",
  "true",
  "123",
  "null",
  "A long one again: with 'quotes', \"doubles\", #hash, a - dash, * star and Zürich — naïve café 日本, going on past one hundred columns.",
];

const FOLD_WIDTH = 100;

interface ContentText {
  file: string;
  text: string;
  /** The YAML (the whole file, or a Markdown file's front matter) and its first line in the file. */
  yaml: string;
  yamlLine: number;
  document: Document;
  data: unknown;
  body?: string;
}

function contentFiles(folder: string): string[] {
  return readdirSync(join(repoRoot, folder), { recursive: true, encoding: "utf8" })
    .filter((name) => /\.(ya?ml|md)$/.test(name))
    .map((name) => relative(repoRoot, join(repoRoot, folder, name)))
    .sort();
}

/** The file read as the studio reads it, or undefined when it is no clean YAML (the broken fixtures). */
function readContent(file: string): ContentText | undefined {
  const text = readFileSync(join(repoRoot, file), "utf8");
  const part = yamlPart(file, text);
  if (!part) return undefined;
  const document = parseDocument(part.yaml);
  if (document.errors.length > 0 || document.warnings.length > 0 || !document.contents) return undefined;
  let data: unknown;
  try {
    data = document.toJS();
  } catch {
    return undefined; // the fixture of too many aliases
  }
  return {
    file,
    text,
    yaml: part.yaml,
    yamlLine: lineOf(text, part.start),
    document,
    data,
    ...(part.body ? { body: part.body.text.replace(/^\r?\n/, "") } : {}),
  };
}

/** The text the studio's save writes for the file with `data` (it throws when the save refuses). */
function savedText(content: ContentText, data: unknown): string {
  const written = writeDocument(content.file, content.text, {
    data,
    ...(content.body !== undefined ? { body: content.body } : {}),
  });
  if (!written.ok) throw new Error(`refused: ${written.reason}`);
  return written.text;
}

interface Expected {
  data: unknown;
  /** The lines of the old file (0-based, inclusive) the change may touch. */
  lines: [number, number];
  /** Whether comments inside those lines may go (a removed item or field takes its own). */
  dropsOwnComments?: boolean;
}

/** What is wrong with the text saved for `expected`: the file must parse, hold exactly that data, and differ only there. */
function problemsOf(content: ContentText, saved: string, expected: Expected): string[] {
  const problems: string[] = [];
  const part = yamlPart(content.file, saved);
  if (!part) return ["the front matter is gone"];
  const document = parseDocument(part.yaml);
  for (const error of [...document.errors, ...document.warnings])
    problems.push(`parse: ${error.message.split("\n")[0]}`);
  if (problems.length > 0) return problems;
  if (!isDeepStrictEqual(document.toJS(), expected.data)) problems.push("its data is not the data written");
  const [first, last] = expected.lines;
  const kept = expected.dropsOwnComments
    ? content.yaml
        .split("\n")
        .filter((_, line) => line + content.yamlLine < first || line + content.yamlLine > last)
        .join("\n")
    : content.yaml;
  const lost = lostComments(kept, part.yaml);
  if (lost.length > 0) problems.push(`lost comments ${JSON.stringify(lost)}`);
  if (!changesOnlyLines(content.text, saved, first, last))
    problems.push(`changed lines outside the value's ${first + 1}–${last + 1}`);
  return problems;
}

/** The old value's lines in the file, 0-based and inclusive. */
function linesOf(content: ContentText, range: [number, number]): [number, number] {
  return [
    content.yamlLine + lineOf(content.yaml, range[0]),
    content.yamlLine + lineOf(content.yaml, Math.max(range[0], range[1] - 1)),
  ];
}

function nodeAt(document: Document, path: Path): Node | undefined {
  return document.getIn(path, true) as Node | undefined;
}

/** The width a folded text must keep to: its block's longest line, or the default for a block of one line. */
function foldWidth(content: ContentText, scalar: ScalarAt): number {
  const lines = content.yaml.slice(scalar.range[0], scalar.range[1]).split("\n").slice(1);
  const filled = lines.filter((line) => line.trim() !== "");
  return filled.length > 1 ? Math.max(...filled.map((line) => line.length)) : FOLD_WIDTH;
}

/** What is wrong with the style of the new value: a block stays a block of its kind, quotes stay, plain stays plain where it can. */
function styleProblems(content: ContentText, scalar: ScalarAt, saved: string, value: unknown): string[] {
  const part = yamlPart(content.file, saved);
  const node = part && nodeAt(parseDocument(part.yaml), scalar.path);
  if (!part || !isScalar(node) || typeof value !== "string") return [];
  const kind = node.type;
  const problems: string[] = [];
  const keep = (allowed: readonly string[]) => {
    if (!allowed.includes(kind ?? "")) problems.push(`${scalar.kind} became ${kind}`);
  };
  if (scalar.kind === "BLOCK_FOLDED" || scalar.kind === "BLOCK_LITERAL") keep([scalar.kind]);
  if (scalar.kind === "QUOTE_DOUBLE") keep(["QUOTE_DOUBLE"]);
  if (scalar.kind === "QUOTE_SINGLE")
    keep(value.includes("\n") ? ["QUOTE_SINGLE", "QUOTE_DOUBLE"] : ["QUOTE_SINGLE"]);
  if (scalar.kind === "PLAIN") {
    const parent = nodeAt(content.document, scalar.path.slice(0, -1));
    const inFlow = (isMap(parent) || isSeq(parent)) && parent.flow === true;
    const plainReadsBack = (() => {
      try {
        return inFlow
          ? isDeepStrictEqual(parse(`key: [${value}]\n`), { key: [value] })
          : isDeepStrictEqual(parse(`key: ${value}\n`), { key: value });
      } catch {
        return false;
      }
    })();
    if (value.includes("\n")) keep(inFlow ? ["QUOTE_DOUBLE", "QUOTE_SINGLE"] : ["BLOCK_LITERAL"]);
    else if (plainReadsBack && !/\s$/.test(value)) keep(["PLAIN"]);
  }
  if (kind === "BLOCK_FOLDED" && node.range) {
    const width = foldWidth(content, scalar);
    const lines = part.yaml.slice(node.range[0], node.range[1]).split("\n").slice(1);
    for (const line of lines)
      if (line.length > width && /\s/.test(line.trim()))
        problems.push(`a folded line of ${line.length} columns, wider than ${width}`);
  }
  return problems;
}

/** A new value of the same type as `old`. */
function newValue(old: string | number | boolean, random: () => number): string | number | boolean {
  if (typeof old === "number") return pick([old + 7, -3, 0, 2.5, 1000000], random);
  if (typeof old === "boolean") return !old;
  return pick(TEXTS, random);
}

interface Failure {
  file: string;
  edit: string;
  problems: string[];
}

function checkScalar(content: ContentText, scalar: ScalarAt, value: unknown): Failure | undefined {
  const data = withValue(content.data, scalar.path, value);
  const edit = `${scalar.path.join(".")} (${scalar.kind}) = ${JSON.stringify(value)}`;
  let saved: string;
  try {
    saved = savedText(content, data);
  } catch (error) {
    return {
      file: content.file,
      edit,
      problems: [`threw: ${error instanceof Error ? error.message : String(error)}`],
    };
  }
  const problems = [
    ...problemsOf(content, saved, { data, lines: linesOf(content, scalar.range) }),
    ...styleProblems(content, scalar, saved, value),
  ];
  return problems.length > 0 ? { file: content.file, edit, problems } : undefined;
}

function checkChange(
  content: ContentText,
  edit: string,
  data: unknown,
  expected: Omit<Expected, "data">,
): Failure | undefined {
  let saved: string;
  try {
    saved = savedText(content, data);
  } catch (error) {
    return {
      file: content.file,
      edit,
      problems: [`threw: ${error instanceof Error ? error.message : String(error)}`],
    };
  }
  const problems = problemsOf(content, saved, { data, ...expected });
  return problems.length > 0 ? { file: content.file, edit, problems } : undefined;
}

/** The scalars to edit: every one of a small file, else at least two of each kind and some more. */
function scalarSample(scalars: readonly ScalarAt[], random: () => number): ScalarAt[] {
  if (scalars.length <= 40) return [...scalars];
  const kinds = new Set(scalars.map((scalar) => `${scalar.kind} ${typeof scalar.value}`));
  const chosen = new Set<ScalarAt>();
  for (const kind of kinds)
    for (const scalar of sample(
      scalars.filter((s) => `${s.kind} ${typeof s.value}` === kind),
      2,
      random,
    ))
      chosen.add(scalar);
  for (const scalar of sample(scalars, 8, random)) chosen.add(scalar);
  return [...chosen];
}

function listChanges(content: ContentText, random: () => number): Failure[] {
  const failures: Failure[] = [];
  const { lists } = valuesOf(content.document);
  for (const list of lists.length <= 6 ? lists : sample(lists, 6, random)) {
    const items = valueAt(content.data, list.path) as unknown[];
    const lines = linesOf(content, list.range);
    const at = Math.floor(random() * items.length);
    const removed = items.filter((_, index) => index !== at);
    const itemLines = linesOf(
      content,
      ((nodeAt(content.document, [...list.path, at]) as Node).range ?? [0, 0]).slice(0, 2) as [
        number,
        number,
      ],
    );
    // The last item gone, the list's key line says `[]`.
    const removal = checkChange(
      content,
      `remove item ${at} of ${list.path.join(".")}`,
      withValue(content.data, list.path, removed),
      {
        lines: [itemLines[0] - (items.length === 1 ? 1 : 0), itemLines[1]],
        dropsOwnComments: true,
      },
    );
    const added = [
      ...items,
      typeof items[0] === "string" ? pick(TEXTS, random) : structuredClone(pick(items, random)),
    ];
    const addition = checkChange(
      content,
      `add an item to ${list.path.join(".")}`,
      withValue(content.data, list.path, added),
      { lines },
    );
    const moved = items.length > 1 ? [items.at(-1), ...items.slice(0, -1)] : items;
    const reorder =
      items.length > 1
        ? checkChange(
            content,
            `move the last item of ${list.path.join(".")} first`,
            withValue(content.data, list.path, moved),
            { lines },
          )
        : undefined;
    for (const failure of [removal, addition, reorder]) if (failure) failures.push(failure);
  }
  return failures;
}

function fieldRemovals(content: ContentText, random: () => number): Failure[] {
  const { fields } = valuesOf(content.document);
  const chosen = fields.length <= 40 ? fields : sample(fields, 10, random);
  return chosen.flatMap((field) => {
    const [first, last] = linesOf(content, field.range);
    // The first field of a list item's group is on the line of its `- `: the next field moves up there.
    const lineStart = content.yaml.lastIndexOf("\n", field.range[0] - 1) + 1;
    const isFirstOfItem = /-\s+$/.test(content.yaml.slice(lineStart, field.range[0]));
    // A group's only field gone, its key line says `{}`.
    const group = valueAt(content.data, field.path.slice(0, -1)) as Record<string, unknown>;
    const isOnly = Object.keys(group).length === 1 && field.path.length > 1;
    const failure = checkChange(
      content,
      `clear ${field.path.join(".")}`,
      withoutField(content.data, field.path),
      {
        lines: [isOnly ? first - 1 : first, isFirstOfItem ? last + 1 : last],
        dropsOwnComments: true,
      },
    );
    return failure ? [failure] : [];
  });
}

/** How many failed, by kind of value and of file, then the first few in full. */
function report(failures: readonly Failure[]): string {
  const tally = (key: (failure: Failure) => string) => {
    const counts = new Map<string, number>();
    for (const failure of failures) counts.set(key(failure), (counts.get(key(failure)) ?? 0) + 1);
    return [...counts].map(([name, count]) => `${name} ${count}`).join(", ");
  };
  const kinds = tally((failure) => /\((\w+)\)/.exec(failure.edit)?.[1] ?? failure.edit.split(" ")[0] ?? "");
  const folders = tally((failure) => failure.file.split("/").slice(0, -1).join("/"));
  const lines = failures
    .slice(0, 40)
    .map((failure) => `${failure.file}: ${failure.edit}: ${failure.problems.join("; ")}`);
  return [
    `${failures.length} failed (ROUNDTRIP_SEED=${SEED} to run them again)`,
    `by kind: ${kinds}`,
    `in ${new Set(failures.map((failure) => failure.file)).size} files: ${folders}`,
    ...lines,
  ].join("\n");
}

const files = [...contentFiles("content"), ...contentFiles("tests/fixtures/every-rule/content")];
const contents = files.flatMap((file) => readContent(file) ?? []);

describe("a save writes exactly the edit", () => {
  it("changes the card description and the meta description of AI & Machine Learning", () => {
    const content = readContent("content/services/ai-ml.yaml");
    if (!content) throw new Error("content/services/ai-ml.yaml does not parse");
    const { scalars } = valuesOf(content.document);
    const at = (path: string) => scalars.find((scalar) => scalar.path.join(".") === path) as ScalarAt;
    const failures = [
      checkScalar(
        content,
        at("card.description"),
        `${at("card.description").value} Now with a longer ending.`,
      ),
      checkScalar(content, at("metaDescription"), `${at("metaDescription").value}!`),
    ].flatMap((failure) => failure ?? []);
    expect(failures, report(failures)).toEqual([]);
  });

  it("reads every clean content file", () => {
    expect(contents.length).toBeGreaterThan(80);
  });

  it("sets a new value of the same type in every kind of scalar of every file", { timeout: 60_000 }, () => {
    const random = randomSource(SEED);
    const failures: Failure[] = [];
    for (const content of contents)
      for (const scalar of scalarSample(valuesOf(content.document).scalars, random))
        for (const value of new Set([newValue(scalar.value, random), newValue(scalar.value, random)])) {
          const failure = checkScalar(content, scalar, value);
          if (failure) failures.push(failure);
        }
    expect(failures, report(failures)).toEqual([]);
  });

  it("adds, removes and moves list items", () => {
    const random = randomSource(SEED);
    const failures = contents.flatMap((content) => listChanges(content, random));
    expect(failures, report(failures)).toEqual([]);
  });

  it("clears fields", () => {
    const random = randomSource(SEED);
    const failures = contents.flatMap((content) => fieldRemovals(content, random));
    expect(failures, report(failures)).toEqual([]);
  });
});
