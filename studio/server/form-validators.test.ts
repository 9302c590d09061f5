import { readFileSync } from "node:fs";
import { join } from "node:path";
import { hashForSchema, type RJSFSchema, schemaParser, type ValidatorType } from "@rjsf/utils";
import {
  createPrecompiledValidator,
  customizeValidator,
  type ValidatorFunctions,
} from "@rjsf/validator-ajv8";
import { beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "../../tests/support/fixture-root.ts";
import { collectionOf, contentTree } from "./content-tree.ts";
import { readDocument } from "./documents.ts";
import { formSchema } from "./form-schema.ts";
import { FormValidators, VALIDATORS_PATH } from "./form-validators.ts";

// The studio's page checks a form with the functions the server compiled for its schema: they must
// find what the validator the page compiled itself (with 'unsafe-eval') found, with the same options.
const compiledInPage = customizeValidator({
  customFormats: { image: () => true, route: () => true, icon: () => true, media: () => true },
});

interface Form {
  schema: RJSFSchema;
  data: unknown[];
}

/** Each form schema of the project's content, with the data of up to three of its files. */
function forms(): Map<string, Form> {
  const tree = contentTree(repoRoot);
  const files = [...tree.pages, ...tree.collections.flatMap((collection) => collection.entries)].map(
    (entry) => entry.file,
  );
  const found = new Map<string, Form>();
  for (const file of files) {
    const name = collectionOf(file)?.collection.schema;
    if (!name) continue;
    const form = found.get(name) ?? { schema: formSchema(repoRoot, name) as RJSFSchema, data: [] };
    found.set(name, form);
    const read = readDocument(file, readFileSync(join(repoRoot, file), "utf8"));
    if (read.ok && form.data.length < 3) form.data.push(read.document.data);
  }
  return found;
}

const LEFT_OUT = Symbol("left out");
const WRONG = ["", "not a date, URL or address", "x".repeat(5000), -5, 123456789, true, [], {}, null];

/** `data` with the value at each place in it, however deep, left out or replaced by each of WRONG. */
function variants(data: unknown, deep = true): unknown[] {
  if (typeof data !== "object" || data === null) return [];
  const out: unknown[] = Array.isArray(data) ? [] : [{}];
  const entries = Object.entries(data);
  const rebuilt = (key: string, value: unknown): unknown => {
    if (Array.isArray(data))
      return value === LEFT_OUT
        ? data.filter((_, index) => String(index) !== key)
        : data.with(Number(key), value);
    const { [key]: _left, ...without } = data as Record<string, unknown>;
    return value === LEFT_OUT ? without : { ...without, [key]: value };
  };
  for (const [key, value] of entries) {
    out.push(rebuilt(key, LEFT_OUT));
    for (const wrong of WRONG) out.push(rebuilt(key, wrong));
    if (deep) for (const inner of variants(value)) out.push(rebuilt(key, inner));
  }
  return out;
}
/** The module as the browser imports it (an ES module that imports nothing), here from a data: URL. */
async function imported(code: string): Promise<ValidatorFunctions> {
  const loaded = (await import(`data:text/javascript;base64,${Buffer.from(code).toString("base64")}`)) as {
    default: ValidatorFunctions;
  };
  return loaded.default;
}

describe("the forms' validator modules", { timeout: 60_000 }, () => {
  const validators = new FormValidators();
  const precompiled = new Map<string, ValidatorType>();
  let all: Map<string, Form>;

  beforeAll(async () => {
    all = forms();
    for (const [name, { schema }] of all) {
      const address = validators.addressOf(schema);
      const code = await validators.moduleAt(address);
      if (code === undefined) throw new Error(`no module at ${address}`);
      precompiled.set(name, createPrecompiledValidator(await imported(code), schema));
    }
  });

  it("are named by their schema's hash, made once, and import nothing", async () => {
    expect(all.size).toBeGreaterThan(10);
    const { schema } = all.get("services") ?? { schema: {} };
    const address = validators.addressOf(schema);
    expect(address).toMatch(new RegExp(`^${VALIDATORS_PATH}[0-9a-f]{20}\\.js$`));
    expect(validators.addressOf(structuredClone(schema))).toBe(address);
    expect(validators.addressOf({ ...schema, title: "Another" })).not.toBe(address);
    expect(validators.moduleAt(address)).toBe(validators.moduleAt(address));
    expect(validators.moduleAt(`${VALIDATORS_PATH}0123456789abcdef0123.js`)).toBeUndefined();
    const code = (await validators.moduleAt(address)) ?? "";
    expect(code).not.toMatch(/\bimport\s*[({"'*]|\bnew Function\b|\beval\(/);
  });

  it("find the errors the page's own AJV found, for every form, with fields left out, emptied or of another type", () => {
    const kinds = new Set<string | undefined>();
    for (const [name, form] of all) {
      const validator = precompiled.get(name);
      if (!validator) throw new Error(`no validator for ${name}`);
      for (const data of form.data.flatMap((data) => [data, ...variants(data)])) {
        const before = compiledInPage.validateFormData(data, form.schema).errors;
        expect(validator.validateFormData(data, form.schema).errors, name).toEqual(before);
        for (const error of before) kinds.add(error.name);
      }
    }
    for (const kind of [
      "required",
      "type",
      "minLength",
      "maxLength",
      "pattern",
      "format",
      "minimum",
      "maximum",
      "enum",
    ])
      expect(kinds).toContain(kind);
  });

  it("answer as the page's own AJV did for each part of a form it chooses among (anyOf, oneOf)", () => {
    for (const [name, form] of all) {
      const validator = precompiled.get(name);
      if (!validator) throw new Error(`no validator for ${name}`);
      const parts = Object.values(schemaParser(form.schema)).filter(
        (part) => hashForSchema(part as RJSFSchema) !== hashForSchema(form.schema),
      );
      for (const data of form.data.flatMap((data) => [data, ...variants(data, false)]))
        for (const value of [data, ...Object.values((data ?? {}) as Record<string, unknown>)])
          for (const part of parts)
            expect(validator.isValid(part, value, form.schema), name).toBe(
              compiledInPage.isValid(part, value, form.schema),
            );
    }
  });
});
