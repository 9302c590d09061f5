import { listingHeading } from "../../contracts/blog-heading.ts";
import type { EntryCollection } from "../collections.ts";
import type { CollectionFiles } from "../load/read-content.ts";
import { DEFAULT_TIME_ZONE } from "../publishing/moment.ts";
import { entryById, entryHref, idOf, listingPages } from "../routes/routes.ts";
import { valueAt } from "../validate/page-meta-check.ts";

/** One route's social preview image, as the route table and the content describe it. */
export interface SocialPage {
  route: string;
  title: string;
  label?: string;
  /** Path under content/images of a picture shown beside the title. */
  picture?: string;
}

const fieldValue = (data: unknown, path: string | undefined): unknown =>
  path === undefined ? undefined : valueAt(data, path.split("."));

const text = (value: unknown): string | undefined =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;

function card(route: string, title: string, label: string | undefined, picture?: string): SocialPage {
  return { route, title, ...(label ? { label } : {}), ...(picture ? { picture } : {}) };
}

function entryPicture(read: readonly CollectionFiles[], collection: EntryCollection, data: unknown) {
  const field = collection.socialCard?.picture;
  const own = text(fieldValue(data, field));
  if (own || !collection.belongsTo) return own;
  const owner = entryById(read, collection.belongsTo, idOf(data, collection.idField));
  return text(fieldValue(owner?.data, field));
}

function pagesOf(read: readonly CollectionFiles[], { collection, sources }: CollectionFiles): SocialPage[] {
  const title = (data: unknown) => text(fieldValue(data, collection.meta?.title));
  const label = collection.socialCard?.label;
  if (collection.kind === "single") {
    const data = sources[0]?.data;
    const pageTitle = title(data);
    return collection.route && pageTitle ? [card(collection.route, pageTitle, label)] : [];
  }
  const pages: SocialPage[] = [];
  for (const { data } of sources) {
    const href = entryHref(collection, data);
    const entryTitle = title(data);
    if (href && entryTitle) pages.push(card(href, entryTitle, label, entryPicture(read, collection, data)));
  }
  const { listing } = collection;
  if (listing)
    // Only which pages there are matters here, not the order of their entries (nor so the zone).
    for (const page of listingPages(
      collection,
      sources.map((source) => source.data),
      DEFAULT_TIME_ZONE,
    ))
      pages.push(card(page.href, listingHeading(page), listing.socialLabel));
  return pages;
}

/**
 * One preview per route of the route table: its title and kind from the collection registry and the
 * content. A route whose page computes its title (the home page) shows the site's tagline.
 */
export function socialPages(read: readonly CollectionFiles[], routes: readonly string[]): SocialPage[] {
  const byRoute = new Map(read.flatMap((files) => pagesOf(read, files)).map((page) => [page.route, page]));
  const site = read.find(({ collection }) => collection.name === "site")?.sources[0]?.data;
  const tagline = text(fieldValue(site, "tagline")) ?? text(fieldValue(site, "name")) ?? "";
  return routes.map((route) => byRoute.get(route) ?? card(route, tagline, undefined));
}
