import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";

/**
 * tsx's ES module API, found through its package.json's exports map: vitest's module runner has no
 * import.meta.resolve, and tsx's CommonJS build of the API cannot load its own ES modules. A worker
 * thread started from TypeScript (under tsx or vitest) has no TypeScript loader of its own, and
 * `--import tsx` in a worker's execArgv is not applied: it loads its module through this API.
 */
export function tsxApiUrl(): string {
  const packageJson = createRequire(import.meta.url).resolve("tsx/package.json");
  const exports = JSON.parse(readFileSync(packageJson, "utf8")).exports as Record<
    string,
    { import?: { default?: string } }
  >;
  const target = exports["./esm/api"]?.import?.default;
  if (!target) throw new Error("tsx's package.json no longer exports ./esm/api for import");
  return new URL(target, pathToFileURL(packageJson)).href;
}

/**
 * A module a worker thread can load whose default export is `entry`'s: `entry` itself when it is
 * JavaScript (a bundle), else a data: module that loads the TypeScript source through tsx.
 */
export function workerModuleUrl(entry: URL): string {
  if (!entry.pathname.endsWith(".ts")) return entry.href;
  const tsx = JSON.stringify(tsxApiUrl());
  const module = JSON.stringify(entry.href);
  const source = `const { tsImport } = await import(${tsx});\nexport default (await tsImport(${module}, ${module})).default;\n`;
  return `data:text/javascript,${encodeURIComponent(source)}`;
}
