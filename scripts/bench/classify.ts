/**
 * What a page's JavaScript is, by file name: `framework-*` chunks are Preact (the islands' React
 * API in the browser) and the islands' hydration; `island-*` chunks are the islands; everything
 * else is `enhance`: the script of site/enhance/ (behaviours, island loader) and its page
 * behaviours' chunks, the small chunks islands share, Vike's code if any. Sums a page's files per
 * kind.
 */
import type { LoadedFile, PageWeight } from "./page-weight.ts";

const CHUNK_KINDS = ["enhance", "framework", "islands"] as const;
export type ChunkKind = (typeof CHUNK_KINDS)[number];

/** The kind of the JavaScript file at `path` (a URL path), from its base name. */
export function chunkKindOf(path: string): ChunkKind {
  const name = path.slice(path.lastIndexOf("/") + 1);
  if (name.startsWith("framework-")) return "framework";
  if (name.startsWith("island-")) return "islands";
  return "enhance";
}

/** One measured route in gzip bytes, the numbers the budgets are about. */
export interface RouteWeight {
  route: string;
  /** JavaScript per kind. */
  js: Record<ChunkKind, number>;
  /** JavaScript of all kinds, raw (uncompressed). */
  jsRaw: number;
  /** How many `island-*` chunks the page loaded: a page with none is a page without islands. */
  islandChunks: number;
  css: number;
}

export const totalJs = (weight: RouteWeight): number =>
  CHUNK_KINDS.reduce((sum, kind) => sum + weight.js[kind], 0);

const sum = (files: readonly LoadedFile[], size: (file: LoadedFile) => number) =>
  files.reduce((total, file) => total + size(file), 0);

/** A measured page's files summed per kind. */
export function weighPage(page: Pick<PageWeight, "route" | "scripts" | "styles">): RouteWeight {
  const js: Record<ChunkKind, number> = { enhance: 0, framework: 0, islands: 0 };
  let islandChunks = 0;
  for (const file of page.scripts) {
    const kind = chunkKindOf(file.path);
    js[kind] += file.gzip;
    if (kind === "islands") islandChunks += 1;
  }
  return {
    route: page.route,
    js,
    jsRaw: sum(page.scripts, (file) => file.raw),
    islandChunks,
    css: sum(page.styles, (file) => file.gzip),
  };
}
