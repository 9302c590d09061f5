import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname } from "node:path";

/** Writes only when the text differs, so the dev server does not reload for nothing. */
export async function writeIfChanged(path: string, text: string): Promise<boolean> {
  const current = await readFile(path, "utf8").catch(() => undefined);
  if (current === text) return false;
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, text);
  return true;
}
