import { cpSync } from "node:fs";
import { join } from "node:path";
import { type ProjectCopy, type ProjectCopyOptions, projectCopy } from "./project-copy.ts";
import { repoRoot } from "./repo-root.ts";

/** The fixture posts copied into the temporary root's content/blog. */
export const FIXTURE_POSTS = join(repoRoot, "tests/fixtures/blog-posts");

export type BlogRoot = ProjectCopy;

/**
 * A temporary project root (projectCopy's) with the fixture posts in content/blog: the sample
 * content has no posts.
 */
export function blogRoot(options: ProjectCopyOptions = {}): BlogRoot {
  const copy = projectCopy({ prefix: "site-blog-", ...options });
  cpSync(FIXTURE_POSTS, join(copy.root, "content/blog"), { recursive: true });
  return copy;
}
