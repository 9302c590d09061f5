import { existsSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { API_PREFIX } from "../../contracts/api-routes.ts";
import {
  CDN_HEADERS_FILE,
  CDN_NOT_FOUND_FILE,
  CDN_REDIRECTS_FILE,
  PAGES_ROUTES_FILE,
  PAGES_WORKER_FILE,
} from "../../contracts/deploy-files.ts";
import type { PagesWorkerRules } from "./pages-worker.ts";

/**
 * pages-worker.ts: beside this module when it runs as TypeScript (tsx, vitest); from the CLI's
 * bundle, which bin/site.js writes to `.cache/cli/<hash>/` of the repository, in that repository.
 */
function workerSource(): string {
  const relative = import.meta.url.endsWith(".ts")
    ? "./pages-worker.ts"
    : "../../../pipeline/deploy/pages-worker.ts";
  const source = fileURLToPath(new URL(relative, import.meta.url));
  if (!existsSync(source)) throw new Error(`The source of Cloudflare's Pages Worker is not at ${source}.`);
  return source;
}

/**
 * The Worker's rules for a CDN folder whose not-found pages are `notFoundFiles` (`404.html`,
 * `projects/404.html`): Cloudflare would answer each one's address (`/404`, `/404.html`) with the
 * page and 200, and `wrangler pages dev` serves the rule files; the Worker answers both with 404.
 */
export function pagesWorkerRules(
  securityHeaders: Record<string, string>,
  notFoundFiles: readonly string[],
): PagesWorkerRules {
  const notFound: Record<string, string> = {};
  for (const file of notFoundFiles) {
    const address = `/${file.slice(0, -".html".length)}`;
    notFound[address] = address;
    notFound[`/${file}`] = address;
  }
  for (const file of [CDN_HEADERS_FILE, CDN_REDIRECTS_FILE, PAGES_WORKER_FILE, PAGES_ROUTES_FILE]) {
    notFound[`/${file}`] = `/${CDN_NOT_FOUND_FILE.slice(0, -".html".length)}`;
  }
  return { securityHeaders, notFound };
}

/**
 * `_routes.json`: the paths Cloudflare runs the Worker for (the API and the Worker's not-found
 * paths); it serves every other one from the files without running it (nor billing it).
 */
export function pagesRoutes(rules: PagesWorkerRules): string {
  const include = [API_PREFIX, `${API_PREFIX}/*`, ...Object.keys(rules.notFound)];
  return `${JSON.stringify({ version: 1, description: "Written by `site build`: do not edit.", include, exclude: [] }, null, 2)}\n`;
}

/** `_worker.js`: pages-worker.ts and what it imports as one ES module, with `rules` in it. */
export async function bundlePagesWorker(rules: PagesWorkerRules): Promise<string> {
  const source = workerSource();
  const result = await build({
    stdin: {
      contents: `import { pagesWorker } from ${JSON.stringify(source)};\nexport default pagesWorker(${JSON.stringify(rules)});\n`,
      resolveDir: dirname(source),
      sourcefile: PAGES_WORKER_FILE,
      loader: "ts",
    },
    bundle: true,
    format: "esm",
    platform: "neutral",
    target: "es2022",
    write: false,
    legalComments: "none",
    logLevel: "silent",
    banner: { js: "// Written by `site build` from pipeline/deploy/pages-worker.ts: do not edit." },
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error("esbuild wrote no Pages Worker.");
  return output.text;
}
