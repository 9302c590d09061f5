import { rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { threadId } from "node:worker_threads";

/**
 * One page of SQLite's default size: what the store needs free to take the next submission. A
 * smaller file could fit where no page does (in a file system's last fragment, or in the inode).
 */
const PROBE = Buffer.alloc(4096);

let probes = 0;

/**
 * Resolves when a new page can be written in `dir`: writes a small file there and removes it.
 * Rejects saying why not when the disk is full (ENOSPC), the file system is read-only (EROFS) or
 * the folder cannot be written (EACCES). About as costly as one small submission, so a readiness
 * check may call it every few seconds; each probe has a name of its own, so probes at once never
 * meet.
 */
export async function checkWritable(dir: string): Promise<void> {
  probes += 1;
  const file = join(dir, `.write-probe-${process.pid}-${threadId}-${probes}`);
  try {
    await writeFile(file, PROBE, { flag: "wx" });
  } catch (error) {
    throw new Error(
      `the data folder ${dir} refuses writes: ${error instanceof Error ? error.message : error}`,
    );
  } finally {
    await rm(file, { force: true });
  }
}
