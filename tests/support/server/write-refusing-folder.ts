import { spawnSync } from "node:child_process";
import {
  chmodSync,
  chownSync,
  closeSync,
  mkdtempSync,
  openSync,
  rmSync,
  statfsSync,
  writeSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { RunAs } from "../../../scripts/support/server-process.ts";

/**
 * A data folder that can be made to refuse writes and then take them again, as really as this
 * machine allows: where the tests may mount (root with CAP_SYS_ADMIN), it is a small tmpfs that is
 * filled to its last byte, a disk that is full (ENOSPC); elsewhere it is made read-only (mode 0555,
 * EACCES) for a server that must then not run as root, since root writes whatever the mode says.
 */
export interface WriteRefusingFolder {
  path: string;
  /** `full`: ENOSPC from a filled tmpfs. `read-only`: EACCES from the folder's mode. */
  how: "full" | "read-only";
  /** Whom the server must run as for the folder to refuse it; unset: as the tests run. */
  runAs: RunAs | undefined;
  refuseWrites(): void;
  allowWrites(): void;
  remove(): void;
}

/** The tmpfs's size: room for an empty store, its WAL and a few submissions. */
const TMPFS_SIZE = "4m";
const FILLER = ".filler";

/** The uid and gid of `nobody`, a user every Debian system has. */
function nobody(): RunAs {
  const id = (flag: string) => spawnSync("id", [flag, "nobody"], { encoding: "utf8" }).stdout.trim();
  return { uid: Number(id("-u")), gid: Number(id("-g")) };
}

/** Writes into `file` until the file system says it is full. */
function fill(file: string): void {
  const chunk = Buffer.alloc(64 * 1024, 1);
  const fd = openSync(file, "w");
  try {
    for (;;) writeSync(fd, chunk);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOSPC") throw error;
    // The last chunk may not fit where a smaller write still would: fill to the last byte.
    for (let size = chunk.length / 2; size >= 1; size /= 2) {
      try {
        for (;;) writeSync(fd, chunk, 0, size);
      } catch {
        // this size no longer fits: try half of it
      }
    }
  } finally {
    closeSync(fd);
  }
}

export function writeRefusingFolder(): WriteRefusingFolder {
  const path = mkdtempSync(join(tmpdir(), "refusing-data-"));
  const mounted =
    spawnSync("mount", ["-t", "tmpfs", "-o", `size=${TMPFS_SIZE},mode=0755`, "tmpfs", path]).status === 0;
  if (mounted) {
    return {
      path,
      how: "full",
      runAs: undefined,
      refuseWrites: () => fill(join(path, FILLER)),
      allowWrites: () => rmSync(join(path, FILLER), { force: true }),
      remove() {
        // Lazily: the server may still hold the store's files open when it was killed.
        spawnSync("umount", ["-l", path]);
        rmSync(path, { recursive: true, force: true });
      },
    };
  }
  const runAs = process.getuid?.() === 0 ? nobody() : undefined;
  if (runAs) chownSync(path, runAs.uid, runAs.gid);
  return {
    path,
    how: "read-only",
    runAs,
    refuseWrites: () => chmodSync(path, 0o555),
    allowWrites: () => chmodSync(path, 0o755),
    remove: () => rmSync(path, { recursive: true, force: true }),
  };
}

/** The bytes still free in the folder's file system, for a test to check that it is full. */
export function freeBytes(path: string): number {
  const stats = statfsSync(path);
  return stats.bavail * stats.bsize;
}
