/** Writes the hero visual of every service and industry page and of /products (heroes/). */
import type { Renderer } from "../browser.ts";
import { writeOutput } from "../output.ts";
import { INDUSTRY_SCENES, PRODUCTS_SCENE } from "./industry-scenes.ts";
import { type PageKind, type Scene, sceneJpeg } from "./scene.ts";
import { SERVICE_SCENES } from "./service-scenes.ts";

function scenes(): { kind: PageKind; scene: Scene }[] {
  const of = (kind: PageKind, table: Record<string, Omit<Scene, "file">>) =>
    Object.entries(table).map(([slug, scene]) => ({
      kind,
      scene: { ...scene, file: `heroes/${kind}/${slug}.jpg` },
    }));
  return [
    ...of("services", SERVICE_SCENES),
    ...of("industries", INDUSTRY_SCENES),
    { kind: "products", scene: { ...PRODUCTS_SCENE, file: "heroes/products.jpg" } },
  ];
}

/** Writes heroes/services/<slug>.jpg, heroes/industries/<slug>.jpg and heroes/products.jpg; returns how many. */
export async function writePageVisuals(renderer: Renderer): Promise<number> {
  const all = scenes();
  for (const { kind, scene } of all) await writeOutput(scene.file, await sceneJpeg(renderer, scene, kind));
  return all.length;
}
