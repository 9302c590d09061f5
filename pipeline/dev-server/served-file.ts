import { realpathSync } from "node:fs";
import { isAbsolute, join, relative, sep } from "node:path";

function inside(folder: string, path: string): boolean {
  const rest = relative(folder, path);
  return rest === "" || (!rest.startsWith(`..${sep}`) && rest !== ".." && !isAbsolute(rest));
}

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
  return inside(join(root, "content"), file);
}

/**
 * Whether a file of the project is reached through a symbolic link on its way from the root. Vite
 * checks the path as written against `server.fs`, then reads through any link, so `site/leak.txt →
 * /etc/passwd` or `site/db.png → ../data/leads.db` (a one-line change in a pull request) would be
 * served. The project serves no file through a link; a path outside the project, or one that does
 * not exist, is left to Vite's own checks.
 */
export function isThroughLink(root: string, realRoot: string, file: string): boolean {
  if (!inside(root, file)) return false;
  let real: string;
  try {
    real = realpathSync(file);
  } catch {
    return false;
  }
  return real !== join(realRoot, relative(root, file));
}
