import { createHash } from "node:crypto";
import { parse } from "yaml";
import { editYaml } from "./yaml-edit.ts";

/** A content file as the form edits it: its data, and for Markdown its body apart. */
export interface ContentDocument {
  data: unknown;
  /** The Markdown body, for a `.md` file. */
  body?: string;
}

/** Front matter between `---` lines at the top of a Markdown file, and the body after it. */
const FRONT_MATTER = /^(---\r?\n)([\s\S]*?\r?\n)?(---\r?\n?)([\s\S]*)$/;

interface MarkdownParts {
  open: string;
  yaml: string;
  close: string;
  body: string;
}

function markdownParts(text: string): MarkdownParts | undefined {
  const match = FRONT_MATTER.exec(text);
  if (!match) return undefined;
  return { open: match[1] ?? "", yaml: match[2] ?? "", close: match[3] ?? "", body: match[4] ?? "" };
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
      const parts = markdownParts(text);
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

/**
 * The file's text with the form's values: the YAML (or front matter) is edited in place (yaml-edit.ts),
 * the Markdown body replaced.
 */
export function writeDocument(file: string, text: string, edited: ContentDocument): string {
  const read = readDocument(file, text);
  if (!read.ok) throw new Error(read.message);
  if (!file.endsWith(".md")) return editYaml(text, read.document.data, edited.data);
  const parts = markdownParts(text);
  if (!parts) throw new Error(`${file} has no front matter`);
  const yaml = editYaml(parts.yaml, read.document.data, edited.data);
  const bodyGap = /^\r?\n/.test(parts.body) ? "\n" : "";
  return `${parts.open}${yaml}${parts.close}${bodyGap}${edited.body ?? read.document.body ?? ""}`;
}
