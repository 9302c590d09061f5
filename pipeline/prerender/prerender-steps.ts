import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { stylesheetInliner } from "./inline-stylesheets.ts";

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
 * tests/integration/build.test.ts fails if the pages are no longer counted.
 */
async function writePrerendered(
  pageContext: unknown,
  inlineStylesheets: (html: string) => Promise<string>,
  onPage: (url: string) => void,
): Promise<void> {
  if (!isPrerenderedFile(pageContext))
    throw new Error(
      "Vike's onPagePrerender no longer passes pageContext._prerenderResult {filePath, fileContent}",
    );
  // Read before the first await: Vike reuses the object for the page's next file.
  const { urlOriginal, _prerenderResult: file } = pageContext;
  const isPage = file.filePath.endsWith(".html");
  // Vike keeps every page's context, and its file's content, until the last page is written: the
  // page's HTML before the head went in is not needed again.
  if (isPage) Reflect.set(pageContext, "pageHtmlString", undefined);
  const content = isPage ? await inlineStylesheets(file.fileContent) : file.fileContent;
  await mkdir(dirname(file.filePath), { recursive: true });
  await writeFile(file.filePath, content);
  if (isPage) onPage(urlOriginal);
}

function viteConfigOf(root: string) {
  return { root, mode: "production", configFile: join(root, "vite.config.ts"), logLevel: "warn" } as const;
}

/**
 * `vike build`: the client and server bundles of the project at `root` (site/+config.ts turns off
 * Vike's own prerender run at the end of it, so that renderPages can count the pages). Vite copies
 * the public folder into neither: prerender.ts places its files in dist/client
 * (place-public-files.ts), and the server bundle, which only renders HTML, needs none of them.
 */
export async function bundleSite(root: string): Promise<void> {
  const { build } = await import("vike/api");
  // An environment's own option, which Vike's plugin sets to true for the client and Vite leaves
  // true for the server (a second copy, 67 MB at ×30 content); this hook is applied after plugins'
  // config, so its value stands.
  const noPublicCopy = {
    name: "site:no-public-copy",
    configEnvironment: () => ({ build: { copyPublicDir: false } }),
  };
  await build({ viteConfig: { ...viteConfigOf(root), plugins: [noPublicCopy] } });
}

/**
 * Renders every page of the bundled project at `root` into its HTML file, with the site's
 * stylesheet inlined, telling each URL written.
 */
export async function renderPages(root: string, onPage: (url: string) => void): Promise<void> {
  const { prerender } = await import("vike/api");
  const inlineStylesheets = stylesheetInliner(join(root, "dist/client"));
  await prerender({
    viteConfig: viteConfigOf(root),
    onPagePrerender: (page: unknown) => writePrerendered(page, inlineStylesheets, onPage),
  });
}
