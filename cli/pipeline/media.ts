import { createHash } from "node:crypto";
import { mkdir, readFile } from "node:fs/promises";
import { basename, extname, join } from "node:path";
import { copyIfMissing, removeAllBut } from "./public-files.ts";

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
    const hash = createHash("sha256")
      .update(await readFile(source))
      .digest("hex")
      .slice(0, 10);
    const name = `${basename(path, extname(path))
      .toLowerCase()
      .replace(/[^a-z0-9-]+/g, "-")}-${hash}${extname(path).toLowerCase()}`;
    await copyIfMissing(source, join(publicMediaDir, name));
    urls.set(path, `/media/${name}`);
  }
  await removeAllBut(publicMediaDir, new Set([...urls.values()].map((url) => url.slice("/media/".length))));
  return urls;
}
