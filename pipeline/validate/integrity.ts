import { existsSync, lstatSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { CollectionFiles } from "../load/read-content.ts";
import { locate, type SourceFile } from "../load/source-file.ts";
import { jsonPath, type Problem, problemAt } from "../problems/problems.ts";
import { idOf } from "../routes/routes.ts";
import { type LinkTargets, linkTargetProblem, routeOf } from "./link-targets.ts";
import { closestMatch } from "./near-miss.ts";
import type { FormattedValue } from "./schema-walk.ts";

export interface Reference extends FormattedValue {
  source: SourceFile;
}

const imageExtensions = /\.(jpe?g|png|webp|avif|gif|svg)$/i;

let lucideIconDir: string | undefined;
function iconDir(): string {
  lucideIconDir ??= join(
    dirname(createRequire(import.meta.url).resolve("lucide-react/package.json")),
    "dist/esm/icons",
  );
  return lucideIconDir;
}

function iconExists(name: string): boolean {
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(name)) return false;
  return existsSync(join(iconDir(), `${name}.mjs`));
}

/** Every icon name a `format: icon` field accepts (lucide's), for a picker. */
export function iconNames(): string[] {
  return readdirSync(iconDir())
    .filter((name) => name.endsWith(".mjs"))
    .map((name) => name.slice(0, -".mjs".length))
    .filter((name) => iconExists(name))
    .sort();
}

/** Whether a path is a file, asked once per path: thousands of entries name the same images. */
type FileTest = (path: string) => boolean;

function fileTest(): FileTest {
  const known = new Map<string, boolean>();
  return (path) => {
    let isFile = known.get(path);
    if (isFile === undefined) {
      // lstat: an image that is a symbolic link is no file of the content (read-content reports it).
      isFile = lstatSync(path, { throwIfNoEntry: false })?.isFile() ?? false;
      known.set(path, isFile);
    }
    return isFile;
  };
}

function checkImage(root: string, reference: Reference, isFile: FileTest): Problem[] {
  const path = reference.value;
  const { source, segments } = reference;
  if (path.startsWith("/") || path.split("/").includes("..")) {
    return [problemAt(source, segments, "image-path", { path })];
  }
  if (!imageExtensions.test(path)) return [problemAt(source, segments, "image-type", { path })];
  if (!isFile(join(root, "content/images", path)))
    return [problemAt(source, segments, "missing-image", { path })];
  return [];
}

const mediaExtensions = /\.(webm|mp4)$/i;

function checkMedia(root: string, reference: Reference, isFile: FileTest): Problem[] {
  const path = reference.value;
  const { source, segments } = reference;
  if (path.startsWith("/") || path.split("/").includes("..") || !mediaExtensions.test(path)) {
    return [problemAt(source, segments, "media-path", { path })];
  }
  if (!isFile(join(root, "content/media", path)))
    return [problemAt(source, segments, "missing-media", { path })];
  return [];
}

function checkRoute(
  reference: Reference,
  routes: readonly string[],
  routeSet: ReadonlySet<string>,
  targets: LinkTargets,
): Problem[] {
  const route = routeOf(reference.value);
  if (!targets.drafts.has(reference.source)) {
    const { source, segments } = reference;
    const placeOf = () => ({ file: source.file, ...locate(source, segments), path: jsonPath(segments) });
    const found = linkTargetProblem(placeOf, reference.value, targets, routeSet);
    if (found) return [found];
  }
  if (routeSet.has(route)) return [];
  return [
    problemAt(reference.source, reference.segments, "broken-link", {
      kind: "route",
      link: reference.value,
      nearest: closestMatch(route, routes),
    }),
  ];
}

function checkIcon(reference: Reference): Problem[] {
  if (iconExists(reference.value)) return [];
  return [problemAt(reference.source, reference.segments, "unknown-icon", { name: reference.value })];
}

/**
 * Every value in a pipeline format: images and videos exist, icons are lucide's, and an internal
 * link leads to a page of the build (not to an unpublished entry, nor to an old address that only
 * redirects, unless it is itself a draft the live engine builds).
 */
export function checkReferences(
  root: string,
  references: readonly Reference[],
  routes: readonly string[],
  targets: LinkTargets,
): Problem[] {
  const isFile = fileTest();
  const routeSet = new Set(routes);
  return references.flatMap((reference) => {
    if (reference.format === "image") return checkImage(root, reference, isFile);
    if (reference.format === "route") return checkRoute(reference, routes, routeSet, targets);
    if (reference.format === "media") return checkMedia(root, reference, isFile);
    return checkIcon(reference);
  });
}

export function checkIds(read: readonly CollectionFiles[]): Problem[] {
  const problems: Problem[] = [];
  const idsByCollection = new Map<string, Map<string, SourceFile[]>>();
  for (const { collection, sources } of read) {
    if (collection.kind !== "entries") continue;
    const byId = new Map<string, SourceFile[]>();
    idsByCollection.set(collection.name, byId);
    for (const source of sources) {
      const id = idOf(source.data, collection.idField);
      if (id !== undefined) byId.set(id, [...(byId.get(id) ?? []), source]);
    }
    // Every file that shares an id is told which others use it: none of them is "the original".
    for (const [id, owners] of byId) {
      if (owners.length < 2) continue;
      for (const source of owners) {
        const others = owners.filter((other) => other !== source).map((other) => other.file);
        problems.push(
          problemAt(source, [collection.idField], "duplicate-id", { field: collection.idField, id, others }),
        );
      }
    }
  }
  for (const { collection, sources } of read) {
    if (collection.kind !== "entries" || !collection.belongsTo) continue;
    const owners = idsByCollection.get(collection.belongsTo) ?? new Map<string, SourceFile[]>();
    for (const source of sources) {
      const id = idOf(source.data, collection.idField);
      if (id === undefined || owners.has(id)) continue;
      problems.push(
        problemAt(source, [collection.idField], "orphan-record", {
          owner: collection.belongsTo,
          field: collection.idField,
          id,
          nearest: closestMatch(id, [...owners.keys()]),
        }),
      );
    }
  }
  return problems;
}
