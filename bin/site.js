#!/usr/bin/env node
// Launches the `site` CLI. The CLI is TypeScript; it is bundled with esbuild (dependencies stay
// external, commands' heavy stages split into chunks loaded on demand) and the bundle is reused
// until a source file changes, so `site validate` starts fast and never loads sharp or Vite.
import { existsSync, readdirSync, renameSync, rmSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const sourceDirs = ["cli", "contracts", "site/lib", "server"].map((dir) => join(root, dir));
const cacheDir = join(root, ".cache/cli");

function newestSource(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(path));
    else if (entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts")) {
      newest = Math.max(newest, statSync(path).mtimeMs);
    }
  }
  return newest;
}

// One folder per state of the sources: processes that start together never see a half-written bundle.
const bundleDir = join(cacheDir, String(Math.round(Math.max(...sourceDirs.map(newestSource)))));
if (!existsSync(join(bundleDir, "site.mjs"))) {
  const { build } = await import("esbuild");
  const buildDir = `${bundleDir}.tmp-${process.pid}`;
  await build({
    entryPoints: [join(root, "cli/index.ts")],
    outdir: buildDir,
    entryNames: "site",
    outExtension: { ".js": ".mjs" },
    splitting: true,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    logLevel: "warning",
  });
  try {
    renameSync(buildDir, bundleDir);
  } catch {
    rmSync(buildDir, { recursive: true, force: true }); // another process got there first
  }
  for (const old of readdirSync(cacheDir)) {
    if (join(cacheDir, old) !== bundleDir && !old.includes(".tmp-"))
      rmSync(join(cacheDir, old), { recursive: true, force: true });
  }
}
await import(pathToFileURL(join(bundleDir, "site.mjs")).href);
