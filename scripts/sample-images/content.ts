/** Reads project ids and titles from content/projects/ and content/project-details/. */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { parse } from "yaml";

export const CONTENT = path.resolve(import.meta.dirname, "../../content");

export interface Project {
  id: string;
  title: string;
}

export async function loadProjects(folder: string): Promise<Project[]> {
  const files = (await readdir(path.join(CONTENT, folder))).filter((file) => file.endsWith(".yaml")).sort();
  return Promise.all(
    files.map(async (file) => {
      const data: unknown = parse(await readFile(path.join(CONTENT, folder, file), "utf8"));
      const record = (typeof data === "object" && data !== null ? data : {}) as Record<string, unknown>;
      const { id, title } = record;
      if (typeof id !== "string" || typeof title !== "string")
        throw new Error(`${folder}/${file}: id and title must be strings`);
      return { id, title };
    }),
  );
}
