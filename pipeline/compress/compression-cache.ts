import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { linkOrCopy } from "../fs/public-files.ts";
import { writeWhole } from "../fs/write-whole.ts";
import type { CompressionLevels } from "./compression-levels.ts";

export const COMPRESSED_EXTENSIONS = [".br", ".gz"] as const;
export type CompressedExtension = (typeof COMPRESSED_EXTENSIONS)[number];

/**
 * The `.br`/`.gz` of every text file the build has compressed, named by the hash of the source
 * and the levels used, so a file whose content is unchanged is never compressed again.
 */
export class CompressionCache {
  private readonly used = new Set<string>();

  constructor(private readonly dir: string) {}

  keyOf(source: Buffer, levels: CompressionLevels): string {
    const hash = createHash("sha256").update(source).digest("hex");
    return `${hash}-b${levels.brotli}g${levels.gzip}`;
  }

  /**
   * Puts the cached outputs of `key` beside `path`; false when either is missing. They are hard
   * links (a copy where the cache is on another file system): a thousand pages' outputs are two
   * thousand files, and a link is one operation where a copy is four. Nothing writes into a file
   * in place, so the cache and the build never change each other's files: a file in the way is
   * unlinked first, and `precompress` writes new outputs under new inodes.
   */
  async restore(key: string, path: string): Promise<boolean> {
    const cached = COMPRESSED_EXTENSIONS.map((extension) => join(this.dir, key + extension));
    if (!cached.every((file) => existsSync(file))) return false;
    await Promise.all(
      COMPRESSED_EXTENSIONS.map((extension, index) => linkOrCopy(cached[index] as string, path + extension)),
    );
    this.used.add(key);
    return true;
  }

  async store(key: string, outputs: Record<CompressedExtension, Buffer>): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    await Promise.all(
      COMPRESSED_EXTENSIONS.map((extension) =>
        writeWhole(join(this.dir, key + extension), outputs[extension]),
      ),
    );
    this.used.add(key);
  }

  /** Deletes the entries no file of this build used (sources that changed or were deleted). */
  async prune(): Promise<number> {
    if (!existsSync(this.dir)) return 0;
    let removed = 0;
    for (const name of await readdir(this.dir)) {
      const key = name.replace(/\.(br|gz)(\.[\d-]+\.partial)?$/, "");
      if (this.used.has(key) && !name.endsWith(".partial")) continue;
      await rm(join(this.dir, name), { force: true });
      removed++;
    }
    return removed;
  }
}
