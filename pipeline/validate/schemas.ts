import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import Ajv, { type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";

export type JsonSchema = Record<string, unknown> & {
  $ref?: string;
  format?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema | boolean;
};

/** The pipeline's own formats: the integrity stage checks them, since it knows the project. */
export const PIPELINE_FORMATS = ["image", "route", "icon", "media"] as const;
export type PipelineFormat = (typeof PIPELINE_FORMATS)[number];

const SUFFIX = ".schema.json";

/**
 * The schema file of the schema `name`, which is also its `$id`: a `$ref` names the file it points
 * into (`sections.schema.json#/$defs/hero`), so ajv and any editor or tool that resolves a reference
 * against the referring file's location find the same schema.
 */
export function schemaFile(name: string): string {
  return `${name}${SUFFIX}`;
}

/** One schema as written: `schemas/<name>.schema.json`, its `$ref`s not resolved. */
export function readSchema(root: string, name: string): JsonSchema {
  return JSON.parse(readFileSync(join(root, "schemas", schemaFile(name)), "utf8")) as JsonSchema;
}

/** A schema and the URI its own `$ref`s are resolved against. */
export interface SchemaNode {
  schema: JsonSchema;
  uri: string;
}

export interface SchemaSet {
  /** The compiled validator of the schema `name` (schemas/<name>.schema.json). */
  validator(name: string): ValidateFunction;
  /** The schema `name`, where a walk through it starts. */
  root(name: string): SchemaNode;
  /** The node with its `$ref` followed; the node's own keywords (a description) win over the target's. */
  resolve(node: SchemaNode): SchemaNode;
}

/**
 * Every schema in schemas/, added to one ajv under its `$id` (its file name), so that ajv resolves
 * references between them (`sections.schema.json#/$defs/hero`, the shared section vocabulary;
 * `contact-request.schema.json#/$defs/budgetValue`, the enquiry's options) for validation and for
 * the pipeline's own walk alike.
 */
export function loadSchemas(root: string): SchemaSet {
  const ajv = new Ajv({
    allErrors: true,
    strict: true,
    strictRequired: false,
    allowUnionTypes: true,
    verbose: true,
  });
  addFormats(ajv);
  for (const format of PIPELINE_FORMATS) ajv.addFormat(format, true);
  ajv.addKeyword({ keyword: "x-image", schemaType: "string" });
  // The label the server names a request field by.
  ajv.addKeyword({ keyword: "x-label", schemaType: "string" });
  // What a value failing the `pattern` beside it should look like, in words, for the problem's hint.
  ajv.addKeyword({ keyword: "x-pattern-hint", schemaType: "string" });
  const dir = join(root, "schemas");
  const files = readdirSync(dir).filter((name) => name.endsWith(SUFFIX));
  for (const file of files) ajv.addSchema(JSON.parse(readFileSync(join(dir, file), "utf8")) as JsonSchema);

  const compiled = (uri: string): ValidateFunction => {
    const validate = ajv.getSchema(uri);
    if (!validate) throw new Error(`schemas: nothing in schemas/ has the $id or reference '${uri}'`);
    return validate;
  };
  const resolve = (node: SchemaNode): SchemaNode => {
    let current = node;
    for (let ref = current.schema.$ref; typeof ref === "string"; ref = current.schema.$ref) {
      const uri = ajv.opts.uriResolver.resolve(current.uri, ref);
      const { $ref: _followed, ...own } = current.schema;
      current = { schema: { ...(compiled(uri).schema as JsonSchema), ...own }, uri };
    }
    return current;
  };
  return {
    validator: (name) => compiled(schemaFile(name)),
    root: (name) => ({ schema: compiled(schemaFile(name)).schema as JsonSchema, uri: schemaFile(name) }),
    resolve,
  };
}
