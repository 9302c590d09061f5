import { readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { writeIfChanged } from "../fs/write-if-changed.ts";
import type { ValidationResult } from "../validate/validate.ts";
import { clientLogosModule } from "./client-logos-module.ts";
import { collectionData } from "./collection-data.ts";
import { collectionModules } from "./collection-modules.ts";
import { draftRouteList } from "./draft-routes.ts";
import { feed } from "./feed.ts";
import type { BuiltAssets, Writer } from "./generated-file.ts";
import { icons, removeStaleSprites } from "./icons.ts";
import { listings } from "./listings.ts";
import { menus } from "./menus.ts";
import { pageRouteType } from "./page-routes.ts";
import { projectFacets } from "./project-facets.ts";
import { robots } from "./robots.ts";
import { routeList } from "./route-list.ts";
import { routing } from "./routing.ts";
import { sectionTypes } from "./section-types.ts";
import { serverSettingsFile } from "./server-settings-file.ts";
import { siteLogo } from "./site-logo.ts";
import { sitemap } from "./sitemap.ts";
import { socialImagesModule } from "./social-images-module.ts";

/** One writer per artefact of site/generated/ (each in generate/). */
const writers: readonly Writer[] = [
  collectionModules,
  routing,
  sectionTypes,
  serverSettingsFile,
  projectFacets,
  menus,
  icons,
  clientLogosModule,
  siteLogo,
  socialImagesModule,
  routeList,
  draftRouteList,
  listings,
  pageRouteType,
  sitemap,
  robots,
  feed,
];

/** Lists what the writers wrote last time, so that a file no writer makes any more is removed. */
const MANIFEST = ".written.json";

async function previouslyWritten(out: string): Promise<string[]> {
  try {
    const paths: unknown = JSON.parse(await readFile(join(out, MANIFEST), "utf8"));
    return Array.isArray(paths) ? paths.filter((path): path is string => typeof path === "string") : [];
  } catch {
    return [];
  }
}

/**
 * Writes site/generated/; a file whose text is unchanged is left alone, so the dev server does not
 * reload, and one an earlier run wrote that no writer makes now (the feed once the last post is
 * gone) is removed. Returns the paths (relative to site/generated/) written or removed.
 */
export async function generateModules(
  root: string,
  validation: ValidationResult,
  assets: BuiltAssets,
): Promise<{ changed: string[] }> {
  const out = join(root, "site/generated");
  const input = { root, validation, assets, data: collectionData(validation, assets) };
  const files = (await Promise.all(writers.map((write) => write(input)))).flat();
  await removeStaleSprites(out, files);
  const current = new Set(files.map((file) => file.path));
  const stale = (await previouslyWritten(out)).filter((path) => !current.has(path));
  await Promise.all(stale.map((path) => rm(join(out, path), { force: true })));
  const written = await Promise.all(files.map((file) => writeIfChanged(join(out, file.path), file.text)));
  await writeIfChanged(join(out, MANIFEST), `${JSON.stringify([...current].sort())}\n`);
  return { changed: [...files.filter((_, index) => written[index]).map((file) => file.path), ...stale] };
}
