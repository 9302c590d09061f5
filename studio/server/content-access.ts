import {
  closeSync,
  constants,
  lstatSync,
  mkdirSync,
  openSync,
  realpathSync,
  type Stats,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { join, posix, sep } from "node:path";
import {
  FileTooLargeError,
  isInsideFolder,
  MAX_CONTENT_FILE_BYTES,
  readUnlinked,
  SymbolicLinkError,
} from "../../pipeline/index.ts";

/**
 * The one way the studio's server touches a path under content/: content files come from other
 * people (agencies, pull requests) and may hold symbolic links, so every path is walked from
 * content/ down, and a link anywhere on it, or a real path that lands outside content/, is refused
 * before anything is read or written. The last component is also opened with O_NOFOLLOW (reads by
 * the engine's readUnlinked), so a link swapped in between the check and the use is not followed.
 */

export type RefusalStatus = 403 | 404 | 422;

/** A path the studio will not touch, with the sentence that says why (the routes answer it as is). */
export class RefusedPath extends Error {
  constructor(
    message: string,
    readonly status: RefusalStatus,
  ) {
    super(message);
    this.name = "RefusedPath";
  }
}

// Absent on Windows, where the flags are ignored and the checks before the open stand alone.
const NO_FOLLOW = constants.O_NOFOLLOW ?? 0;

function lstatOrUndefined(path: string): Stats | undefined {
  try {
    return lstatSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

function realContentFolder(root: string): string {
  const content = join(root, "content");
  if (lstatSync(content).isSymbolicLink())
    throw new RefusedPath("content/ is a link to another folder: the studio does not open it.", 403);
  return realpathSync(content);
}

function linkRefusal(root: string, link: string, relative: string, realContent: string): RefusedPath {
  let target: string | undefined;
  try {
    target = realpathSync(join(root, link));
  } catch {
    target = undefined;
  }
  const what = link === relative ? link : `${link} (on the way to ${relative})`;
  if (target !== undefined && isInsideFolder(realContent, target))
    return new RefusedPath(
      `${what} is a link to another place in content/: the studio opens only real files and folders.`,
      403,
    );
  return new RefusedPath(
    `${what} is a link to somewhere outside content/: the studio does not open it.`,
    403,
  );
}

export interface ContainedPath {
  /** The absolute path, as the project names it (root joined with the relative path). */
  path: string;
  /** What is there now, read without following a link; undefined when nothing is (yet). */
  stats: Stats | undefined;
}

/**
 * `relative` (a path from the project root under content/, such as `content/services/ai-ml.yaml`)
 * checked: no component from content/ down is a link, and the real path of the file, or of its
 * nearest existing folder for a file to be made, is inside content/. Throws a RefusedPath otherwise.
 */
export function containedPath(root: string, relative: string): ContainedPath {
  if (
    !relative.startsWith("content/") ||
    relative.includes("\\") ||
    relative.includes("\0") ||
    posix.normalize(relative) !== relative ||
    relative.split("/").includes("..")
  )
    throw new RefusedPath(`${relative} is not a path under content/.`, 404);
  const realContent = realContentFolder(root);
  const parts = relative.split("/").filter((part) => part !== "");
  let walked = "content";
  let stats: Stats | undefined;
  for (const [index, part] of parts.slice(1).entries()) {
    walked = `${walked}/${part}`;
    stats = lstatOrUndefined(join(root, walked));
    if (stats === undefined) break;
    if (stats.isSymbolicLink()) throw linkRefusal(root, walked, relative, realContent);
    const last = index === parts.length - 2;
    if (!last && !stats.isDirectory()) throw new RefusedPath(`${walked} is not a folder.`, 404);
  }
  // Belt and braces: what the walk stopped at must really be inside content/ (a bind mount or a
  // link in a component the walk did not see would show here).
  const existing = stats === undefined ? walked.slice(0, walked.lastIndexOf("/")) : walked;
  if (!isInsideFolder(realContent, realpathSync(join(root, existing))))
    throw new RefusedPath(`${relative} is outside content/: the studio does not open it.`, 403);
  return { path: join(root, relative), stats };
}

/** "29 MB", "1.5 MB": a size as a person reads it. */
export function megabytes(bytes: number): string {
  const value = bytes / (1024 * 1024);
  return `${value >= 10 || Number.isInteger(value) ? Math.round(value) : value.toFixed(1)} MB`;
}

/** Whether a content file is too big for the studio to parse (it is then listed, never read). */
export function tooBigToOpen(size: number): boolean {
  return size > MAX_CONTENT_FILE_BYTES;
}

export function tooBigRefusal(relative: string, size: number): RefusedPath {
  return new RefusedPath(
    `${relative} is ${megabytes(size)}; the studio opens files up to ${megabytes(MAX_CONTENT_FILE_BYTES)}. Make it smaller in a text editor.`,
    422,
  );
}

/**
 * The bytes of a regular file under content/, read by the engine's reader (no link on the way, the
 * file itself opened without following one). `maxBytes` refuses a bigger file before reading it
 * (content files: MAX_CONTENT_FILE_BYTES).
 */
export function readContentBytes(
  root: string,
  relative: string,
  maxBytes = Number.POSITIVE_INFINITY,
): Buffer {
  const { stats } = containedPath(root, relative);
  if (!stats?.isFile()) throw new RefusedPath(`No such file: ${relative}.`, 404);
  try {
    return readUnlinked(root, relative, maxBytes);
  } catch (error) {
    if (error instanceof FileTooLargeError) throw tooBigRefusal(relative, error.size);
    if (error instanceof SymbolicLinkError)
      throw new RefusedPath(`${relative} is a link: the studio opens only real files.`, 403);
    if ((error as NodeJS.ErrnoException).code === "EISDIR")
      throw new RefusedPath(`No such file: ${relative}.`, 404);
    throw error;
  }
}

/** The text of a content file (YAML or Markdown), refused when it is over MAX_CONTENT_FILE_BYTES. */
export function readContentText(root: string, relative: string): string {
  return readContentBytes(root, relative, MAX_CONTENT_FILE_BYTES).toString("utf8");
}

/** The bytes, or undefined when the studio may not read them (a link, too big, missing). */
export function readContentBytesIfAllowed(
  root: string,
  relative: string,
  maxBytes: number,
): Buffer | undefined {
  try {
    return readContentBytes(root, relative, maxBytes);
  } catch (error) {
    if (error instanceof RefusedPath || (error as NodeJS.ErrnoException).code !== undefined) return undefined;
    throw error;
  }
}

/** The text of a content file, or undefined when the studio may not read it (a link, too big, missing). */
export function readContentTextIfAllowed(root: string, relative: string): string | undefined {
  return readContentBytesIfAllowed(root, relative, MAX_CONTENT_FILE_BYTES)?.toString("utf8");
}

/** How a write treats a file already there: `new` refuses one, `existing` needs one, `either` takes both. */
export type WriteMode = "new" | "existing" | "either";

const WRITE_FLAGS: Record<WriteMode, number> = {
  new: constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL,
  existing: constants.O_WRONLY | constants.O_TRUNC,
  either: constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC,
};

/** Writes a file under content/ (its folders made first when missing), never through a link. */
export function writeContentFile(
  root: string,
  relative: string,
  data: string | Uint8Array,
  mode: WriteMode,
): void {
  const { path, stats } = containedPath(root, relative);
  if (stats !== undefined && !stats.isFile()) throw new RefusedPath(`${relative} is not a file.`, 403);
  if (mode === "existing" && stats === undefined) throw new RefusedPath(`No such file: ${relative}.`, 404);
  mkdirSync(path.slice(0, path.lastIndexOf(sep)), { recursive: true });
  const fd = openSync(path, WRITE_FLAGS[mode] | NO_FOLLOW, 0o644);
  try {
    writeFileSync(fd, data);
  } finally {
    closeSync(fd);
  }
}

/** Removes a file under content/; a link is refused, never followed. */
export function removeContentFile(root: string, relative: string): void {
  const { path, stats } = containedPath(root, relative);
  if (stats === undefined) throw new RefusedPath(`No such file: ${relative}.`, 404);
  if (!stats.isFile()) throw new RefusedPath(`${relative} is not a file.`, 403);
  unlinkSync(path);
}

/** What is at a path under content/, read without following a link; undefined when nothing is. */
export function contentStats(root: string, relative: string): Stats | undefined {
  return containedPath(root, relative).stats;
}
