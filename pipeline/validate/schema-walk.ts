import {
  type JsonSchema,
  PIPELINE_FORMATS,
  type PipelineFormat,
  type SchemaNode,
  type SchemaSet,
} from "./schemas.ts";

/** A string value whose schema marks it with one of the pipeline's own formats. */
export interface FormattedValue {
  segments: (string | number)[];
  format: PipelineFormat;
  /** `x-image` preset for images: how large it is shown. */
  preset?: string;
  value: string;
}

const isPipelineFormat = (format: unknown): format is PipelineFormat =>
  (PIPELINE_FORMATS as readonly unknown[]).includes(format);

/** The schema of one step down from a node: a property of an object or an item of a list. */
function child(schemas: SchemaSet, node: SchemaNode, segment: string | number): SchemaNode | undefined {
  const { schema, uri } = schemas.resolve(node);
  const next =
    typeof segment === "number"
      ? schema.items
      : (schema.properties as Record<string, JsonSchema> | undefined)?.[segment];
  return next && typeof next === "object" ? { schema: next, uri } : undefined;
}

/** The schema of the value at a path in a document of the schema `name`, `$ref`s followed. */
export function schemaAt(
  schemas: SchemaSet,
  name: string,
  segments: readonly (string | number)[],
): JsonSchema | undefined {
  let node: SchemaNode | undefined = schemas.root(name);
  for (const segment of segments) node = node && child(schemas, node, segment);
  return node && schemas.resolve(node).schema;
}

/** Walks data alongside its schema and returns every value in a pipeline format. */
export function findFormattedValues(schemas: SchemaSet, name: string, data: unknown): FormattedValue[] {
  const found: FormattedValue[] = [];
  const visit = (value: unknown, node: SchemaNode, segments: (string | number)[]): void => {
    const { format, "x-image": preset } = schemas.resolve(node).schema;
    if (typeof value === "string" && isPipelineFormat(format)) {
      found.push({ segments, format, value, ...(typeof preset === "string" ? { preset } : {}) });
      return;
    }
    if (!value || typeof value !== "object") return;
    for (const [key, item] of Array.isArray(value) ? value.entries() : Object.entries(value)) {
      const next = child(schemas, node, key);
      if (next) visit(item, next, [...segments, key]);
    }
  };
  visit(data, schemas.root(name), []);
  return found;
}
