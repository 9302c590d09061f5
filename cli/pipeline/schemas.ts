import { readFileSync } from "node:fs";
import { join } from "node:path";

export type JsonSchema = Record<string, unknown> & {
  $ref?: string;
  format?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema | boolean;
};

export function readSchema(root: string, name: string): JsonSchema {
  return JSON.parse(readFileSync(join(root, "schemas", `${name}.schema.json`), "utf8")) as JsonSchema;
}

export function schemaFile(name: string): string {
  return `schemas/${name}.schema.json`;
}
