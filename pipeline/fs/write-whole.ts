import { rename, writeFile } from "node:fs/promises";

let written = 0;

/**
 * Writes `file` under a temporary name beside it (`<file>.<pid>-<n>.partial`), then renames it into
 * place: a build stopped halfway leaves no half-written file under the name a later build would
 * take for a finished one, and another process reading it sees the old file or the new one.
 */
export async function writeWhole(file: string, data: string | Uint8Array): Promise<void> {
  const partial = `${file}.${process.pid}-${++written}.partial`;
  await writeFile(partial, data);
  await rename(partial, file);
}
