import { createHash } from "node:crypto";
import { isDeepStrictEqual } from "node:util";
import { parse, parseDocument } from "yaml";
import { editYaml, joinFrontMatter, splitFrontMatter } from "../../pipeline/index.ts";

/** A content file as the form edits it: its data, and for Markdown its body apart. */
export interface ContentDocument {
  data: unknown;
  /** The Markdown body, for a `.md` file. */
  body?: string;
}

/** The version of a file's text the studio compares before saving: a file changed on disk has another. */
export function versionOf(text: string): string {
  return createHash("sha256").update(text).digest("hex").slice(0, 16);
}

export type ReadResult = { ok: true; document: ContentDocument } | { ok: false; message: string };

/** The data (and body) of a content file's text, or why it cannot be read as a form. */
export function readDocument(file: string, text: string): ReadResult {
  try {
    if (file.endsWith(".md")) {
      const parts = splitFrontMatter(text);
      if (!parts) return { ok: false, message: `${file} has no front matter between --- lines` };
      return {
        ok: true,
        document: { data: parse(parts.yaml) ?? {}, body: parts.body.replace(/^\r?\n/, "") },
      };
    }
    return { ok: true, document: { data: parse(text) ?? {} } };
  } catch (error) {
    return {
      ok: false,
      message: `${file} is not valid YAML, fix it in a text editor first: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}

/** The text to save, or why the studio will not write it (nothing is written then). */
export type WriteResult = { ok: true; text: string } | { ok: false; reason: string };

/** `value` as JSON has it: the form's data comes as JSON, and a field set to undefined is no field. */
function asJson(value: unknown): unknown {
  return value === undefined ? undefined : JSON.parse(JSON.stringify(value));
}

/** Why `text` does not read back as `meant` (the data, and the body of a Markdown file), or undefined when it does. */
function readBackMismatch(file: string, text: string, meant: ContentDocument): string | undefined {
  const parts = file.endsWith(".md") ? splitFrontMatter(text) : undefined;
  if (file.endsWith(".md") && !parts) return "its front matter would be gone";
  const parsed = parseDocument(parts ? parts.yaml : text);
  const problem = [...parsed.errors, ...parsed.warnings][0];
  if (problem) return problem.message.split("\n")[0];
  if (!isDeepStrictEqual(asJson(parsed.toJS() ?? {}), asJson(meant.data)))
    return "its values would read back different from the form's";
  if (meant.body !== undefined && parts?.body.replace(/^\r?\n/, "") !== meant.body)
    return "its text would read back different from the form's";
  return undefined;
}

/**
 * The file's text with the form's values: the YAML (or front matter) is edited in place (yaml-edit.ts),
 * the Markdown body replaced. The new text is read back first: one that does not parse, or holds
 * other values than the form's, is refused, so that a save can never write a broken file.
 */
export function writeDocument(file: string, text: string, edited: ContentDocument): WriteResult {
  const read = readDocument(file, text);
  if (!read.ok) return { ok: false, reason: read.message };
  const written = editedText(file, text, read.document, edited);
  const mismatch = readBackMismatch(file, written, { body: read.document.body, ...edited });
  if (mismatch === undefined) return { ok: true, text: written };
  return {
    ok: false,
    reason: `The studio could not write this change into ${file} correctly (${mismatch}), so nothing was saved. Undo the last change, or make it in a text editor.`,
  };
}

function editedText(file: string, text: string, old: ContentDocument, edited: ContentDocument): string {
  const parts = file.endsWith(".md") ? splitFrontMatter(text) : undefined;
  if (!parts) return editYaml(text, old.data, edited.data);
  const yaml = editYaml(parts.yaml, old.data, edited.data);
  const body = `${/^\r?\n/.test(parts.body) ? "\n" : ""}${edited.body ?? old.body ?? ""}`;
  // A front matter nothing closed is closed once there is a body to write after it.
  const close = parts.close || (body === "" ? "" : "---\n");
  return joinFrontMatter({ open: parts.open, yaml, close, body });
}
