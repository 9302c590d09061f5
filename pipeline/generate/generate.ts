import { join } from "node:path";
import { writeIfChanged } from "../fs/write-if-changed.ts";
import type { ValidationResult } from "../validate/validate.ts";
import { clientLogosModule } from "./client-logos-module.ts";
import { collectionData } from "./collection-data.ts";
import { collectionModules } from "./collection-modules.ts";
import { feed } from "./feed.ts";
import type { BuiltAssets, Writer } from "./generated-file.ts";
import { icons, removeStaleSprites } from "./icons.ts";
import { listings } from "./listings.ts";
import { menus } from "./menus.ts";
import { pageRouteType } from "./page-routes.ts";
import { projectFacets } from "./project-facets.ts";
import { robots } from "./robots.ts";
import { routeList } from "./route-list.ts";
import { sectionTypes } from "./section-types.ts";
import { serverSettingsFile } from "./server-settings-file.ts";
import { siteLogo } from "./site-logo.ts";
import { sitemap } from "./sitemap.ts";
import { socialImagesModule } from "./social-images-module.ts";

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
