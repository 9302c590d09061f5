import { basename, dirname, relative, sep } from "node:path";
import type { EnvironmentModuleGraph, EnvironmentModuleNode } from "vite";

/**
 * The pages whose server modules import any of `files` (absolute paths of generated modules), by
 * Vike page id (the page's folder from the project root: `/site/pages/about`), after marking each
 * of those modules stale in `graph` so the next render of a page reads them again. "all" when a
 * module every page renders imports one (the head, the layout: a Vike config file outside
 * site/pages/).
 */
export function affectedPages(
  graph: EnvironmentModuleGraph,
  root: string,
  files: readonly string[],
): string[] | "all" {
  const pagesDir = `${root}${sep}site${sep}pages${sep}`;
  const pages = new Set<string>();
  const seen = new Set<EnvironmentModuleNode>();
  const invalidated = new Set<EnvironmentModuleNode>();
  const timestamp = Date.now();
  let all = false;
  const walk = (module: EnvironmentModuleNode): void => {
    if (seen.has(module)) return;
    seen.add(module);
    const file = module.file;
    if (file && basename(file).startsWith("+")) {
      if (file.startsWith(pagesDir)) pages.add(`/${relative(root, dirname(file)).split(sep).join("/")}`);
      else all = true;
      return;
    }
    for (const importer of module.importers) walk(importer);
  };
  for (const file of files) {
    for (const module of graph.getModulesByFile(file) ?? []) {
      graph.invalidateModule(module, invalidated, timestamp, true);
      walk(module);
    }
  }
  return all ? "all" : [...pages].sort();
}
