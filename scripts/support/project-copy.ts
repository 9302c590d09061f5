import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { linkTree } from "./link-tree.ts";
import { repoRoot } from "./repo-root.ts";

export interface ProjectCopy {
  root: string;
  remove(): void;
}

export interface ProjectCopyOptions {
  /** Also the site's sources and what a whole build needs, so `site build` runs in the copy. */
  withSite?: boolean;
  /** Start with the image cache only: every other cache (social images, compressed files, validation) starts empty. */
  imageCacheOnly?: boolean;
  /** Name of the temporary folder, before mkdtemp's random part. */
  prefix?: string;
}

/** Project files a build reads besides content/, site/ and what is linked. */
const PROJECT_FILES = ["package.json", "tsconfig.json", "vite.config.ts", ".gitignore"];

/** The caches of the build a copy starts with (.cache/cli is the launcher's, which runs from the repository). */
const BUILD_CACHES = ["images", "social", "compressed", "validation"];

/**
 * A temporary project root: a copy of the real content and the schemas, and a cache of its own that
 * starts as hard links to the repository's cache files, so the image stage only copies and the
 * repository's cache never changes (see linkTree). With `withSite`, it also holds a copy of the
 * site's sources (without site/generated) and links node_modules, so the whole build —
 * prerendering included — runs in it.
 */
export function projectCopy(options: ProjectCopyOptions = {}): ProjectCopy {
  const root = mkdtempSync(join(tmpdir(), options.prefix ?? "site-project-"));
  cpSync(join(repoRoot, "content"), join(root, "content"), { recursive: true });
  symlinkSync(join(repoRoot, "schemas"), join(root, "schemas"));
  for (const cache of options.imageCacheOnly ? ["images"] : BUILD_CACHES) {
    linkTree(join(repoRoot, ".cache", cache), join(root, ".cache", cache));
  }
  if (options.withSite) {
    cpSync(join(repoRoot, "site"), join(root, "site"), {
      recursive: true,
      filter: (source) => !source.startsWith(join(repoRoot, "site/generated")),
    });
    symlinkSync(join(repoRoot, "contracts"), join(root, "contracts"));
    for (const file of PROJECT_FILES) cpSync(join(repoRoot, file), join(root, file));
    symlinkSync(join(repoRoot, "node_modules"), join(root, "node_modules"));
  } else {
    // The social images read the theme's colour tokens from the site's stylesheet.
    mkdirSync(join(root, "site"));
    symlinkSync(join(repoRoot, "site/styles"), join(root, "site/styles"));
  }
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
