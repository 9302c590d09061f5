import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const textFile = /\.(html|js|mjs|css|svg|json|xml|txt|webmanifest)$/;

async function* filesBelow(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesBelow(path);
    else yield path;
  }
}

/** Writes `.br` and `.gz` beside every text asset so the server never compresses on the fly. */
export async function precompress(dir: string): Promise<{ files: number }> {
  let files = 0;
  for await (const path of filesBelow(dir)) {
    if (!textFile.test(path)) continue;
    const source = await readFile(path);
    const [br, gz] = await Promise.all([
      brotli(source, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
      }),
      gzipAsync(source, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
    files++;
  }
  return { files };
}

export async function totalBytes(
  dir: string,
  include: (path: string) => boolean = () => true,
): Promise<number> {
  let total = 0;
  for await (const path of filesBelow(dir)) if (include(path)) total += (await stat(path)).size;
  return total;
}
