import { mkdir, readFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { contentHash, copyIfMissing, publicStem, removeAllBut } from "../fs/public-files.ts";

/**
 * Copies each video that content names into the public media folder under a content-hashed name,
 * and returns the URL of each by its path under content/media.
 */
export async function copyMedia(
  root: string,
  paths: readonly string[],
  publicMediaDir: string,
): Promise<Map<string, string>> {
  await mkdir(publicMediaDir, { recursive: true });
  const urls = new Map<string, string>();
  for (const path of new Set(paths)) {
    const source = join(root, "content/media", path);
    const name = `${publicStem(path)}-${contentHash(await readFile(source))}${extname(path).toLowerCase()}`;
    await copyIfMissing(source, join(publicMediaDir, name));
    urls.set(path, `/media/${name}`);
  }
  await removeAllBut(publicMediaDir, new Set([...urls.values()].map((url) => url.slice("/media/".length))));
  return urls;
}
