import { join } from "node:path";
import type { ValidationResult } from "../validate/validate.ts";
import { loadBrand } from "./brand.ts";
import { socialPages } from "./pages.ts";
import { renderSocialImages, type SocialImageStageResult } from "./social-images.ts";

/** The build's social stage: a preview image for every route of the route table. */
export async function socialImageStage(
  root: string,
  validation: ValidationResult,
): Promise<SocialImageStageResult> {
  const site = validation.collections.find(({ collection }) => collection.name === "site")?.sources[0]
    ?.data as { name: string; url: string } | undefined;
  if (!site) throw new Error("site.yaml is missing: the social stage runs only on validated content");
  const brand = await loadBrand(root, site);
  return renderSocialImages(
    root,
    socialPages(validation.collections, validation.routes),
    brand,
    join(root, "site/generated/public/social"),
    join(root, ".cache/social"),
  );
}
