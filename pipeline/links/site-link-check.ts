import { join } from "node:path";
import { API_ROUTES } from "../../contracts/api-routes.ts";
import type { Problem } from "../problems/problems.ts";
import { routeFiles } from "../routes/routes.ts";
import type { ValidationResult } from "../validate/validate.ts";
import { checkLinks } from "./check-links.ts";
import { linkProblems } from "./link-problems.ts";

const CLIENT_DIR = "dist/client";
/** Holds the links of the layout (menus, footer) that every page shows. */
const SITE_FILE = "content/site.yaml";

function siteOrigin(validation: ValidationResult): string {
  const site = validation.collections.find(({ collection }) => collection.name === "site");
  const url = (site?.sources[0]?.data as { url?: unknown } | undefined)?.url;
  if (typeof url !== "string")
    throw new Error("site.yaml has no 'url': the build runs only on validated content");
  return url;
}

/** The built site's broken links, as problems at the content line (or built page) to fix. */
export async function brokenLinks(root: string, validation: ValidationResult): Promise<Problem[]> {
  const broken = await checkLinks(join(root, CLIENT_DIR), {
    origin: siteOrigin(validation),
    serverPaths: new Set(Object.values(API_ROUTES)),
  });
  if (broken.length === 0) return [];
  const files = routeFiles(validation.collections);
  return linkProblems(broken, {
    root,
    clientDir: CLIENT_DIR,
    sourcesOf: (page) => [...(files.get(page) ?? []), SITE_FILE],
  });
}
