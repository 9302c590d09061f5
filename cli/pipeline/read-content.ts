import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { type Collection, collections } from "./collections.ts";
import { loadContentFile } from "./load.ts";
import type { Problem } from "./problems.ts";
import type { SourceFile } from "./source-file.ts";

export interface CollectionFiles {
  collection: Collection;
  sources: SourceFile[];
}

export interface ContentRead {
  collections: CollectionFiles[];
  problems: Problem[];
  filesChecked: number;
}

async function listEntryFiles(folder: string, extensions: readonly string[]): Promise<string[]> {
  try {
    const names = await readdir(folder);
    return names.filter((name) => extensions.some((extension) => name.endsWith(extension))).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

function filesOf(collection: Collection, contentDir: string): Promise<string[]> {
  if (collection.kind === "single") return Promise.resolve([collection.file]);
  return listEntryFiles(join(contentDir, collection.folder), collection.extensions).then((names) =>
    names.map((name) => `${collection.folder}/${name}`),
  );
}

/** Reads and parses every content file of every collection; a file that fails to parse is a problem, not a stop. */
export async function readContent(root: string): Promise<ContentRead> {
  const contentDir = join(root, "content");
  const problems: Problem[] = [];
  let filesChecked = 0;
  const read = await Promise.all(
    collections.map(async (collection): Promise<CollectionFiles> => {
      const sources: SourceFile[] = [];
      for (const relative of await filesOf(collection, contentDir)) {
        const file = `content/${relative}`;
        filesChecked++;
        let result: Awaited<ReturnType<typeof loadContentFile>>;
        try {
          result = await loadContentFile(join(contentDir, relative), file);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
          problems.push({
            file,
            line: 1,
            column: 1,
            path: "$",
            rule: "missing-file",
            message: `required content file is missing`,
          });
          continue;
        }
        if (result.ok) sources.push(result.source);
        else problems.push(...result.problems);
      }
      return { collection, sources };
    }),
  );
  return { collections: read, problems, filesChecked };
}
