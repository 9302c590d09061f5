import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";

/** Where Vike writes the HTML of a route. */
function htmlFileOf(clientDir: string, route: string): string {
  return route === "/" ? join(clientDir, "index.html") : join(clientDir, route.slice(1), "index.html");
}

/** Vike only warns about a route it did not prerender; a missing page must fail the build. */
export function missingPages(clientDir: string, routes: readonly string[]): string[] {
  return routes.filter((route) => !existsSync(htmlFileOf(clientDir, route)));
}

export interface PrerenderHooks {
  /** Vite has bundled the client and the server; pages are rendered next. */
  onBundled?: () => void;
  /** Told the URL of each HTML page once its file is written. */
  onPage?: (url: string) => void;
}

/** What Vike's `onPagePrerender` is given: the page's URL and the file to write. */
interface PrerenderedFile {
  urlOriginal: string;
  _prerenderResult: { filePath: string; fileContent: string };
}

function isPrerenderedFile(value: unknown): value is PrerenderedFile {
  if (typeof value !== "object" || value === null) return false;
  const { urlOriginal, _prerenderResult: result } = value as Partial<Record<keyof PrerenderedFile, unknown>>;
  if (typeof urlOriginal !== "string" || typeof result !== "object" || result === null) return false;
  const { filePath, fileContent } = result as Partial<Record<"filePath" | "fileContent", unknown>>;
  return typeof filePath === "string" && typeof fileContent === "string";
}

/**
 * Writes one prerendered file. Given `onPagePrerender`, Vike leaves the writing to us and stops
 * printing a line per file, so a progress bar can count the pages; the file and its content are
 * on `pageContext._prerenderResult` (vike.dev/prerender-programmatic). Vike's docs ask to talk to
 * its maintainers before relying on this option, as it may change: the lockfile pins Vike, a changed
 * shape stops the build here by name instead of leaving pages unwritten, and
 * cli/pipeline/build.test.ts fails if the pages are no longer counted.
 */
async function writePrerendered(pageContext: unknown, onPage: PrerenderHooks["onPage"]): Promise<void> {
  if (!isPrerenderedFile(pageContext))
    throw new Error(
      "Vike's onPagePrerender no longer passes pageContext._prerenderResult {filePath, fileContent}",
    );
  // Read before the first await: Vike reuses the object for the page's next file.
  const { urlOriginal, _prerenderResult: file } = pageContext;
  await mkdir(dirname(file.filePath), { recursive: true });
  await writeFile(file.filePath, file.fileContent);
  if (file.filePath.endsWith(".html")) onPage?.(urlOriginal);
}

/**
 * Runs `vike build` (client and server bundles) for the project at `root`, then prerenders every
 * page (site/+config.ts turns off Vike's own prerender run at the end of the build for this).
 */
export async function prerender(root: string, hooks: PrerenderHooks = {}): Promise<void> {
  // Loaded here, not at the top: `site validate` must never pay for Vite.
  const { build, prerender: prerenderPages } = await import("vike/api");
  // The site is always built for production, whatever NODE_ENV the caller has (vitest sets "test",
  // which would ship React's development build).
  const callerNodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    const viteConfig = {
      root,
      mode: "production",
      configFile: join(root, "vite.config.ts"),
      logLevel: "warn",
    } as const;
    await build({ viteConfig });
    hooks.onBundled?.();
    await prerenderPages({
      viteConfig,
      onPagePrerender: (page: unknown) => writePrerendered(page, hooks.onPage),
    });
  } finally {
    if (callerNodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = callerNodeEnv;
  }
}
