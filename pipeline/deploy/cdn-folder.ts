import { mkdir, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { CDN_NOT_FOUND_FILE, PRIVATE_PATH } from "../../contracts/deploy-files.ts";
import { NOT_FOUND_PAGE } from "../../contracts/not-found.ts";
import type { NotFoundPage } from "../../contracts/server-settings.ts";
import { linkOrCopy } from "../fs/public-files.ts";

/** A file of the client dir and the name it has in a CDN folder, both relative and with `/`. */
export interface CdnFile {
  from: string;
  to: string;
}

/** The file a route is prerendered to in the client dir: `about/index.html`, `index.html` for `/`. */
const pageFile = (route: string) => (route === "/" ? "index.html" : `${route.slice(1)}/index.html`);

/**
 * The folder a collection's not-found page goes to in a CDN folder: `projects/` for `/projects/`,
 * where both hosts look for `404.html` first when a path below it is not found.
 */
export const cdnNotFoundFile = (under: string) => `${under.slice(1)}${CDN_NOT_FOUND_FILE}`;

/**
 * Which files of the client dir (`clientFiles`, relative paths with `/`) a CDN folder holds, and
 * as what. Each route's page becomes `about.html`, which both hosts serve at `/about` (from
 * `about/index.html` they would redirect `/about` to `/about/`, away from every link and canonical
 * URL of the site); the not-found pages become the `404.html` of the folder they answer for. Left
 * out: what PRIVATE_PATH names (dotfiles such as `.vite/`, source maps, rule files) and the `.br`
 * and `.gz` siblings of a file, as both hosts compress what they send themselves.
 */
export function cdnFiles(
  clientFiles: readonly string[],
  routes: readonly string[],
  notFoundPages: readonly NotFoundPage[],
): CdnFile[] {
  const present = new Set(clientFiles);
  const renamed = new Map<string, string>([
    ...routes
      .filter((route) => route !== "/")
      .map((route): [string, string] => [pageFile(route), `${route.slice(1)}.html`]),
    ...notFoundPages.map(({ under, page }): [string, string] => [page, cdnNotFoundFile(under)]),
    [NOT_FOUND_PAGE, CDN_NOT_FOUND_FILE],
  ]);
  const isCompressedSibling = (file: string) => /\.(?:br|gz)$/.test(file) && present.has(file.slice(0, -3));
  const files = clientFiles
    .filter((file) => !PRIVATE_PATH.test(`/${file}`) && !isCompressedSibling(file))
    .map((file) => ({ from: file, to: renamed.get(file) ?? file }));
  const sources = new Map<string, string>();
  for (const { from, to } of files) {
    const other = sources.get(to);
    if (other !== undefined)
      throw new Error(`Both ${other} and ${from} of the client dir would be ${to} in a CDN folder.`);
    sources.set(to, from);
  }
  return files;
}

/**
 * Writes a CDN folder from scratch: `files` as hard links to the client dir's (a copy where that
 * cannot be), and the host's rule files (`name` → text).
 */
export async function writeCdnFolder(
  clientDir: string,
  folder: string,
  files: readonly CdnFile[],
  ruleFiles: Readonly<Record<string, string>>,
): Promise<void> {
  await rm(folder, { recursive: true, force: true });
  const made = new Set<string>();
  const parentOf = async (target: string) => {
    const parent = dirname(target);
    if (made.has(parent)) return;
    await mkdir(parent, { recursive: true });
    made.add(parent);
  };
  for (const { from, to } of files) {
    const target = join(folder, to);
    await parentOf(target);
    await linkOrCopy(join(clientDir, from), target);
  }
  for (const [name, text] of Object.entries(ruleFiles)) {
    if (files.some(({ to }) => to === name))
      throw new Error(`The client dir holds ${name}, a rule file of the CDN.`);
    const target = join(folder, name);
    await parentOf(target);
    await writeFile(target, text);
  }
}
