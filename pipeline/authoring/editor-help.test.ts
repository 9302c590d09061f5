import { readdirSync, readFileSync } from "node:fs";
import { dirname, extname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Diagnostic, Hover, MarkupContent } from "vscode-languageserver-protocol";
import { parseDocument } from "yaml";
import { repoRoot } from "../../tests/support/fixture-root.ts";
import {
  startYamlLanguageServer,
  type YamlLanguageServer,
} from "../../tests/support/yaml-language-server.ts";
import { type Collection, collections } from "../collections.ts";
import { parseContentFile } from "../load/load.ts";
import { locate, type SourceFile } from "../load/source-file.ts";
import { schemaAt } from "../validate/schema-walk.ts";
import { loadSchemas } from "../validate/schemas.ts";

/**
 * What a maintainer gets in VS Code with the YAML extension and the project's settings, checked with
 * the extension's own language server: every YAML file under content/ (found now, so a new
 * collection is covered without listing it here) is clean, has its schema's help, and each kind of
 * mistake is underlined at its line, through the references between schema files too.
 */

type Segments = (string | number)[];

const contentFiles = (
  readdirSync(join(repoRoot, "content"), { recursive: true, encoding: "utf8" }) as string[]
)
  .filter((file) => /\.ya?ml$/.test(file))
  .map((file) => `content/${file.split("\\").join("/")}`)
  .sort();

const schemas = loadSchemas(repoRoot);

function collectionOf(file: string): Collection {
  const found = collections.find((collection) =>
    collection.kind === "single"
      ? `content/${collection.file}` === file
      : dirname(file) === `content/${collection.folder}` && collection.extensions.includes(extname(file)),
  );
  if (!found) throw new Error(`${file} belongs to no collection of pipeline/collections.ts`);
  return found;
}

/** The description the schema gives the field at `segments` of `file`, `$ref`s followed. */
function descriptionOf(file: string, segments: Segments): string {
  const description = schemaAt(schemas, collectionOf(file).schema, segments)?.description;
  if (typeof description !== "string") throw new Error(`${file}: no description at ${segments.join(".")}`);
  return description;
}

function sourceOf(file: string, text: string): SourceFile {
  const loaded = parseContentFile(Buffer.from(text), file);
  if (!loaded.ok) throw new Error(`${file} does not parse: ${loaded.problems[0]?.message}`);
  return loaded.source;
}

/** The 0-based position of a field's key in the text, as the language server counts. */
function keyPosition(source: SourceFile, segments: Segments): { line: number; character: number } {
  const { line, column } = locate(source, segments, "key");
  return { line: line - 1, character: column - 1 };
}

/** Where a mouse rests on a field's key: inside it, not on its first character, which a folded value above can reach. */
function onKey(source: SourceFile, segments: Segments): { line: number; character: number } {
  const { line, character } = keyPosition(source, segments);
  return { line, character: character + 1 };
}

function hoverText(hover: Hover | null): string {
  const contents = hover?.contents;
  if (!contents) return "";
  if (typeof contents === "string") return contents;
  if (Array.isArray(contents))
    return contents.map((part) => (typeof part === "string" ? part : part.value)).join("\n");
  return (contents as MarkupContent).value;
}

function documentationText(documentation: string | MarkupContent | undefined): string {
  return typeof documentation === "string" ? documentation : (documentation?.value ?? "");
}

const summary = (diagnostics: readonly Diagnostic[]) =>
  diagnostics.map(({ range, message }) => `${range.start.line + 1}: ${message}`);

/** The data at `segments`, or undefined where the path leads nowhere. */
function valueAt(data: unknown, segments: Segments): unknown {
  return segments.reduce<unknown>(
    (value, segment) =>
      value !== null && typeof value === "object" ? (value as Record<string, unknown>)[segment] : undefined,
    data,
  );
}

/** The first top-level field of a file: every file's hover check starts there. */
/** The first field of a file: of its first item when the file is a list (redirects.yaml); none in an empty list. */
function firstField(file: string): Segments | undefined {
  const data: unknown = sourceOf(file, readFileSync(join(repoRoot, file), "utf8")).data;
  const item = Array.isArray(data) ? data[0] : data;
  if (Array.isArray(data) && item === undefined) return undefined;
  const [first] = Object.keys(item as Record<string, unknown>);
  if (first === undefined) throw new Error(`${file} has no field`);
  return Array.isArray(data) ? [0, first] : [first];
}

