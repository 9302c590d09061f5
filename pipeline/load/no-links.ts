import {
  closeSync,
  constants,
  type Dirent,
  fstatSync,
  lstatSync,
  openSync,
  readdirSync,
  readFileSync,
} from "node:fs";
import { join } from "node:path";

/**
 * Content arrives from other people (pull requests too), and a symbolic link in it could make the
 * tools read any file of the machine (`content/images/site/leak.svg -> /etc/passwd`). The tools
 * read content/ through these functions only, which never follow a link: every link is a problem
 * `site validate` reports (symbolicLinksUnder), and a read through one fails.
 */

/** Every symbolic link under `root`'s `folder` (a file's or a folder's), by path from `root`; none is followed. */
export function symbolicLinksUnder(root: string, folder = "content"): string[] {
  const links: string[] = [];
  const walk = (relative: string): void => {
    let entries: Dirent[];
    try {
      if (lstatSync(join(root, relative)).isSymbolicLink()) return void links.push(relative);
      entries = readdirSync(join(root, relative), { withFileTypes: true });
    } catch (error) {
      if (["ENOENT", "ENOTDIR"].includes((error as NodeJS.ErrnoException).code ?? "")) return;
      throw error;
    }
    for (const entry of entries) {
      const path = `${relative}/${entry.name}`;
      if (entry.isSymbolicLink()) links.push(path);
      else if (entry.isDirectory()) walk(path);
    }
  };
  walk(folder);
  return links.sort();
}

/** An error a read through a symbolic link fails with. */
export class SymbolicLinkError extends Error {
  readonly code = "ELOOP";
  constructor(readonly path: string) {
    super(`${path} is a symbolic link: content is never read through one`);
  }
}

/** An error a read of a file bigger than the reader takes fails with, before any of it is read. */
export class FileTooLargeError extends Error {
  readonly code = "EFBIG";
  constructor(
    readonly path: string,
    readonly size: number,
  ) {
    super(`${path} is ${size} bytes: more than is read`);
  }
}

// A FIFO planted in content/ would otherwise block an open for reading.
const NO_BLOCK = constants.O_NONBLOCK ?? 0;

/**
 * The bytes of `relative` (a path from `root`, such as `content/images/a.png`), read only when
 * neither it nor any folder on its way from `root` is a symbolic link, and when it is a file of at
 * most `maxBytes` (else FileTooLargeError, before it is read). A missing file throws ENOENT.
 */
export function readUnlinked(root: string, relative: string, maxBytes = Number.POSITIVE_INFINITY): Buffer {
  const parts = relative.split("/");
  for (let index = 1; index < parts.length; index++) {
    const folder = parts.slice(0, index).join("/");
    if (lstatSync(join(root, folder)).isSymbolicLink()) throw new SymbolicLinkError(folder);
  }
  let descriptor: number;
  try {
    // O_NOFOLLOW: the file itself is refused if it is a link, even one made after the checks above.
    descriptor = openSync(join(root, relative), constants.O_RDONLY | constants.O_NOFOLLOW | NO_BLOCK);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ELOOP") throw new SymbolicLinkError(relative);
    throw error;
  }
  try {
    const stats = fstatSync(descriptor);
    if (!stats.isFile()) throw Object.assign(new Error(`${relative} is no file`), { code: "EISDIR" });
    if (stats.size > maxBytes) throw new FileTooLargeError(relative, stats.size);
    return readFileSync(descriptor);
  } finally {
    closeSync(descriptor);
  }
}
