#!/usr/bin/env node
// Launches the `site` CLI. The CLI is TypeScript; it is bundled once with esbuild (dependencies stay
// external) and the bundle is reused until a source file changes, so `site validate` starts fast.
import { existsSync, readdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const sourceDirs = ["cli", "site/lib", "server"].map((dir) => join(root, dir));
const bundle = join(root, ".cache/cli/site.mjs");

function newestSource(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(path));
    else if (entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts"))
      newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

const bundleTime = existsSync(bundle) ? statSync(bundle).mtimeMs : 0;
if (bundleTime < Math.max(...sourceDirs.map(newestSource))) {
  const { build } = await import("esbuild");
  await build({
    entryPoints: [join(root, "cli/index.ts")],
    outfile: bundle,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    logLevel: "warning",
  });
}
await import(pathToFileURL(bundle).href);
