import { readFile } from "node:fs/promises";
import matter from "gray-matter";
import { LineCounter, parseDocument } from "yaml";
import type { Problem } from "./problems.ts";
import { locateOffset, type SourceFile } from "./source-file.ts";
import { findUnclosedOpener } from "./yaml-opener.ts";

export type LoadResult = { ok: true; source: SourceFile } | { ok: false; problems: Problem[] };

function parseYaml(file: string, text: string, lineOffset: number, body?: string): LoadResult {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const source: SourceFile = { file, document, lineCounter, lineOffset, data: undefined, body };
  if (document.errors.length > 0) {
    return {
      ok: false,
      problems: document.errors.map((error) => {
        const message = (error.message.split("\n")[0] ?? "").replace(/ at line \d+, column \d+:?$/, "");
        const opener = findUnclosedOpener(text, error.pos[0], message);
        return {
          file,
          ...locateOffset(source, error.pos[0]),
          path: "$",
          rule: "yaml-syntax",
          message: `YAML syntax error: ${message}`,
          ...(opener
            ? {
                hint: `check line ${opener.line + lineOffset}, column ${opener.column}: it opens what is never closed`,
              }
            : {}),
        };
      }),
    };
  }
  source.data = document.toJS({ maxAliasCount: 100 });
  return { ok: true, source };
}

/** Markdown front matter is YAML between `---` lines; its lines are counted from the top of the file. */
function parseMarkdown(file: string, text: string): LoadResult {
  if (!/^---\r?\n/.test(text)) {
    return {
      ok: false,
      problems: [
        {
          file,
          line: 1,
          column: 1,
          path: "$",
          rule: "front-matter",
          message: "Markdown file has no front matter: it must start with a '---' line",
        },
      ],
    };
  }
  // gray-matter finds the front matter block; `yaml` parses it so every node keeps its position.
  const parsed = matter(text, { engines: { yaml: () => ({}) } });
  return parseYaml(file, parsed.matter.replace(/^\r?\n/, ""), 1, parsed.content);
}

export async function loadContentFile(absolutePath: string, file: string): Promise<LoadResult> {
  const text = await readFile(absolutePath, "utf8");
  return file.endsWith(".md") ? parseMarkdown(file, text) : parseYaml(file, text, 0);
}
