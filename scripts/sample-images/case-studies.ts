/** Case study images: a device mockup per case study, its id and title read from content/case-studies/. */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import matter from "gray-matter";
import { parse } from "yaml";
import { CONTENT, type Project } from "./content.ts";
import { renderJpeg, writeOutput } from "./output.ts";
import { mockupSvg } from "./project-screens.ts";

async function loadCaseStudies(): Promise<Project[]> {
  const folder = path.join(CONTENT, "case-studies");
  const files = (await readdir(folder)).filter((file) => file.endsWith(".md")).sort();
  return Promise.all(
    files.map(async (file) => {
      const { matter: frontMatter } = matter(await readFile(path.join(folder, file), "utf8"));
      const data: unknown = parse(frontMatter);
      const record = (typeof data === "object" && data !== null ? data : {}) as Record<string, unknown>;
      const { id, title } = record;
      if (typeof id !== "string" || typeof title !== "string")
        throw new Error(`case-studies/${file}: id and title must be strings`);
      return { id, title };
    }),
  );
}

/** Writes case-studies/<id>.jpg (960 x 640) for every case study and returns how many. */
export async function writeCaseStudyImages(): Promise<number> {
  const studies = await loadCaseStudies();
  for (const study of studies) {
    await writeOutput(`case-studies/${study.id}.jpg`, await renderJpeg(mockupSvg(study)));
  }
  return studies.length;
}
