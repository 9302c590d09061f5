import { existsSync } from "node:fs";
import { join } from "node:path";
import type { ImageAsset } from "../../contracts/image-asset.ts";
import { generateModules } from "../../pipeline/generate/generate.ts";
import { listClientLogos } from "../../pipeline/images/client-logos.ts";
import { imageRequests } from "../../pipeline/images/image-requests.ts";
import { imageKey } from "../../pipeline/images/images.ts";
import { errorsOf, type Problem } from "../../pipeline/problems/problems.ts";
import { validateContent } from "../../pipeline/validate/validate.ts";

/** An image as the type checker sees it: the shape of a processed one, nothing encoded. */
const UNPROCESSED: ImageAsset = { src: "", srcset: "", width: 0, height: 0, sources: [], placeholder: "" };

export type TypecheckModules =
  | { outcome: "kept" }
  | { outcome: "written" }
  | { outcome: "content-problems"; problems: Problem[] };

/**
 * Pages and browser tests import site/generated/, which only a build writes. On a fresh clone
 * this writes it for the type checker, in seconds: the same modules from the same content, but
 * no image is processed (each is UNPROCESSED), no social image rendered (the head then has no og:image) and no video copied. Generated modules already
 * there are kept; `site build` and `site dev` rewrite them all before any page is rendered.
 */
export async function writeTypecheckModules(root: string): Promise<TypecheckModules> {
  if (existsSync(join(root, "site/generated/routes.json"))) return { outcome: "kept" };
  const validation = await validateContent(root);
  if (errorsOf(validation.problems).length > 0) {
    return { outcome: "content-problems", problems: errorsOf(validation.problems) };
  }
  const clientLogos = await listClientLogos(root);
  const images = new Map(
    imageRequests(validation, clientLogos).map((request) => [imageKey(request), UNPROCESSED]),
  );
  await generateModules(root, validation, { images, media: new Map(), clientLogos, socialImages: new Map() });
  return { outcome: "written" };
}
