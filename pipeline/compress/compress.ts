import { readFile, rm, stat, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { relative, sep } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { isNotFoundPage } from "../../contracts/not-found.ts";
import { filesBelow, urlPath } from "../fs/built-files.ts";
import { runPool } from "../fs/pool.ts";
import { COMPRESSED_EXTENSIONS, type CompressedExtension, CompressionCache } from "./compression-cache.ts";
import { type CompressionLevels, levelsFor } from "./compression-levels.ts";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const textFile = /\.(html|js|mjs|css|svg|json|xml|txt|webmanifest)$/;

export interface CompressResult {
  /** Text files that have a `.br` and a `.gz` beside them. */
  files: number;
  compressed: number;
  reused: number;
  /** `.br`/`.gz` files removed because their source is gone. */
  removed: number;
}

function sourceOf(path: string): string | undefined {
  const extension = COMPRESSED_EXTENSIONS.find((candidate) => path.endsWith(candidate));
  return extension === undefined ? undefined : path.slice(0, -extension.length);
}

/** zlib's asynchronous calls run on libuv's thread pool, so files in flight compress in parallel. */
async function compress(
  source: Buffer,
  levels: CompressionLevels,
): Promise<Record<CompressedExtension, Buffer>> {
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: levels.brotli,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipAsync(source, { level: levels.gzip }),
  ]);
  return { ".br": br, ".gz": gz };
}

/**
 * Writes `.br` and `.gz` beside every text asset so the server never compresses on the fly, except
 * beside not-found pages, whose text the server completes per request.
 * Outputs of a source whose content was compressed before come from `cacheDir`; outputs whose
 * source is gone are removed.
 */
export async function precompress(dir: string, cacheDir: string): Promise<CompressResult> {
  const sources: string[] = [];
  const outputs: string[] = [];
  for await (const path of filesBelow(dir)) {
    if (textFile.test(path) && !isNotFoundPage(urlPath(dir, path))) sources.push(path);
    else if (sourceOf(path) !== undefined) outputs.push(path);
  }
  const sourceSet = new Set(sources);
  const orphans = outputs.filter((path) => !sourceSet.has(sourceOf(path) as string));
  await Promise.all(orphans.map((path) => rm(path, { force: true })));

  const cache = new CompressionCache(cacheDir);
  let compressed = 0;
  let reused = 0;
  // The first file of each content (by key) restores or compresses it; files with the same content
  // wait for it and then copy from the cache, so no two writers race on one cache entry.
  const firstOfKey = new Map<string, Promise<void>>();
  const restoreOrCompress = async (key: string, path: string, source: Buffer, levels: CompressionLevels) => {
    if (await cache.restore(key, path)) {
      reused++;
      return;
    }
    const result = await compress(source, levels);
    await Promise.all(
      COMPRESSED_EXTENSIONS.map(async (extension) => {
        // Unlinked, not overwritten: an earlier output here may be a hard link into the cache.
        await rm(path + extension, { force: true });
        await writeFile(path + extension, result[extension]);
      }),
    );
    await cache.store(key, result);
    compressed++;
  };
  // Twice the cores: while some files wait on the disk, others compress.
  await runPool(sources, availableParallelism() * 2, async (path) => {
    const source = await readFile(path);
    const levels = levelsFor(relative(dir, path).split(sep).join("/"));
    const key = cache.keyOf(source, levels);
    const first = firstOfKey.get(key);
    if (first === undefined) {
      const work = restoreOrCompress(key, path, source, levels);
      firstOfKey.set(key, work);
      await work;
      return;
    }
    await first;
    await restoreOrCompress(key, path, source, levels);
  });
  await cache.prune();
  return { files: sources.length, compressed, reused, removed: orphans.length };
}

export async function totalBytes(
  dir: string,
  include: (path: string) => boolean = () => true,
): Promise<number> {
  let total = 0;
  for await (const path of filesBelow(dir)) if (include(path)) total += (await stat(path)).size;
  return total;
}
