import { join } from "node:path";
import { clientLogosModule } from "./generate/client-logos-module.ts";
import { collectionData } from "./generate/collection-data.ts";
import { collectionModules } from "./generate/collection-modules.ts";
import { feed } from "./generate/feed.ts";
import type { BuiltAssets, Writer } from "./generate/generated-file.ts";
import { icons, removeStaleSprites } from "./generate/icons.ts";
import { listings } from "./generate/listings.ts";
import { menus } from "./generate/menus.ts";
import { pageRouteType } from "./generate/page-routes.ts";
import { projectFacets } from "./generate/project-facets.ts";
import { robots } from "./generate/robots.ts";
import { routeList } from "./generate/route-list.ts";
import { sectionTypes } from "./generate/section-types.ts";
import { serverSettingsFile } from "./generate/server-settings-file.ts";
import { siteLogo } from "./generate/site-logo.ts";
import { sitemap } from "./generate/sitemap.ts";
import { socialImagesModule } from "./generate/social-images-module.ts";
import type { ValidationResult } from "./validate.ts";
import { writeIfChanged } from "./write-if-changed.ts";

/** One writer per artefact of site/generated/ (each in generate/). */
const writers: readonly Writer[] = [
  collectionModules,
  sectionTypes,
  serverSettingsFile,
  projectFacets,
  menus,
  icons,
  clientLogosModule,
  siteLogo,
  socialImagesModule,
  routeList,
  listings,
  pageRouteType,
  sitemap,
  robots,
  feed,
];

/** Writes site/generated/; a file whose text is unchanged is left alone, so the dev server does not reload. */
export async function generateModules(
  root: string,
  validation: ValidationResult,
  assets: BuiltAssets,
): Promise<{ written: number }> {
  const out = join(root, "site/generated");
  const input = { root, validation, assets, data: collectionData(validation, assets) };
  const files = (await Promise.all(writers.map((write) => write(input)))).flat();
  await removeStaleSprites(out, files);
  const written = await Promise.all(files.map((file) => writeIfChanged(join(out, file.path), file.text)));
  return { written: written.filter(Boolean).length };
}
