import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { repoRoot } from "../../scripts/support/repo-root.ts";

/**
 * Every file under the repository's .cache with its inode, size and modification time: two equal
 * snapshots mean no file there was written, replaced, added or deleted in between.
 */
export function repositoryCacheSnapshot(): Record<string, string> {
  const cache = join(repoRoot, ".cache");
  const files: Record<string, string> = {};
  let names: string[] = [];
  try {
    names = readdirSync(cache, { recursive: true, encoding: "utf8" });
  } catch {
    return files; // no cache yet
  }
  for (const name of names.sort()) {
    const stats = statSync(join(cache, name), { throwIfNoEntry: false });
    if (stats?.isFile()) files[name] = `inode ${stats.ino}, ${stats.size} bytes, modified ${stats.mtimeMs}`;
  }
  return files;
}
