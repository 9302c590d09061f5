import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../../tests/support/fixture-root.ts";

type SchemaNode = { [keyword: string]: unknown };

function isNode(value: unknown): value is SchemaNode {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** JSON paths of every property, at any depth, that has no `description` for the editor's hover. */
function undescribedProperties(node: unknown, path = "$"): string[] {
  if (!isNode(node)) return [];
  const found: string[] = [];
  const properties = isNode(node.properties) ? node.properties : {};
  for (const [name, property] of Object.entries(properties)) {
    if (isNode(property) && typeof property.description !== "string") found.push(`${path}.${name}`);
    found.push(...undescribedProperties(property, `${path}.${name}`));
  }
  for (const keyword of ["items", "additionalProperties"])
    found.push(...undescribedProperties(node[keyword], `${path}[]`));
  for (const keyword of ["$defs", "definitions"])
    for (const [name, definition] of Object.entries(isNode(node[keyword]) ? node[keyword] : {}))
      found.push(...undescribedProperties(definition, `${path}#${name}`));
  for (const keyword of ["oneOf", "anyOf", "allOf"])
    for (const [index, branch] of (Array.isArray(node[keyword]) ? node[keyword] : []).entries())
      found.push(...undescribedProperties(branch, `${path}|${index}`));
  return found;
}

const schemaFiles = readdirSync(join(repoRoot, "schemas")).filter((name) => name.endsWith(".schema.json"));

describe("schema descriptions (the editor shows them on hover)", () => {
  for (const file of schemaFiles) {
    it(`${file} describes every property`, () => {
      const schema: unknown = JSON.parse(readFileSync(join(repoRoot, "schemas", file), "utf8"));
      expect(undescribedProperties(schema)).toEqual([]);
    });
  }
});
