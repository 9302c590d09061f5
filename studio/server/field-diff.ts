import type { ChangedFile } from "../shared/api-types.ts";
import { readDocument } from "./documents.ts";

type Fields = Map<string, string>;

/** Every leaf value of some data by its JSON path, as short text: what a per-field diff compares. */
function leaves(data: unknown, path = "$", into: Fields = new Map()): Fields {
  if (Array.isArray(data)) {
    for (const [index, item] of data.entries()) leaves(item, `${path}[${index}]`, into);
  } else if (typeof data === "object" && data !== null)
    for (const [key, value] of Object.entries(data)) leaves(value, `${path}.${key}`, into);
  else into.set(path, data === null ? "(empty)" : String(data));
  return into;
}

function fieldsOf(file: string, text: string | undefined): Fields {
  if (text === undefined) return new Map();
  const read = readDocument(file, text);
  if (!read.ok) return new Map([["$", text]]);
  const fields = leaves(read.document.data);
  if (read.document.body !== undefined) fields.set("body", read.document.body);
  return fields;
}

/** The fields that differ between two versions of a content file, in the order of the newer one. */
export function fieldDiff(
  file: string,
  before: string | undefined,
  after: string | undefined,
): ChangedFile["fields"] {
  const old = fieldsOf(file, before);
  const now = fieldsOf(file, after);
  const paths = [...new Set([...now.keys(), ...old.keys()])];
  return paths
    .filter((path) => old.get(path) !== now.get(path))
    .map((path) => ({
      path,
      ...(old.has(path) ? { before: old.get(path) } : {}),
      ...(now.has(path) ? { after: now.get(path) } : {}),
    }));
}
