import { readdir } from "node:fs/promises";
import { join, relative, sep } from "node:path";

/** Every file below `dir` (a build's client folder), as paths that start with `dir`. */
export async function* filesBelow(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesBelow(path);
    else yield path;
  }
}

/** A file's path below `dir` as a URL path: `/projects/_not-found/index.html`. */
export function urlPath(dir: string, path: string): string {
  return `/${relative(dir, path).split(sep).join("/")}`;
}
