import { realpathSync } from "node:fs";
import { join, relative } from "node:path";
import { isInsideFolder } from "../fs/inside-folder.ts";

/**
 * The file a dev-server URL names, as Vite finds it: the path decoded (`evil%2esvg` is `evil.svg`),
 * under the root, or after /@fs/ the absolute path; undefined when the URL does not decode.
 */
export function servedFile(root: string, url: string): string | undefined {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(url, "http://dev").pathname);
  } catch {
    return undefined;
  }
  return pathname.startsWith("/@fs/") ? join("/", pathname.slice("/@fs".length)) : join(root, pathname);
}

/** Whether `file` is under the project's content/ folder: a file other people wrote. */
export function isContentFile(root: string, file: string): boolean {
  return isInsideFolder(join(root, "content"), file);
}

/**
 * The folders a project may hold as symbolic links to elsewhere (installed packages, and the shared
 * folders a temporary copy of the project links to the repository's); the dev server serves what
 * lies in their targets.
 */
export const LINKED_FOLDERS = ["node_modules", "contracts", "schemas", "site/styles"];

/** The real folders a link of the project may lead into: the root and LINKED_FOLDERS' targets. */
export function servedFolders(root: string): string[] {
  const folders = [realpathSync(root)];
  for (const folder of LINKED_FOLDERS) {
    try {
      folders.push(realpathSync(join(root, folder)));
    } catch {
      // not in this project
    }
  }
  return folders;
}

/**
 * Whether a file of the project is reached through a symbolic link that leads out of what the dev
 * server serves. Vite checks the path as written against `server.fs`, then reads through any link,
 * so `site/leak.txt → /etc/passwd` or `site/db.png → ../data/leads.db` (a one-line change in a pull
 * request) would be served. A link is followed only into the targets of the project's own linked
 * folders (`servedFolders`); a path outside the project, or one that does not exist, is left to
 * Vite's own checks.
 */
export function isLinkedAway(root: string, folders: readonly string[], file: string): boolean {
  if (!isInsideFolder(root, file)) return false;
  let real: string;
  try {
    real = realpathSync(file);
  } catch {
    return false;
  }
  const [realRoot = root, ...linked] = folders;
  if (real === join(realRoot, relative(root, file))) return false;
  return !linked.some((folder) => isInsideFolder(folder, real));
}
