import { parseContentFile } from "../load/load.ts";
import { type MarkdownLink, markdownLinks } from "../load/markdown-links.ts";
import type { SourceFile } from "../load/source-file.ts";
import { checkBodyHtml } from "../markdown/body-html-check.ts";
import type { Problem } from "../problems/problems.ts";
import { checkAgainstSchema } from "./schema-check.ts";
import { type FormattedValue, findFormattedValues, schemaAt } from "./schema-walk.ts";
import type { SchemaSet } from "./schemas.ts";

/**
 * What checking one content file on its own found: plain data, so the validation cache can keep
 * it. The checks across files (ids, links, titles) are not here: they run over every file each time.
 */
export type FileCheck =
  | { parsed: false; problems: Problem[] }
  | {
      parsed: true;
      data: unknown;
      body?: string;
      bodyLine?: number;
      /** The body's link targets, found once per content of the file. */
      bodyLinks?: MarkdownLink[];
      lineOffset: number;
      /** The schema's problems, and the warnings of what the page leaves out of the body. */
      problems: Problem[];
      /** Values in a pipeline format (images, routes, icons, media), for the checks across files. */
      formatted: FormattedValue[];
    };

/** A file's check, and its source when it parsed. */
export interface CheckedFile {
  check: FileCheck;
  source?: SourceFile;
}

/** Parses `bytes` (the content file `file`) and checks it against the schema `schemaName`. */
export function checkFile(bytes: Buffer, file: string, schemaName: string, schemas: SchemaSet): FileCheck {
  const loaded = parseContentFile(bytes, file);
  if (!loaded.ok) return { parsed: false, problems: loaded.problems };
  const { source } = loaded;
  const problems = checkAgainstSchema(source, schemas.validator(schemaName), (segments) =>
    schemaAt(schemas, schemaName, segments),
  );
  if (source.body !== undefined) problems.push(...checkBodyHtml(file, source.body, source.bodyLine ?? 1));
  const formatted = findFormattedValues(schemas, schemaName, source.data);
  const { data, body, bodyLine, lineOffset } = source;
  return {
    parsed: true,
    data,
    ...(body === undefined ? {} : { body, bodyLine, bodyLinks: markdownLinks(body) }),
    lineOffset,
    problems,
    formatted,
  };
}

/**
 * The source of a checked file: its data is the check's, and it is parsed again only if a check
 * across files needs a line of it (a duplicate id, a broken link).
 */
export function sourceOfCached(
  bytes: Buffer,
  file: string,
  check: Extract<FileCheck, { parsed: true }>,
): SourceFile {
  let parsed: SourceFile | undefined;
  const reparsed = (): SourceFile => {
    if (parsed) return parsed;
    const loaded = parseContentFile(bytes, file);
    if (!loaded.ok) throw new Error(`${file} parsed when it was checked, and does not now`);
    parsed = loaded.source;
    return parsed;
  };
  return {
    file,
    data: check.data,
    ...(check.body === undefined
      ? {}
      : { body: check.body, bodyLine: check.bodyLine, bodyLinks: check.bodyLinks }),
    lineOffset: check.lineOffset,
    get document() {
      return reparsed().document;
    },
    get lineCounter() {
      return reparsed().lineCounter;
    },
  };
}
