import { mkdir, readdir, rename, rm } from "node:fs/promises";
import { join } from "node:path";

/** A folder moved out of the way; `removed` settles once it is deleted. */
export interface SetAside {
  removed: Promise<void>;
}

/**
 * Moves `dir` into `trashDir` at once and deletes it from there in the background, so the work
 * that rebuilds `dir` does not wait for thousands of files to be unlinked one by one (a ×30 dist/
 * took 9 s to delete). Where the move fails (another file system), `dir` is deleted in place
 * before this returns.
 */
export async function setAside(dir: string, trashDir: string): Promise<SetAside> {
  await mkdir(trashDir, { recursive: true });
  const moved = join(trashDir, `${process.pid}-${Date.now()}`);
  try {
    await rename(dir, moved);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") await rm(dir, { recursive: true, force: true });
  }
  // What a build that stopped halfway left here goes too; another build running beside this one
  // may be deleting it already, so failing to is not this build's problem.
  const leftovers = (await readdir(trashDir)).filter((name) => join(trashDir, name) !== moved);
  const removed = Promise.all([
    rm(moved, { recursive: true, force: true }),
    ...leftovers.map((name) => rm(join(trashDir, name), { recursive: true, force: true }).catch(() => {})),
  ]).then(() => {});
  // Awaited by the caller once its own work is done; until then a failure must not go unhandled.
  removed.catch(() => {});
  return { removed };
}
