import { join } from "node:path";
import type { SocialImage } from "../../contracts/social-image.ts";
import { writeIfChanged } from "../fs/write-if-changed.ts";
import { generateModules } from "../generate/generate.ts";
import { readLogo } from "../generate/site-logo.ts";
import type { ClientLogoFile } from "../images/client-logos.ts";
import type { ImageStageResult } from "../images/images.ts";
import type { ValidationResult } from "../validate/validate.ts";

/** What the stages between validation and generation made, which the generated modules name. */
export interface MadeAssets {
  clientLogos: readonly ClientLogoFile[];
  images: ImageStageResult;
  /** URL of each video by its path under content/media. */
  media: ReadonlyMap<string, string>;
  socialImages: ReadonlyMap<string, SocialImage>;
}

/** The paths under content/media that content names. */
export function mediaPaths(validation: ValidationResult): string[] {
  return validation.references
    .filter((reference) => reference.format === "media")
    .map((reference) => reference.value);
}

/**
 * The generate stage, for `site build` and the live engine alike: the favicon (content's logo) and
 * every module of site/generated/, each written only when it changed. Returns the paths changed,
 * relative to site/generated/.
 */
export async function writeSiteModules(
  root: string,
  validation: ValidationResult,
  assets: MadeAssets,
): Promise<string[]> {
  const generatedDir = join(root, "site/generated");
  const logo = readLogo(root);
  const favicon =
    logo !== undefined && (await writeIfChanged(join(generatedDir, "public/favicon.svg"), logo))
      ? ["public/favicon.svg"]
      : [];
  const { changed } = await generateModules(root, validation, {
    images: assets.images.assets,
    media: assets.media,
    clientLogos: assets.clientLogos,
    socialImages: assets.socialImages,
  });
  return [...favicon, ...changed];
}
