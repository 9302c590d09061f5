/**
 * Case study images: the case study's system as its signed-in app on a laptop and a phone, in the
 * colours of a sample client of its kind (mock-sites/designs/index.ts). Ids come from
 * content/case-studies/.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import matter from "gray-matter";
import { parse } from "yaml";
import type { Renderer } from "./browser.ts";
import { CONTENT } from "./content.ts";
import { laptopAndPhone } from "./devices.ts";
import { CASE_STUDY_APPS, DESIGNS } from "./mock-sites/designs/index.ts";
import { writeOutput } from "./output.ts";
import { captureApp, groundOf, jpeg } from "./project-screens.ts";

async function loadCaseStudyIds(): Promise<string[]> {
  const folder = path.join(CONTENT, "case-studies");
  const files = (await readdir(folder)).filter((file) => file.endsWith(".md")).sort();
  return Promise.all(
    files.map(async (file) => {
      const { matter: frontMatter } = matter(await readFile(path.join(folder, file), "utf8"));
      const { id } = (parse(frontMatter) ?? {}) as { id?: unknown };
      if (typeof id !== "string") throw new Error(`case-studies/${file}: id must be a string`);
      return id;
    }),
  );
}

/** Writes case-studies/<id>.jpg (1200 x 800) for every case study and returns how many. */
export async function writeCaseStudyImages(renderer: Renderer): Promise<number> {
  const ids = await loadCaseStudyIds();
  for (const [index, id] of ids.entries()) {
    const { design, app } = CASE_STUDY_APPS[id] ?? {
      design: DESIGNS[index % DESIGNS.length],
      app: "portal" as const,
    };
    if (!design) continue;
    const { desktop, mobile } = await captureApp(renderer, design, app);
    const image = await laptopAndPhone(renderer, { desktop, mobile, ground: groundOf(design) });
    await writeOutput(`case-studies/${id}.jpg`, await jpeg(image, 1200, 800));
  }
  return ids.length;
}
