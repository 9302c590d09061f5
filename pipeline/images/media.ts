import { mkdir, writeFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { contentHash, exists, publicStem, removeAllBut } from "../fs/public-files.ts";
import { readUnlinked } from "../load/no-links.ts";

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
    // Read, not copied by path: a copy would follow a symbolic link out of content/.
    const bytes = readUnlinked(root, `content/media/${path}`);
    const name = `${publicStem(path)}-${contentHash(bytes)}${extname(path).toLowerCase()}`;
    const target = join(publicMediaDir, name);
    if (!(await exists(target))) await writeFile(target, bytes);
    urls.set(path, `/media/${name}`);
  }
  await removeAllBut(publicMediaDir, new Set([...urls.values()].map((url) => url.slice("/media/".length))));
  return urls;
}
