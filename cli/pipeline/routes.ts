import { codeRoutes, type EntryCollection } from "./collections.ts";
import type { CollectionFiles } from "./read-content.ts";

export function idOf(data: unknown, idField: string): string | undefined {
  const id = (data as Record<string, unknown> | null)?.[idField];
  return typeof id === "string" ? id : undefined;
}

/**
 * The URL of an entry's own page: its collection's route with `{id}` filled in. This is the one
 * place a route pattern becomes a URL; pages, menus, the route table and the sitemap all use it.
 */
export function entryHref(collection: EntryCollection, data: unknown): string | undefined {
  const id = idOf(data, collection.idField);
  return collection.route && id ? collection.route.replace("{id}", id) : undefined;
}

/** The URL of the page the server answers an unknown id of the collection with, if it has one. */
export function notFoundHref(collection: EntryCollection): string | undefined {
  return collection.notFoundId === undefined
    ? undefined
    : entryHref(collection, { [collection.idField]: collection.notFoundId });
}

/** The routes of one-off pages: single collections with a page, and pages written in code. */
export function pageRoutes(read: readonly CollectionFiles[]): string[] {
  const routes = new Set(codeRoutes);
  for (const { collection } of read)
    if (collection.kind === "single" && collection.route) routes.add(collection.route);
  return [...routes].sort();
}

/** Every route the build produces, derived from the collections. */
export function routeTable(read: readonly CollectionFiles[]): string[] {
  const routes = new Set(pageRoutes(read));
  for (const { collection, sources } of read) {
    if (collection.kind !== "entries") continue;
    for (const source of sources) {
      const href = entryHref(collection, source.data);
      if (href) routes.add(href);
    }
  }
  return [...routes].sort();
}

/**
 * The content files each route is made from, for the sitemap's `lastmod`: a page's own file, an
 * entry's file and the entry it belongs to; a code route lists the entries of the collections
 * routed below it (/blog lists the posts).
 */
export function routeFiles(read: readonly CollectionFiles[]): Map<string, string[]> {
  const files = new Map<string, string[]>();
  const add = (route: string, file: string) => files.set(route, [...(files.get(route) ?? []), file]);
  const byId = (name: string, id: string | undefined) => {
    const owner = read.find(({ collection }) => collection.name === name);
    if (owner?.collection.kind !== "entries") return undefined;
    const field = owner.collection.idField;
    return owner.sources.find((source) => idOf(source.data, field) === id);
  };
  for (const { collection, sources } of read) {
    if (collection.kind === "single") {
      for (const source of sources) if (collection.route) add(collection.route, source.file);
      continue;
    }
    for (const source of sources) {
      const href = entryHref(collection, source.data);
      if (!href) continue;
      add(href, source.file);
      const parent =
        collection.belongsTo && byId(collection.belongsTo, idOf(source.data, collection.idField));
      if (parent) add(href, parent.file);
      for (const route of codeRoutes) if (href.startsWith(`${route}/`)) add(route, source.file);
    }
  }
  return files;
}
