import type { RJSFSchema } from "@rjsf/utils";

/**
 * The form's data without the top-level flags that were unticked: a property whose schema is
 * `const: true` (draft) is either the line `draft: true` or no line, never `draft: false`, which
 * the content's schema refuses.
 */
export function withoutUntickedFlags(data: unknown, schema: RJSFSchema): unknown {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return data;
  const properties = schema.properties ?? {};
  const unticked = Object.entries(data).filter(([key, value]) => {
    const property = properties[key];
    return value === false && typeof property === "object" && property.const === true;
  });
  if (unticked.length === 0) return data;
  const kept: Record<string, unknown> = { ...data };
  for (const [key] of unticked) delete kept[key];
  return kept;
}
