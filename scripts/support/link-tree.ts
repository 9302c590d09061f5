import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync } from "node:fs";
import { join } from "node:path";

/**
 * Gives `target` every file under `source` as a hard link (a copy where the two are on different
 * file systems): a thousand files in a few milliseconds. Only for files nothing writes into in
 * place, which would change both names' content: the pipeline writes its cache files and its output
 * as new files renamed into place (pipeline/fs/write-whole.ts) and unlinks before it replaces one,
 * so a copy's build leaves the originals as they were. A missing `source` gives an empty `target`.
 */
export function linkTree(source: string, target: string): void {
  mkdirSync(target, { recursive: true });
  if (!existsSync(source)) return;
  for (const entry of readdirSync(source, { withFileTypes: true })) {
    const from = join(source, entry.name);
    const to = join(target, entry.name);
    if (entry.isDirectory()) linkTree(from, to);
    else if (entry.isFile()) {
      try {
        linkSync(from, to);
      } catch {
        copyFileSync(from, to);
      }
    }
  }
}
