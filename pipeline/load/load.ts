import { readFile } from "node:fs/promises";
import { type Alias, type Document, LineCounter, parseDocument, visit } from "yaml";
import { type Problem, problem } from "../problems/problems.ts";
import { splitFrontMatter } from "./front-matter.ts";
import { decodeUtf8, findControlCharacters, positionInText } from "./raw-text-check.ts";
import { locateOffset, type SourceFile } from "./source-file.ts";
import { findUnclosedOpener } from "./yaml-opener.ts";

export type LoadResult = { ok: true; source: SourceFile } | { ok: false; problems: Problem[] };

const maxAliasCount = 100;

/** Where a document expands one alias too many: the first alias past the limit, else the last one. */
function excessAlias(document: Document.Parsed): Alias | undefined {
  const aliases: Alias[] = [];
  visit(document, { Alias: (_key, node) => void aliases.push(node) });
  return aliases[maxAliasCount] ?? aliases.at(-1);
}

function parseYaml(
  file: string,
  text: string,
  lineOffset: number,
  body?: { text: string; line: number },
): LoadResult {
  const lineCounter = new LineCounter();
  // Tags such as !!js/function or !!binary stay unresolved, so they are warnings reported below.
  const document = parseDocument(text, {
    lineCounter,
    prettyErrors: false,
    uniqueKeys: true,
    resolveKnownTags: false,
  });
  const source: SourceFile = {
    file,
    document,
    lineCounter,
    lineOffset,
    data: undefined,
    ...(body ? { body: body.text, bodyLine: body.line } : {}),
  };
  if (document.errors.length > 0) {
    return {
      ok: false,
      problems: document.errors.map((error) => {
        const said = (error.message.split("\n")[0] ?? "").replace(/ at line \d+, column \d+:?$/, "");
        const opener = findUnclosedOpener(text, error.pos[0], said);
        return problem({ file, ...locateOffset(source, error.pos[0]), path: "$" }, "yaml-syntax", {
          kind: "error",
          said,
          opener: opener && { line: opener.line + lineOffset, column: opener.column },
        });
      }),
    };
  }
  const tagProblems: Problem[] = document.warnings.map((warning) => {
    const place = { file, ...locateOffset(source, warning.pos[0]), path: "$" };
    return warning.code === "TAG_RESOLVE_FAILED"
      ? problem(place, "yaml-tag", {
          tag: warning.message.replace(/^Unresolved tag: (tag:yaml\.org,2002:)?/, (_, core) =>
            core ? "!!" : "",
          ),
        })
      : problem(place, "yaml-syntax", { kind: "warning", said: warning.message.split("\n")[0] ?? "" });
  });
  if (tagProblems.length > 0) return { ok: false, problems: tagProblems };
  try {
    source.data = document.toJS({ maxAliasCount });
  } catch (error) {
    if (!(error instanceof ReferenceError)) throw error;
    const alias = excessAlias(document);
    return {
      ok: false,
      problems: [
        problem({ file, ...locateOffset(source, alias?.range?.[0] ?? 0), path: "$" }, "yaml-aliases", {
          limit: maxAliasCount,
          alias: alias?.source ?? "…",
        }),
      ],
    };
  }
  return { ok: true, source };
}

/** Markdown front matter is YAML between `---` lines; its lines are counted from the top of the file. */
function parseMarkdown(file: string, text: string): LoadResult {
  const parts = splitFrontMatter(text);
  if (!parts) {
    return {
      ok: false,
      problems: [problem({ file, line: 1, column: 1, path: "$" }, "front-matter")],
    };
  }
  // The body is the end of the file, after the closing `---` line.
  const bodyLine = positionInText(text, text.length - parts.body.length).line;
  return parseYaml(file, parts.yaml, 1, { text: parts.body, line: bodyLine });
}

/** Parses a content file; bytes that are not text (invalid UTF-8, control characters) are problems too. */
export async function loadContentFile(absolutePath: string, file: string): Promise<LoadResult> {
  return parseContentFile(await readFile(absolutePath), file);
}

/** Parses the bytes of the content file `file` (its name says whether it is Markdown). */
export function parseContentFile(bytes: Buffer, file: string): LoadResult {
  const decoded = decodeUtf8(bytes, file);
  const textProblems = [...decoded.problems, ...findControlCharacters(decoded.text, file)];
  const parsed = file.endsWith(".md") ? parseMarkdown(file, decoded.text) : parseYaml(file, decoded.text, 0);
  if (textProblems.length > 0)
    return { ok: false, problems: [...textProblems, ...(parsed.ok ? [] : parsed.problems)] };
  // Nothing but blanks and comments: said as such, not as a value of the wrong kind.
  if (parsed.ok && !file.endsWith(".md") && parsed.source.data == null)
    return { ok: false, problems: [problem({ file, line: 1, column: 1, path: "$" }, "empty-file")] };
  return parsed;
}