interface Mistake {
  /** What a maintainer did wrong, as the test names it. */
  kind: string;
  /** The field written wrong; a missing one is reported at its parent's key (the root's first key). */
  at: Segments;
  /** Set to this value, or removed when absent. */
  value?: unknown;
  message: RegExp;
}

interface MistakeCase {
  label: string;
  /** The files this case may edit; the first that has every field of `hover` and every mistake's parent is used. */
  candidates: (files: readonly string[]) => string[];
  mistakes: Mistake[];
  /** Fields whose hover must show their schema's description; some are reached through another schema file. */
  hover: Segments[];
}

const inFolder = (folder: string) => (files: readonly string[]) =>
  files.filter((file) => dirname(file) === `content/${folder}`);

const cases: MistakeCase[] = [
  {
    label: "a service",
    candidates: inFolder("services"),
    mistakes: [
      // hero and card are defined in sections.schema.json.
      { kind: "an unknown field", at: ["hero", "tagline"], value: "Built to last", message: /not allowed/ },
      { kind: "a wrong type", at: ["order"], value: "ten", message: /Incorrect type/ },
      { kind: "a missing required field", at: ["hero", "title"], message: /Missing property "title"/ },
      {
        kind: "a wrong enum value",
        at: ["card", "colour"],
        value: "mauve",
        message: /Value is not accepted/,
      },
    ],
    hover: [["title"], ["hero", "eyebrow"], ["card", "colour"], ["hero", "actions", 0, "label"]],
  },
  {
    label: "a page",
    candidates: (files) => files.filter((file) => file === "content/pages/contact.yaml"),
    mistakes: [
      { kind: "an unknown field", at: ["form", "placeholder"], value: "Your name", message: /not allowed/ },
      { kind: "a wrong type", at: ["map", "title"], value: 12, message: /Incorrect type/ },
      {
        kind: "a missing required field",
        at: ["contactCards", "phone"],
        message: /Missing property "phone"/,
      },
      // The budget values are defined in contact-request.schema.json, which the server checks enquiries with.
      {
        kind: "a wrong enum value",
        at: ["form", "budgetOptions", 0, "value"],
        value: "under-5k",
        message: /Value is not accepted/,
      },
    ],
    hover: [
      ["hero", "title"],
      ["form", "budgetOptions", 0, "value"],
    ],
  },
  {
    label: "a team member",
    candidates: inFolder("team"),
    mistakes: [
      { kind: "an unknown field", at: ["nickname"], value: "Liv", message: /not allowed/ },
      { kind: "a wrong type", at: ["order"], value: "first", message: /Incorrect type/ },
      { kind: "a missing required field", at: ["name"], message: /Missing property "name"/ },
      // A team member has no field with a list of values; its slug has a pattern instead.
      {
        kind: "a value not of the allowed form",
        at: ["slug"],
        value: "Olivia Hart",
        message: /does not match the pattern/,
      },
    ],
    hover: [["name"], ["bio"], ["socials", "linkedin"]],
  },
  {
    label: "site.yaml",
    candidates: (files) => files.filter((file) => file === "content/site.yaml"),
    mistakes: [
      { kind: "an unknown field", at: ["fax"], value: "+61 2 5550 0199", message: /not allowed/ },
      { kind: "a wrong type", at: ["url"], value: 42, message: /Incorrect type/ },
      {
        kind: "a missing required field",
        at: ["businessHours", "hours"],
        message: /Missing property "hours"/,
      },
      {
        kind: "a wrong enum value",
        at: ["socials", 0, "network"],
        value: "myspace",
        message: /Value is not accepted/,
      },
    ],
    hover: [["name"], ["businessHours", "days"], ["socials", 0, "network"]],
  },
];

/** The file's text with every mistake made. */
function withMistakes(text: string, mistakes: readonly Mistake[]): string {
  const document = parseDocument(text);
  for (const { at, value } of mistakes) {
    if (value === undefined) document.deleteIn(at);
    else document.setIn(at, value);
  }
  return String(document);
}

/**
 * The text with a missing field's parent given an empty line where the field would go, and that
 * line's position: where a maintainer asks for completion.
 */
