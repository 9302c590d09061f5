import { realpathSync } from "node:fs";
import { isAbsolute, join, relative, sep } from "node:path";

function inside(folder: string, path: string): boolean {
  const rest = relative(folder, path);
  return rest === "" || (!rest.startsWith(`..${sep}`) && rest !== ".." && !isAbsolute(rest));
}

/** The file a dev-server URL names: under the root, or after /@fs/ the absolute path. */
function fileOf(root: string, url: string): string | undefined {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(url, "http://dev").pathname);
  } catch {
    return undefined;
  }
  return pathname.startsWith("/@fs/") ? join("/", pathname.slice("/@fs".length)) : join(root, pathname);
}

/**
 * Whether a request for a file under content/ (an image the pages show) stays there once its
 * symlinks are followed. Vite checks the path as written, then reads through any symlink, so
 * `content/images/leak.svg → /etc/passwd` (a symlink can come in a pull request) would be served.
 * A path outside content/, or a file that does not exist, is left to Vite.
 */
export function staysInContent(root: string, url: string): boolean {
  const content = join(root, "content");
  const file = fileOf(root, url);
  if (file === undefined || !inside(content, file)) return true;
  let real: string;
  try {
    real = realpathSync(file);
  } catch {
    return true;
  }
  try {
    return inside(realpathSync(content), real);
  } catch {
    return false;
  }
}
