import { type JsonSchema, readSchema } from "../../pipeline/index.ts";

const SUFFIX = ".schema.json";

/** The JSON pointer `#/$defs/a/b` followed in `schema`. */
function follow(schema: JsonSchema, pointer: string): JsonSchema {
  let node: unknown = schema;
  for (const part of pointer.replace(/^#\/?/, "").split("/").filter(Boolean))
    node = (node as Record<string, unknown>)[part.replace(/~1/g, "/").replace(/~0/g, "~")];
  if (typeof node !== "object" || node === null) throw new Error(`schema reference ${pointer} leads nowhere`);
  return node as JsonSchema;
}

/**
 * A string whose `anyOf` branches only name formats (a moment: a date or a date-time) as one text
 * field: the form library would put a select of unnamed branches before it, which has no label, and
 * the server checks the format with the CLI's words anyway.
 */
function withoutFormatChoice(node: Record<string, unknown>): Record<string, unknown> {
  const { anyOf, ...rest } = node;
  const formatsOnly =
    rest.type === "string" &&
    Array.isArray(anyOf) &&
    anyOf.every(
      (branch) => typeof branch === "object" && branch !== null && Object.keys(branch).join() === "format",
    );
  return formatsOnly ? rest : node;
}

/**
 * The schema `name` (schemas/<name>.schema.json) with every `$ref` into it or into another schema
 * file replaced by what it points at, so the form library needs no loader: a node's own keywords
 * (its description) win over the target's, as the engine's walk reads them. Reference cycles stop
 * at a plain object.
 */
export function formSchema(root: string, name: string): JsonSchema {
  const files = new Map<string, JsonSchema>();
  const fileOf = (file: string): JsonSchema => {
    let schema = files.get(file);
    if (!schema) {
      schema = readSchema(root, file.slice(0, -SUFFIX.length));
      files.set(file, schema);
    }
    return schema;
  };
  const inline = (node: unknown, file: string, seen: readonly string[]): unknown => {
    if (Array.isArray(node)) return node.map((item) => inline(item, file, seen));
    if (typeof node !== "object" || node === null) return node;
    const { $ref, $id: _id, $schema: _schema, $defs: _defs, ...own } = node as JsonSchema;
    const result: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(own)) result[key] = inline(value, file, seen);
    if (typeof $ref !== "string") return withoutFormatChoice(result);
    const [target = "", pointer = ""] = $ref.split("#");
    const targetFile = target === "" ? file : target;
    const key = `${targetFile}#${pointer}`;
    if (seen.includes(key)) return { type: "object", ...result };
    const resolved = inline(follow(fileOf(targetFile), pointer), targetFile, [...seen, key]) as object;
    return withoutFormatChoice({ ...resolved, ...result });
  };
  return inline(fileOf(`${name}${SUFFIX}`), `${name}${SUFFIX}`, []) as JsonSchema;
}