function withEmptyLineIn(
  text: string,
  file: string,
  parent: Segments,
): { text: string; line: number; character: number } {
  const source = sourceOf(file, text);
  const [sibling] = Object.keys(valueAt(source.data, parent) ?? {});
  if (sibling === undefined) throw new Error(`${file}: ${parent.join(".")} has no field left`);
  const { line, character } = keyPosition(source, [...parent, sibling]);
  const lines = text.split("\n");
  lines.splice(line, 0, " ".repeat(character));
  return { text: lines.join("\n"), line, character };
}

// Each step is quick; the margin is for a machine shared with other work.
describe("editor help: yaml-language-server with .vscode/settings.json on every YAML file under content/", {
  timeout: 30_000,
}, () => {
  let server: YamlLanguageServer;
  const opened = new Map<string, Diagnostic[]>();

  beforeAll(async () => {
    server = await startYamlLanguageServer(repoRoot);
    const diagnostics = await Promise.all(contentFiles.map((file) => server.open(file)));
    for (const [index, file] of contentFiles.entries()) opened.set(file, diagnostics[index] ?? []);
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
  });

  it("finds no problem in any of them as they are", () => {
    expect(contentFiles.length).toBeGreaterThan(0);
    expect(Object.fromEntries(contentFiles.map((file) => [file, summary(opened.get(file) ?? [])]))).toEqual(
      Object.fromEntries(contentFiles.map((file) => [file, []])),
    );
  });

  it("describes the first field of each of them on hover, from its schema", async () => {
    const shown: Record<string, string> = {};
    const expected: Record<string, string> = {};
    for (const file of contentFiles) {
      const field = firstField(file);
      if (field === undefined) continue;
      const text = readFileSync(join(repoRoot, file), "utf8");
      const hover = await server.hover(file, onKey(sourceOf(file, text), field));
      const description = descriptionOf(file, field);
      shown[file] = hoverText(hover).includes(description) ? description : hoverText(hover);
      expected[file] = description;
    }
    expect(shown).toEqual(expected);
  });

  describe.each(cases)("in $label", ({ candidates, mistakes, hover }) => {
    const chosen = candidates(contentFiles).find((candidate) => {
      const data = sourceOf(candidate, readFileSync(join(repoRoot, candidate), "utf8")).data;
      const needed = [...hover, ...mistakes.map(({ at }) => at.slice(0, -1))];
      return needed.every((segments) => valueAt(data, segments) !== undefined);
    });
    const original = chosen === undefined ? "" : readFileSync(join(repoRoot, chosen), "utf8");
    const fileToEdit = (): string => {
      if (chosen === undefined)
        throw new Error("no file under content/ has every field this case edits or hovers");
      return chosen;
    };

    it.each(hover.map((segments) => ({ field: segments.join("."), segments })))(
      "describes $field on hover",
      async ({ segments }) => {
        const file = fileToEdit();
        const hovered = await server.hover(file, onKey(sourceOf(file, original), segments));
        expect(hoverText(hovered)).toContain(descriptionOf(file, segments));
      },
    );

    it(`flags ${mistakes.map(({ kind }) => kind).join(", ")}, each at its line`, async () => {
      const file = fileToEdit();
      const text = withMistakes(original, mistakes);
      const source = sourceOf(file, text);
      const flagged = summary(await server.change(file, text));
      const expected = mistakes.map(({ at }) => `${keyPosition(source, at).line + 1}: `);
      expect(flagged).toHaveLength(mistakes.length);
      for (const [index, { message }] of mistakes.entries()) {
        expect(flagged).toContainEqual(
          expect.stringMatching(new RegExp(`^${expected[index]}.*${message.source}`)),
        );
      }
      expect(await server.change(file, original)).toEqual([]);
    });

    it("offers the missing required field with its description", async () => {
      const file = fileToEdit();
      const missing = mistakes.find(({ value }) => value === undefined);
      if (!missing) throw new Error("no missing field among the mistakes");
      const parent = missing.at.slice(0, -1);
      const field = String(missing.at.at(-1));
      const { text, line, character } = withEmptyLineIn(withMistakes(original, [missing]), file, parent);
      await server.change(file, text);
      const items = await server.completion(file, { line, character });
      const offered = items.find((item) => item.label === field);
      expect(offered, `completion offers ${items.map((item) => item.label).join(", ")}`).toBeDefined();
      expect(documentationText(offered?.documentation)).toContain(descriptionOf(file, missing.at));
      expect(await server.change(file, original)).toEqual([]);
    });
  });
});
