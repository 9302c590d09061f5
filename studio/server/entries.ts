import {
  collections,
  MAX_CONTENT_FILE_BYTES,
  type MovePlan,
  type Problem,
  planMove,
  scaffoldEntry,
  validateContent,
} from "../../pipeline/index.ts";
import type { StudioProblem } from "../shared/api-types.ts";
import {
  containedPath,
  contentStats,
  readContentBytesIfAllowed,
  readContentText,
  removeContentFile,
  tooBigRefusal,
  tooBigToOpen,
  writeContentFile,
} from "./content-access.ts";
import { collectionOf, entryFiles } from "./content-tree.ts";
import { readDocument, writeDocument } from "./documents.ts";
import { studioProblem } from "./drafts.ts";

export type EntryResult = { ok: true; file: string } | { ok: false; message: string };

/**
 * A new entry with `site new`'s scaffold (pipeline/authoring) without its comments: the form says
 * what each field is, and comments written for a text editor would stay in the file.
 */
export function createEntry(root: string, collection: string, id: string): EntryResult {
  const scaffold = scaffoldEntry(root, collection, id, { comments: false });
  if (!scaffold.ok) return scaffold;
  writeContentFile(root, scaffold.file, scaffold.text, "new");
  return { ok: true, file: scaffold.file };
}

/** A copy of an entry under a new id: the file's text kept, its id field changed. */
export function duplicateEntry(root: string, file: string, id: string): EntryResult {
  const found = collectionOf(file);
  if (found?.collection.kind !== "entries")
    return { ok: false, message: `${file} is not an entry of a collection` };
  const { collection } = found;
  // The scaffold's checks of the id (its pattern, a free file name) are the ones `site new` makes.
  const free = scaffoldEntry(root, collection.folder, id, { comments: false });
  if (!free.ok) return free;
  const target = `content/${collection.folder}/${id}${file.slice(file.lastIndexOf("."))}`;
  const text = readContentText(root, file);
  const read = readDocument(file, text);
  if (!read.ok) return read;
  const data = { ...(read.document.data as Record<string, unknown>), [collection.idField]: id };
  const written = writeDocument(file, text, { ...read.document, data });
  if (!written.ok) return { ok: false, message: written.reason };
  writeContentFile(root, target, written.text, "new");
  return { ok: true, file: target };
}

export type RenameResult = { ok: true; file: string; renamed: string[] } | { ok: false; message: string };

/**
 * `site mv` from the studio: the entry's file and id renamed, every reference to it changed and a
 * redirect from its old address added, with the same checks and words as the command.
 */
export function renameEntry(root: string, file: string, id: string): RenameResult {
  const found = collectionOf(file);
  if (found?.collection.kind !== "entries" || found.id === undefined)
    return { ok: false, message: `${file} is not an entry of a collection` };
  // A move reads every content file and may write any that refers to the entry: no collection
  // folder or file may be a link or too big to read (contentStats refuses a link), and each file
  // it writes or removes is checked again on the way.
  for (const collection of collections)
    if (collection.kind === "entries") contentStats(root, `content/${collection.folder}`);
  for (const content of contentFiles(root)) {
    const stats = contentStats(root, content);
    if (stats && tooBigToOpen(stats.size)) throw tooBigRefusal(content, stats.size);
  }
  const moved = planMove(root, found.collection.folder, found.id, id);
  if (!moved.ok) return moved;
  writeMove(root, moved);
  const own = moved.renamed.find((rename) => rename.from === file);
  return { ok: true, file: own?.to ?? file, renamed: moved.renamed.map((rename) => rename.from) };
}

/** Every content file the registry knows that is there: the single page files and every entry. */
function contentFiles(root: string): string[] {
  return collections.flatMap((collection) =>
    collection.kind === "single" ? [`content/${collection.file}`] : entryFiles(root, collection),
  );
}

/** pipeline's writeMove, through content-access.ts: every path checked before the first write. */
function writeMove(root: string, plan: MovePlan): void {
  for (const file of [...plan.texts.keys(), ...plan.renamed.map((rename) => rename.from)])
    containedPath(root, file);
  for (const [file, text] of plan.texts) writeContentFile(root, file, text, "either");
  for (const { from } of plan.renamed) removeContentFile(root, from);
}

function key(problem: Problem): string {
  return `${problem.file}:${problem.line}:${problem.column}:${problem.rule}`;
}

/** The problems in other files that deleting `file` would cause: the references to it. */
export async function referrersOf(root: string, file: string): Promise<StudioProblem[]> {
  // A file the studio may not read (a link, too big) is as good as absent for this comparison.
  const read = (path: string) => readContentBytesIfAllowed(root, path, MAX_CONTENT_FILE_BYTES);
  const now = await validateContent(root, undefined, { bytesOf: read });
  const without = await validateContent(root, undefined, {
    bytesOf: (path) => (path === file ? undefined : read(path)),
  });
  const before = new Set(now.problems.map(key));
  return without.problems
    .filter((problem) => problem.file !== file && !before.has(key(problem)))
    .map(studioProblem);
}

export type DeleteResult = { ok: true } | { ok: false; referrers: StudioProblem[]; message: string };

/** Deletes an entry, unless something refers to it and the maintainer has not accepted breaking that. */
export async function deleteEntry(root: string, file: string, acceptBroken: boolean): Promise<DeleteResult> {
  const found = collectionOf(file);
  if (found?.collection.kind !== "entries" || !contentStats(root, file)?.isFile())
    return { ok: false, referrers: [], message: `${file} is not an entry that can be deleted` };
  const referrers = await referrersOf(root, file);
  if (referrers.length > 0 && !acceptBroken)
    return {
      ok: false,
      referrers,
      message: `${referrers.length} reference(s) to this entry would break: change them first, or delete anyway.`,
    };
  removeContentFile(root, file);
  return { ok: true };
}
