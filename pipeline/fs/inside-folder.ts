import { isAbsolute, relative, sep } from "node:path";

/** Whether `path` is `folder` or lies below it (both absolute, as the file system names them). */
export function isInsideFolder(folder: string, path: string): boolean {
  const rest = relative(folder, path);
  return rest === "" || (!rest.startsWith(`..${sep}`) && rest !== ".." && !isAbsolute(rest));
}
