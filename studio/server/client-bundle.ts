import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { PREVIEW_PORT_META, PREVIEW_TOKEN_META } from "../shared/preview-messages.ts";

export interface ClientAsset {
  type: string;
  bytes: Uint8Array;
}

const ENTRY = "studio/client/main.tsx";
/** The preview's side of the studio's messages: served by the preview server, on the preview's origin. */
const PREVIEW_BRIDGE_ENTRY = "studio/client/preview-bridge.ts";
export const PREVIEW_BRIDGE_ASSET = "preview-bridge.js";

/**
 * The repository folder that holds the studio's page, found from this module up: from studio/server/
 * when run from source, from .cache/cli/ when run from the CLI's bundle.
 */
function repositoryRoot(): string {
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    if (existsSync(join(dir, ENTRY))) return dir;
    if (dirname(dir) === dir) throw new Error(`the studio's page (${ENTRY}) is missing`);
  }
}

const INPUTS_FILE = "inputs.json";

/** A hash of the files a bundle was made from, as they are now; undefined when one is gone. */
function hashOf(base: string, inputs: readonly string[]): string | undefined {
  const hash = createHash("sha256");
  for (const input of inputs) {
    try {
      hash.update(`\0${input}\0`).update(readFileSync(join(base, input)));
    } catch {
      return undefined;
    }
  }
  return hash.digest("hex").slice(0, 20);
}

function assetsOf(files: readonly { name: string; bytes: Uint8Array }[]): Map<string, ClientAsset> {
  const assets = new Map<string, ClientAsset>();
  for (const { name, bytes } of files) {
    const type = name.endsWith(".css") ? "text/css" : "text/javascript";
    assets.set(name, { type: `${type}; charset=utf-8`, bytes });
  }
  return assets;
}

/** The bundle kept in .cache/studio/ whose every input is as it was, if there is one. */
function keptBundle(base: string, cacheDir: string): Map<string, ClientAsset> | undefined {
  for (const name of existsSync(cacheDir) ? readdirSync(cacheDir) : []) {
    try {
      const inputs = JSON.parse(readFileSync(join(cacheDir, name, INPUTS_FILE), "utf8")) as string[];
      if (hashOf(base, inputs) !== name) continue;
      const files = readdirSync(join(cacheDir, name)).filter((file) => file !== INPUTS_FILE);
      return assetsOf(files.map((file) => ({ name: file, bytes: readFileSync(join(cacheDir, name, file)) })));
    } catch {
      // a folder being written, or not a bundle
    }
  }
  return undefined;
}

/**
 * The studio's page, bundled by esbuild: its own code, split so that each special widget (and the
 * Markdown editor, CodeMirror) loads only when a form uses it. Nothing of it goes into the site's
 * bundles. The bundle is kept in .cache/studio/ and used again while every file it was made from
 * (its metafile's inputs, dependencies included) is unchanged, as bin/site.js does for the CLI.
 */
export async function bundleClient(): Promise<Map<string, ClientAsset>> {
  const base = repositoryRoot();
  const cacheDir = join(base, ".cache/studio");
  const kept = keptBundle(base, cacheDir);
  if (kept) return kept;
  const { build } = await import("esbuild");
  const result = await build({
    absWorkingDir: base,
    entryPoints: { main: join(base, ENTRY), "preview-bridge": join(base, PREVIEW_BRIDGE_ENTRY) },
    bundle: true,
    splitting: true,
    format: "esm",
    target: "es2022",
    minify: true,
    jsx: "automatic",
    write: false,
    metafile: true,
    outdir: "/assets",
    chunkNames: "[name]-[hash]",
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "silent",
  });
  const files = result.outputFiles.map((file) => ({
    name: file.path.slice(file.path.lastIndexOf("/") + 1),
    bytes: file.contents,
  }));
  const inputs = Object.keys(result.metafile.inputs).sort();
  const hash = hashOf(base, inputs);
  if (hash) {
    try {
      // Written aside and renamed into place: a studio starting meanwhile never reads half a bundle.
      const building = join(cacheDir, `.tmp-${process.pid}`);
      rmSync(building, { recursive: true, force: true });
      mkdirSync(building, { recursive: true });
      for (const { name, bytes } of files) writeFileSync(join(building, name), bytes);
      writeFileSync(join(building, INPUTS_FILE), JSON.stringify(inputs));
      for (const old of readdirSync(cacheDir))
        if (!old.startsWith(".tmp-")) rmSync(join(cacheDir, old), { recursive: true, force: true });
      renameSync(building, join(cacheDir, hash));
    } catch {
      // The cache only saves time: a studio that cannot write it bundles again next time.
    }
  }
  return assetsOf(files);
}

/**
 * The studio's one HTML page: every view is drawn by its script (no inline script or style: its
 * Content-Security-Policy allows neither). The meta elements tell the script where the preview is
 * and its credential (a number and a base64url token: nothing to escape).
 */
export function studioPage(preview: { port: number; token: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="${PREVIEW_PORT_META}" content="${preview.port}">
<meta name="${PREVIEW_TOKEN_META}" content="${preview.token}">
<title>Content studio</title>
<link rel="stylesheet" href="/_studio/assets/main.css">
<script type="module" src="/_studio/assets/main.js"></script>
</head>
<body>
<div id="studio"><p class="loading">Loading the studio…</p></div>
</body>
</html>
`;
}
