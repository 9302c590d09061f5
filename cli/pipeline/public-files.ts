import { copyFile, readdir, rm, stat } from "node:fs/promises";
import { join } from "node:path";

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

/** Deletes every file of a public folder not named in `wanted`: outputs of content since changed or gone. */
export async function removeAllBut(dir: string, wanted: ReadonlySet<string>): Promise<void> {
  for (const stale of (await readdir(dir)).filter((name) => !wanted.has(name))) {
    await rm(join(dir, stale), { force: true });
  }
}
