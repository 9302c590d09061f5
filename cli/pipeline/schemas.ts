import { readFileSync } from "node:fs";
import { join } from "node:path";

export type JsonSchema = Record<string, unknown> & {
  $ref?: string;
  format?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema | boolean;
};

/** The schema of shared definitions (hero, card grid, process, …) that collection schemas refer to. */
const SHARED = "sections";

function readJson(root: string, name: string): JsonSchema {
  return JSON.parse(readFileSync(join(root, "schemas", `${name}.schema.json`), "utf8")) as JsonSchema;
}

function localiseRefs(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(localiseRefs);
  if (!node || typeof node !== "object") return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === "$ref" && typeof value === "string" ? value.replace(`${SHARED}#/`, "#/") : localiseRefs(value),
    ]),
  );
}

/**
 * A collection's schema, self-contained: references to the shared section vocabulary
 * (`sections#/$defs/hero`) are copied in as local definitions, so validation, type generation and
 * the pipeline's own walk all see one schema.
 */
export function readSchema(root: string, name: string): JsonSchema {
  const schema = readJson(root, name);
  if (!JSON.stringify(schema).includes(`"${SHARED}#/`)) return schema;
  const shared = readJson(root, SHARED).$defs as Record<string, unknown>;
  const own = (schema.$defs ?? {}) as Record<string, unknown>;
  return localiseRefs({ ...schema, $defs: { ...shared, ...own } }) as JsonSchema;
}

export function schemaFile(name: string): string {
  return `schemas/${name}.schema.json`;
}
