import { existsSync } from "node:fs";
import { join } from "node:path";
import { collections, type EntryCollection } from "../collections.ts";
import { readSchema } from "../validate/schemas.ts";

interface PropertySchema {
  description?: string;
  pattern?: string;
}
interface EntrySchema {
  required?: string[];
  properties?: Record<string, PropertySchema>;
}

/** The entry collections `site new` can add to, by folder name (as in content/) or export name. */
export function findEntryCollection(name: string): EntryCollection | undefined {
  return collections.find(
    (collection): collection is EntryCollection =>
      collection.kind === "entries" && (collection.folder === name || collection.name === name),
  );
}

export function entryCollectionNames(): string[] {
  return collections.flatMap((collection) => (collection.kind === "entries" ? [collection.folder] : []));
}

const defaultIdPattern = "^[a-z0-9]+(-[a-z0-9]+)*$";

function comment(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => `# ${line}`.trimEnd())
    .join("\n");
}

export interface ScaffoldOptions {
  /**
   * false leaves out every comment (the schema's descriptions, the TODO marks, the first line) and
   * the Markdown body's placeholder: for the content studio, whose form says what each field is.
   */
  comments?: boolean;
}

const FIRST_LINE = "# New entry: fill in every field marked TODO, then run 'npm run validate'.\n";

/**
 * The text of a new entry: its id filled in, every other required field present but empty, with
 * the schema's description above it, so `site validate` points at each line still to fill.
 */
export function scaffoldText(
  collection: EntryCollection,
  schema: EntrySchema,
  id: string,
  { comments = true }: ScaffoldOptions = {},
): string {
  const fields = (schema.required ?? []).map((field) => {
    const description = comments ? schema.properties?.[field]?.description : undefined;
    const value = field === collection.idField ? ` ${id}` : "";
    const todo = comments && field !== collection.idField ? "  # TODO" : "";
    return `${description ? `${comment(description)}\n` : ""}${field}:${value}${todo}`;
  });
  const yaml = `${fields.join("\n")}\n`;
  const firstLine = comments ? FIRST_LINE : "";
  const markdown = collection.extensions.includes(".md") && !collection.extensions.includes(".yaml");
  if (!markdown) return `${firstLine}${yaml}`;
  const body = comments ? `TODO: write the ${collection.bodyField ?? "text"} here, in Markdown.\n` : "";
  return `---\n${firstLine}${yaml}---\n\n${body}`;
}

export type ScaffoldResult = { ok: true; file: string; text: string } | { ok: false; message: string };

/** Why `id` cannot be an id of the collection (its schema's pattern), or undefined when it can. */
export function invalidIdMessage(root: string, collection: EntryCollection, id: string): string | undefined {
  const schema = readSchema(root, collection.schema) as EntrySchema;
  const pattern = schema.properties?.[collection.idField]?.pattern ?? defaultIdPattern;
  if (new RegExp(pattern).test(id)) return undefined;
  return `'${id}' is not a valid ${collection.idField}: use lower case letters, digits and single dashes (e.g. acme-portal)`;
}

/** What `site new <collection> <id>` writes, or why it refuses; nothing is written here. */
export function scaffoldEntry(
  root: string,
  collectionName: string,
  id: string,
  options: ScaffoldOptions = {},
): ScaffoldResult {
  const collection = findEntryCollection(collectionName);
  if (!collection) {
    return {
      ok: false,
      message: `unknown collection '${collectionName}': use one of ${entryCollectionNames().join(", ")}`,
    };
  }
  const schema = readSchema(root, collection.schema) as EntrySchema;
  const invalid = invalidIdMessage(root, collection, id);
  if (invalid) return { ok: false, message: invalid };
  const existing = collection.extensions
    .map((extension) => `content/${collection.folder}/${id}${extension}`)
    .find((file) => existsSync(join(root, file)));
  if (existing)
    return { ok: false, message: `${existing} already exists: pick another ${collection.idField}` };
  const file = `content/${collection.folder}/${id}${collection.extensions[0] ?? ".yaml"}`;
  return { ok: true, file, text: scaffoldText(collection, schema, id, options) };
}
