import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { repoRoot } from "./repo-root.ts";

/** The fixture posts copied into the temporary root's content/blog. */
export const FIXTURE_POSTS = join(repoRoot, "tests/fixtures/blog-posts");

export interface BlogRoot {
  root: string;
  remove(): void;
}

/** Project files a build reads besides content/, site/ and what is linked. */
const PROJECT_FILES = ["package.json", "tsconfig.json", "vite.config.ts", ".gitignore"];

export interface BlogRootOptions {
  withSite?: boolean;
  /** Share only the image cache: every other cache (compressed files) starts empty. */
  imageCacheOnly?: boolean;
  /** Name of the temporary folder, before mkdtemp's random part. */
  prefix?: string;
}

/**
 * A temporary project root: the real content and schemas plus the fixture posts in content/blog,
 * sharing the repository's caches (or, with `imageCacheOnly`, its image cache) so the images stage
 * only copies. With `withSite`, it also holds a copy of the site's sources (without site/generated)
 * and links node_modules, so the whole build — prerendering included — runs in it.
 */
export function blogRoot(options: BlogRootOptions = {}): BlogRoot {
  const root = mkdtempSync(join(tmpdir(), options.prefix ?? "site-blog-"));
  cpSync(join(repoRoot, "content"), join(root, "content"), { recursive: true });
  cpSync(FIXTURE_POSTS, join(root, "content/blog"), { recursive: true });
  symlinkSync(join(repoRoot, "schemas"), join(root, "schemas"));
  if (options.imageCacheOnly) {
    mkdirSync(join(root, ".cache"));
    symlinkSync(join(repoRoot, ".cache/images"), join(root, ".cache/images"));
  } else {
    symlinkSync(join(repoRoot, ".cache"), join(root, ".cache"));
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
