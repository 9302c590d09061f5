import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../../tests/support/fixture-root.ts";

/**
 * An editor (VS Code's YAML extension), a form generator or any other JSON Schema tool resolves a
 * `$ref` against the location of the file it is in, not against a registry of `$id`s as ajv can.
 * So each schema's `$id` is its file name, and a reference into another schema names that file.
 */

const dir = join(repoRoot, "schemas");
const schemaFiles = readdirSync(dir).filter((name) => name.endsWith(".schema.json"));

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(join(dir, file), "utf8"));
}

/** Every `$ref` anywhere in a schema. */
function referencesIn(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(referencesIn);
  if (!node || typeof node !== "object") return [];
  return Object.entries(node).flatMap(([key, value]) =>
    key === "$ref" && typeof value === "string" ? [value] : referencesIn(value),
  );
}

/** The value at a JSON pointer (`/$defs/hero`), or undefined. */
function atPointer(document: unknown, pointer: string): unknown {
  return pointer
    .split("/")
    .slice(1)
    .map((token) => decodeURIComponent(token).replace(/~1/g, "/").replace(/~0/g, "~"))
    .reduce<unknown>(
      (value, token) =>
        value !== null && typeof value === "object" ? (value as Record<string, unknown>)[token] : undefined,
      document,
    );
}

/** Where a reference of `file` leads that a tool reading the files alone cannot follow. */
function unresolvable(file: string, reference: string): string | undefined {
  const [target = "", pointer = ""] = reference.split("#");
  const targetFile = target === "" ? file : target;
  if (!/^[a-z0-9-]+\.schema\.json$/.test(targetFile) || !existsSync(join(dir, targetFile)))
    return `${reference}: no file schemas/${targetFile}`;
  if (pointer !== "" && atPointer(readJson(targetFile), pointer) === undefined)
    return `${reference}: schemas/${targetFile} has nothing at ${pointer}`;
  return undefined;
}

describe("schema references (any JSON Schema tool resolves them from the files)", () => {
  for (const file of schemaFiles) {
    it(`${file}: its $id is its file name, and each $ref leads to a file and a place in it`, () => {
      const schema = readJson(file);
      expect((schema as { $id?: unknown }).$id).toBe(file);
      const broken = referencesIn(schema).flatMap((reference) => unresolvable(file, reference) ?? []);
      expect(broken).toEqual([]);
    });
  }
});
