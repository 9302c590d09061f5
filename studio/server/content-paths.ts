import { posix } from "node:path";
import { collectionOf } from "./content-tree.ts";

/**
 * `file` when it is a content file the registry knows (a single page file or an entry of a
 * collection), else undefined: the studio writes nothing else, and a path that climbs out of
 * content/ never matches.
 */
export function knownContentFile(file: unknown): string | undefined {
  if (typeof file !== "string" || file.includes("\\") || file.includes("\0")) return undefined;
  if (posix.normalize(file) !== file || file.split("/").includes("..")) return undefined;
  return collectionOf(file) ? file : undefined;
}

/** An image path under content/images (as content names it), else undefined. */
export function imagePath(path: unknown): string | undefined {
  if (typeof path !== "string" || path === "" || path.includes("\\") || path.includes("\0")) return undefined;
  if (path.startsWith("/") || posix.normalize(path) !== path || path.split("/").includes(".."))
    return undefined;
  return path;
}
