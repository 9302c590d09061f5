import escapeStringRegexp from "escape-string-regexp";
import type { ListingPage } from "../../contracts/listing-page.ts";
import { codeRoutes, type EntryCollection, type Listing } from "../collections.ts";
import type { CollectionFiles } from "../load/read-content.ts";
import type { SourceFile } from "../load/source-file.ts";
import { PUBLISH_AT_FIELD } from "../publishing/fields.ts";
import { momentOf, wallClock } from "../publishing/moment.ts";
import { entriesByTag, type ListedEntry, newestFirst, paginate } from "./pagination.ts";

export function idOf(data: unknown, idField: string): string | undefined {
  const id = (data as Record<string, unknown> | null)?.[idField];
  return typeof id === "string" ? id : undefined;
}

/** The entry of the entries collection `name` whose id is `id` (the entry another belongs to). */
export function entryById(
  read: readonly CollectionFiles[],
  name: string,
  id: string | undefined,
): SourceFile | undefined {
  const owner = read.find(({ collection }) => collection.name === name);
  if (owner?.collection.kind !== "entries" || id === undefined) return undefined;
  const field = owner.collection.idField;
  return owner.sources.find((source) => idOf(source.data, field) === id);
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

/** The URL of page `page` of a listing, of all entries or of those tagged with `tag` (a tag slug). */
export function listingHref(listing: Listing, page: number, tag?: string): string {
  const route =
    tag === undefined
      ? page === 1
        ? listing.route
        : listing.pageRoute
      : page === 1
        ? listing.tagRoute
        : listing.tagPageRoute;
  return route.replace("{n}", String(page)).replace("{tag}", tag ?? "");
}

/**
 * Patterns of every path a listing's routes can take (page 1, page n, a tag, a tag's page n),
 * whether or not the build lists it: what a route matcher needs that no saved entry changes.
 */
export function listingPathPatterns(listing: Listing): string[] {
  return [listing.route, listing.pageRoute, listing.tagRoute, listing.tagPageRoute].map(
    (route) => `^${escapeStringRegexp(route).replace("\\{n\\}", "[0-9]+").replace("\\{tag\\}", "[^/]+")}$`,
  );
}

/**
 * An entry as a listing orders it: by when it was published, its `publishAt` (the wall clock in the
 * site's time zone, `YYYY-MM-DD HH:MM`) when it has one, else its date (`YYYY-MM-DD`, which sorts
 * as that day's 00:00).
 */
function listedEntry(
  data: unknown,
  collection: EntryCollection,
  listing: Listing,
  timeZone: string,
): ListedEntry | undefined {
  const id = idOf(data, collection.idField);
  const fields = data as Record<string, unknown> | null;
  const publishAt = momentOf(fields?.[PUBLISH_AT_FIELD], timeZone);
  const date = publishAt ? wallClock(publishAt, timeZone) : fields?.[listing.dateField];
  const tags = fields?.[listing.tagsField];
  if (id === undefined || typeof date !== "string") return undefined;
  return { id, date, tags: Array.isArray(tags) ? tags.filter((tag) => typeof tag === "string") : [] };
}

/**
 * Every listing page of the collection: all entries, then each tag's, a page at a time, newest
 * first by publish date (`timeZone` is the site's, in which a `publishAt` is compared with dates).
 */
export function listingPages(
  collection: EntryCollection,
  entries: readonly unknown[],
  timeZone: string,
): ListingPage[] {
  const { listing } = collection;
  if (listing === undefined) return [];
  const sorted = newestFirst(
    entries.flatMap((data) => listedEntry(data, collection, listing, timeZone) ?? []),
  );
  const pages = paginate(
    sorted.map((entry) => entry.id),
    listing.perPage,
    null,
    (page) => listingHref(listing, page),
  );
  for (const [slug, { tag, ids }] of entriesByTag(sorted))
    pages.push(...paginate(ids, listing.perPage, tag, (page) => listingHref(listing, page, slug)));
  return pages;
}

/** The routes of one-off pages: single collections with a page, and pages written in code. */
export function pageRoutes(read: readonly CollectionFiles[]): string[] {
  const routes = new Set(codeRoutes);
  for (const { collection } of read)
    if (collection.kind === "single" && collection.route) routes.add(collection.route);
  return [...routes].sort();
}

/** Every route the build produces, derived from the collections. */
export function routeTable(read: readonly CollectionFiles[], timeZone: string): string[] {
  const routes = new Set(pageRoutes(read));
  for (const { collection, sources } of read) {
    if (collection.kind !== "entries") continue;
    for (const source of sources) {
      const href = entryHref(collection, source.data);
      if (href) routes.add(href);
    }
    const listing = listingPages(
      collection,
      sources.map((source) => source.data),
      timeZone,
    );
    for (const page of listing) routes.add(page.href);
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
        collection.belongsTo && entryById(read, collection.belongsTo, idOf(source.data, collection.idField));
      if (parent) add(href, parent.file);
      for (const route of codeRoutes) if (href.startsWith(`${route}/`)) add(route, source.file);
    }
  }
  return files;
}
