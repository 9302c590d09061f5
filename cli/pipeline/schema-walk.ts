import type { JsonSchema } from "./schemas.ts";

/** A string value whose schema marks it with one of the pipeline's own formats. */
export interface FormattedValue {
  segments: (string | number)[];
  format: "image" | "route" | "icon" | "media";
  /** `x-image` preset for images: how large it is shown. */
  preset?: string;
  value: string;
}

const pipelineFormats = new Set(["image", "route", "icon", "media"]);

function resolve(schema: JsonSchema, root: JsonSchema): JsonSchema {
  const ref = schema.$ref;
  if (typeof ref !== "string" || !ref.startsWith("#/")) return schema;
  const target = ref
    .slice(2)
    .split("/")
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], root);
  return { ...(target as JsonSchema), ...schema, $ref: undefined };
}

/** Walks data alongside its schema and returns every value in a pipeline format. */
export function findFormattedValues(
  data: unknown,
  schema: JsonSchema,
  root: JsonSchema = schema,
): FormattedValue[] {
  const found: FormattedValue[] = [];
  const visit = (value: unknown, node: JsonSchema, segments: (string | number)[]): void => {
    const resolved = resolve(node, root);
    const format = resolved.format;
    if (typeof value === "string" && typeof format === "string" && pipelineFormats.has(format)) {
      const preset = resolved["x-image"];
      found.push({
        segments,
        format: format as FormattedValue["format"],
        value,
        ...(typeof preset === "string" ? { preset } : {}),
      });
      return;
    }
    if (Array.isArray(value) && resolved.items && typeof resolved.items === "object") {
      for (const [index, item] of value.entries())
        visit(item, resolved.items as JsonSchema, [...segments, index]);
      return;
    }
    if (value && typeof value === "object" && resolved.properties) {
      for (const [key, child] of Object.entries(value)) {
        const childSchema = (resolved.properties as Record<string, JsonSchema>)[key];
        if (childSchema) visit(child, childSchema, [...segments, key]);
      }
    }
  };
  visit(data, schema, []);
  return found;
}
