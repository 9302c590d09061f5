import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { type Collection, collections } from "../collections.ts";
import { type Problem, problem } from "../problems/problems.ts";
import type { CheckedFile } from "../validate/file-check.ts";
import type { FormattedValue } from "../validate/schema-walk.ts";
import { MAX_CONTENT_FILE_BYTES } from "./content-limits.ts";
import { readUnlinked, SymbolicLinkError, symbolicLinksUnder } from "./no-links.ts";
import type { SourceFile } from "./source-file.ts";

export interface CollectionFiles {
  collection: Collection;
  sources: SourceFile[];
}

export interface ContentRead {
  collections: CollectionFiles[];
  /** Each file's own problems (syntax, schema), and required files that are missing. */
  problems: Problem[];
  /** The values in a pipeline format of each parsed file. */
  formatted: Map<SourceFile, FormattedValue[]>;
  filesChecked: number;
}

/** Checks one content file on its own (parse, schema). */
export type FileChecker = (bytes: Buffer, file: string, collection: Collection) => CheckedFile;

/**
 * The bytes of a content file (`content/…`), undefined when it does not exist: read from the disk
 * by a build, from memory by the live engine (pipeline/live/), which reads a file again only once
 * it changed.
 */
export type ContentBytes = (file: string) => Buffer | undefined;

async function listEntryFiles(folder: string, extensions: readonly string[]): Promise<string[]> {
  try {
    // Symbolic links are not listed (readContent reports them), nor read through.
    const entries = await readdir(folder, { withFileTypes: true });
    return entries
      .filter((entry) => !entry.isSymbolicLink())
      .map((entry) => entry.name)
      .filter((name) => extensions.some((extension) => name.endsWith(extension)))
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

function filesOf(collection: Collection, contentDir: string): Promise<string[]> {
  if (collection.kind === "single") return Promise.resolve([collection.file]);
  return listEntryFiles(join(contentDir, collection.folder), collection.extensions).then((names) =>
    names.map((name) => `${collection.folder}/${name}`),
  );
}

/**
 * The file's bytes, or undefined when it does not exist. Read synchronously: for two thousand
 * small files, the thread pool's round trips cost more CPU than the reads.
 */
export function bytesOnDisk(root: string): ContentBytes {
  return (file) => {
    try {
      return readUnlinked(root, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT" || error instanceof SymbolicLinkError)
        return undefined;
      throw error;
    }
  };
}

function sizeText(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * Reads every content file of every collection and checks each with `checkFile`; a file that
 * fails to parse is a problem, not a stop. A symbolic link anywhere under content/ is a problem
 * and is never read; a file over MAX_CONTENT_FILE_BYTES is a problem and is not parsed.
 */
export async function readContent(
  root: string,
  checkFile: FileChecker,
  bytesOf: ContentBytes = bytesOnDisk(root),
): Promise<ContentRead> {
  const contentDir = join(root, "content");
  const links = symbolicLinksUnder(root);
  const problems: Problem[] = links.map((link) =>
    problem({ file: link, line: 1, column: 1, path: "$" }, "symbolic-link"),
  );
  const throughLink = (file: string) => links.some((link) => file === link || file.startsWith(`${link}/`));
  const formatted = new Map<SourceFile, FormattedValue[]>();
  let filesChecked = 0;
  const read = await Promise.all(
    collections.map(async (collection): Promise<CollectionFiles> => {
      const relatives = await filesOf(collection, contentDir);
      const sources: SourceFile[] = [];
      for (const relative of relatives) {
        const file = `content/${relative}`;
        if (throughLink(file)) continue;
        const bytes = bytesOf(file);
        if (bytes === undefined && collection.kind === "single" && collection.optional) continue;
        filesChecked++;
        if (bytes === undefined) {
          problems.push(problem({ file, line: 1, column: 1, path: "$" }, "missing-file"));
          continue;
        }
        if (bytes.length > MAX_CONTENT_FILE_BYTES) {
          problems.push(
            problem({ file, line: 1, column: 1, path: "$" }, "file-too-large", {
              size: sizeText(bytes.length),
              limit: sizeText(MAX_CONTENT_FILE_BYTES),
            }),
          );
          continue;
        }
        const { check, source } = checkFile(bytes, file, collection);
        problems.push(...check.problems);
        if (source === undefined || !check.parsed) continue;
        sources.push(source);
        formatted.set(source, check.formatted);
      }
      return { collection, sources };
    }),
  );
  return { collections: read, problems, formatted, filesChecked };
}
