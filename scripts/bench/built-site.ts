/**
 * The build the benchmarks measure as it lies in dist/: whether it is complete and the routes it
 * has (site/generated/routes.json, which the build writes), so that no benchmark checks or reads
 * them its own way.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { SETTINGS_FILE } from "../../server/site-settings.ts";

/** The files of a complete build, relative to the repository root: the home page and the server settings. */
const BUILD_FILES = ["dist/client/index.html", `dist/${SETTINGS_FILE}`];

/** The files of a complete build, for messages: "dist/client/index.html and dist/…". */
export const BUILD_FILES_TEXT = BUILD_FILES.join(" and ");

export function isCompleteBuild(root: string): boolean {
  return BUILD_FILES.every((file) => existsSync(join(root, file)));
}

const ROUTES_FILE = "site/generated/routes.json";

/** The routes of the last build; undefined when it wrote none. */
export function builtRoutes(root: string): string[] | undefined {
  const file = join(root, ROUTES_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as string[]) : undefined;
}

/** What to say when builtRoutes finds none. */
export const NO_ROUTES = `${ROUTES_FILE} is missing: run \`npm run build\`.`;
