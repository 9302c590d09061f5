import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";
import { type BlogRoot, blogRoot } from "../../scripts/support/blog-root.ts";
import { testConfig } from "../../scripts/support/test-site.ts";
import { type RunningServer, startServer } from "../../server/main.ts";
import { siteBuild } from "./site-build.ts";

export interface ServedBlogSite {
  /** The temporary project root the site was built from. */
  root(): string;
  /** The absolute URL of `path` on the running server. */
  url(path: string): string;
}

/**
 * For the calling test file: the whole site built as a content maintainer would (`site build`)
 * from a temporary root holding the fixture posts, plus whatever `prepare` writes into it, and
 * served by the real server; removed after the file's tests.
 */
export function serveBlogSite(prepare?: (root: string) => void): ServedBlogSite {
  let fixture: BlogRoot | undefined;
  let server: RunningServer | undefined;

  beforeAll(async () => {
    fixture = blogRoot({ withSite: true });
    prepare?.(fixture.root);
    siteBuild(fixture.root);
    server = await startServer(
      testConfig({ distDir: join(fixture.root, "dist"), dataDir: join(fixture.root, "data") }),
      { log: () => {}, logError: () => {} },
    );
  }, 660_000);

  afterAll(async () => {
    await server?.close();
    fixture?.remove();
  });

  return {
    root: () => {
      if (!fixture) throw new Error("the fixture site is not built");
      return fixture.root;
    },
    url: (path) => {
      if (!server) throw new Error("the fixture site is not being served");
      return new URL(path, server.url).href;
    },
  };
}
