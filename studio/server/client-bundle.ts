import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export interface ClientAsset {
  type: string;
  bytes: Uint8Array;
}

const ENTRY = "studio/client/main.tsx";

/**
 * The page's entry module, found from this module up: from studio/server/ when run from source, from
 * .cache/cli/ when run from the CLI's bundle.
 */
function clientEntry(): string {
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    if (existsSync(join(dir, ENTRY))) return join(dir, ENTRY);
    if (dirname(dir) === dir) throw new Error(`the studio's page (${ENTRY}) is missing`);
  }
}

/**
 * The studio's page, bundled in memory by esbuild when the studio starts: its own code, split so
 * that each special widget (and the Markdown editor, CodeMirror) loads only when a form uses it.
 * Nothing of it goes into the site's bundles.
 */
export async function bundleClient(): Promise<Map<string, ClientAsset>> {
  const { build } = await import("esbuild");
  const result = await build({
    entryPoints: { main: clientEntry() },
    bundle: true,
    splitting: true,
    format: "esm",
    target: "es2022",
    minify: true,
    jsx: "automatic",
    write: false,
    outdir: "/assets",
    chunkNames: "[name]-[hash]",
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "silent",
  });
  const assets = new Map<string, ClientAsset>();
  for (const file of result.outputFiles) {
    const name = file.path.slice(file.path.lastIndexOf("/") + 1);
    const type = name.endsWith(".css") ? "text/css" : "text/javascript";
    assets.set(name, { type: `${type}; charset=utf-8`, bytes: file.contents });
  }
  return assets;
}

/** The studio's one HTML page: every view is drawn by its script. */
export const STUDIO_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Content studio</title>
<link rel="stylesheet" href="/_studio/assets/main.css">
<script type="module" src="/_studio/assets/main.js"></script>
</head>
<body>
<div id="studio"><p class="loading">Loading the studio…</p></div>
</body>
</html>
`;
