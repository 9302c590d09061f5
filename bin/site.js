#!/usr/bin/env node
// Launches the `site` CLI. The CLI is TypeScript; it is bundled with esbuild (dependencies stay
// external, commands' heavy stages split into chunks loaded on demand) and the bundle is reused
// while every file it embeds (sources and JSON schemas alike, as esbuild's metafile lists them) has
// the content it was built from, so `site validate` starts fast and never loads sharp or Vite.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const launcher = fileURLToPath(import.meta.url);
const root = join(dirname(launcher), "..");
const cacheDir = join(root, ".cache/cli");
const INPUTS_FILE = "inputs.json";

/** Content hash of the launcher (it holds the build options) and of the inputs; none if one is gone. */
function hashOf(inputs) {
  const hash = createHash("sha256").update(readFileSync(launcher));
  for (const input of inputs) {
    try {
      hash.update(`\0${input}\0`).update(readFileSync(join(root, input)));
    } catch {
      return undefined;
    }
  }
  return hash.digest("hex").slice(0, 20);
}

/** The cached bundle (its folder is named by the hash of its inputs) that is still current, if any. */
function currentBundle() {
  for (const name of existsSync(cacheDir) ? readdirSync(cacheDir) : []) {
    let inputs;
    try {
      inputs = JSON.parse(readFileSync(join(cacheDir, name, INPUTS_FILE), "utf8"));
    } catch {
      continue; // a folder being written, or not a bundle
    }
    if (hashOf(inputs) === name) return join(cacheDir, name);
  }
  return undefined;
}

async function buildBundle() {
  const { build } = await import("esbuild");
  // Processes that start together never see a half-written bundle: each builds in a folder of its
  // own and renames it into place.
  const buildDir = join(cacheDir, `.tmp-${process.pid}`);
  const { metafile } = await build({
    absWorkingDir: root,
    // The CLI, and the module of each worker thread or process it starts, found beside the code
    // that starts it (see server/store/sqlite-worker-store.ts, pipeline/prerender/prerender.ts).
    entryPoints: [
      { in: "cli/index.ts", out: "site" },
      { in: "server/store/sqlite-worker.ts", out: "sqlite-worker" },
      { in: "pipeline/prerender/prerender-child.ts", out: "prerender-child" },
    ],
    outdir: buildDir,
    outExtension: { ".js": ".mjs" },
    splitting: true,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    metafile: true,
    logLevel: "warning",
  });
  const inputs = Object.keys(metafile.inputs).sort();
  writeFileSync(join(buildDir, INPUTS_FILE), JSON.stringify(inputs));
  const bundleDir = join(cacheDir, hashOf(inputs) ?? `unhashed-${process.pid}`);
  try {
    renameSync(buildDir, bundleDir);
  } catch {
    rmSync(buildDir, { recursive: true, force: true }); // another process got there first
  }
  for (const old of readdirSync(cacheDir)) {
    if (join(cacheDir, old) !== bundleDir && !old.startsWith(".tmp-"))
      rmSync(join(cacheDir, old), { recursive: true, force: true });
  }
  return bundleDir;
}

const bundleDir = currentBundle() ?? (await buildBundle());
await import(pathToFileURL(join(bundleDir, "site.mjs")).href);
