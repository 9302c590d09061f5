import { createHash } from "node:crypto";
import { copyFile, link, readdir, rm, stat } from "node:fs/promises";
import { basename, extname, join } from "node:path";

/** The first `length` hex digits of the SHA-256 of `data`: the hash part of a public name. */
export const contentHash = (data: Buffer | string, length = 10): string =>
  createHash("sha256").update(data).digest("hex").slice(0, length);

/** The readable part of a public name: the source file's name without extension, in URL-safe lower case. */
export function publicStem(path: string): string {
  return basename(path, extname(path))
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, "-");
}

export function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/**
 * Copies a cached or source file into a public folder unless the target is there already: public
 * names carry a hash of their content, so a file under the name is the right one.
 */
export async function copyIfMissing(source: string, target: string): Promise<void> {
  if (!(await exists(target))) await copyFile(source, target);
}

/**
 * `target` becomes a hard link to `source`, or a copy where linking is not possible (another file
 * system); whatever was at `target` goes first. Says which it made.
 */
export async function linkOrCopy(source: string, target: string): Promise<"linked" | "copied"> {
  await rm(target, { force: true });
  try {
    await link(source, target);
    return "linked";
  } catch {
    await copyFile(source, target);
    return "copied";
  }
}

/** Deletes every file of a public folder not named in `wanted`: outputs of content since changed or gone. */
export async function removeAllBut(dir: string, wanted: ReadonlySet<string>): Promise<void> {
  for (const stale of (await readdir(dir)).filter((name) => !wanted.has(name))) {
    await rm(join(dir, stale), { force: true });
  }
}
