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

/**
 * The bytes of `relative` (a path from `root`, such as `content/images/a.png`), read only when
 * neither it nor any folder on its way from `root` is a symbolic link. A missing file throws ENOENT.
 */
export function readUnlinked(root: string, relative: string): Buffer {
  const parts = relative.split("/");
  for (let index = 1; index < parts.length; index++) {
    const folder = parts.slice(0, index).join("/");
    if (lstatSync(join(root, folder)).isSymbolicLink()) throw new SymbolicLinkError(folder);
  }
  let descriptor: number;
  try {
    // O_NOFOLLOW: the file itself is refused if it is a link, even one made after the checks above.
    descriptor = openSync(join(root, relative), constants.O_RDONLY | constants.O_NOFOLLOW);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ELOOP") throw new SymbolicLinkError(relative);
    throw error;
  }
  try {
    if (!fstatSync(descriptor).isFile())
      throw Object.assign(new Error(`${relative} is no file`), { code: "EISDIR" });
    return readFileSync(descriptor);
  } finally {
    closeSync(descriptor);
  }
}
