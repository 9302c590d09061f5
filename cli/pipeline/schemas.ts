import { readFileSync } from "node:fs";
import { join } from "node:path";

export type JsonSchema = Record<string, unknown> & {
  $ref?: string;
  format?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema | boolean;
};

/** `sections#/$defs/hero` → `sections`: a reference into another schema's definitions. */
const FOREIGN_REF = /^([a-z][a-z0-9-]*)#\/\$defs\//;

function readJson(root: string, name: string): JsonSchema {
  return JSON.parse(readFileSync(join(root, "schemas", `${name}.schema.json`), "utf8")) as JsonSchema;
}

function foreignSchemas(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const item of node) foreignSchemas(item, found);
  else if (node && typeof node === "object") {
    for (const [key, value] of Object.entries(node)) {
      const name = key === "$ref" && typeof value === "string" ? FOREIGN_REF.exec(value)?.[1] : undefined;
      if (name) found.add(name);
      else foreignSchemas(value, found);
    }
  }
  return found;
}

function localiseRefs(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(localiseRefs);
  if (!node || typeof node !== "object") return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === "$ref" && typeof value === "string"
        ? value.replace(FOREIGN_REF, "#/$defs/")
        : localiseRefs(value),
    ]),
  );
}

/**
 * A schema, self-contained: definitions it refers to in other schemas (`sections#/$defs/hero`, the
 * shared section vocabulary; `contact-request#/$defs/budgetValue`, the enquiry's options) are copied
 * in as local definitions, so validation, type generation and the pipeline's own walk all see one
 * schema. Definitions are looked up one level deep; their names must not clash.
 */
export function readSchema(root: string, name: string): JsonSchema {
  const schema = readJson(root, name);
  const others = [...foreignSchemas(schema)].filter((other) => other !== name);
  if (others.length === 0) return schema;
  const defs: Record<string, unknown> = {};
  for (const other of [...others, name]) {
    const source = other === name ? schema : readJson(root, other);
    for (const [key, value] of Object.entries((source.$defs ?? {}) as Record<string, unknown>)) {
      if (key in defs && other !== name)
        throw new Error(`schemas: definition "${key}" of ${other}.schema.json clashes with another one`);
      defs[key] = value;
    }
  }
  return localiseRefs({ ...schema, $defs: defs }) as JsonSchema;
}
