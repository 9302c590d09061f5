import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { extname, join } from "node:path";
import escapeStringRegexp from "escape-string-regexp";
import { collections, type EntryCollection } from "../../pipeline/collections.ts";
import { blogRoot } from "../support/blog-root.ts";

/**
 * The sample content has no blog posts: the blog grows from the test fixtures, 33 posts per scale
 * unit, so ×30 is the thousand posts the scale target names.
 */
const POSTS_PER_UNIT = 33;
/** Collections whose entries are not copied: they have no page of their own and do not pile up. */
const FIXED = new Set(["services", "industries", "team"]);

function withId(text: string, idField: string, id: string, newId: string): string {
  const line = new RegExp(`^${idField}: *${escapeStringRegexp(id)} *$`, "m");
  if (!line.test(text)) throw new Error(`no "${idField}: ${id}" line to rename`);
  return text.replace(line, `${idField}: ${newId}`);
}

/** Moves a post's `date:` back by `days`, so the copies spread over the years before the originals. */
function shiftedDate(text: string, days: number): string {
  return text.replace(/^date: *(\d{4}-\d{2}-\d{2}) *$/m, (_line, date: string) => {
    const shifted = new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000);
    return `date: ${shifted.toISOString().slice(0, 10)}`;
  });
}

/**
 * Marks a copy's title and meta description (top-level fields the registry's `meta` names) with
 * its number, so copies stay distinct pages for validation; a description keeps within 160 characters.
 */
function distinctMeta(text: string, collection: EntryCollection, copy: number): string {
  const suffix = ` (${copy})`;
  let result = text;
  for (const field of Object.values(collection.meta ?? {})) {
    if (field.includes(".")) continue;
    const line = new RegExp(`^(${field}: *)(["']?)(.*?)\\2 *$`, "m");
    result = result.replace(line, (_all, key: string, quote: string, value: string) => {
      const room = 160 - suffix.length;
      const kept = value.length > room ? value.slice(0, room).trimEnd() : value;
      return `${key}${quote}${kept}${suffix}${quote}`;
    });
  }
  return result;
}

/** Writes `copies` copies of every entry of `collection` (the originals stay), with new ids. */
function entryFiles(folder: string, collection: EntryCollection): string[] {
  return readdirSync(folder).filter((name) => collection.extensions.includes(extname(name)));
}

function growCollection(
  folder: string,
  collection: EntryCollection,
  copies: number,
  isBlog: boolean,
): number {
  let written = 0;
  for (const name of entryFiles(folder, collection)) {
    const extension = extname(name);
    const id = name.slice(0, -extension.length);
    const text = readFileSync(join(folder, name), "utf8");
    for (let copy = 1; copy <= copies; copy++) {
      const newId = `${id}-x${copy}`;
      let grown = distinctMeta(withId(text, collection.idField, id, newId), collection, copy);
      if (isBlog) grown = shiftedDate(grown, copy);
      writeFileSync(join(folder, newId + extension), grown);
      written++;
    }
  }
  return written;
}

export interface ScaledRoot {
  root: string;
  /** Entries per collection after growing. */
  counts: Record<string, number>;
  /** A post file to edit for the "one post changed" build. */
  onePost: string;
}

/**
 * A temporary project root (blogRoot's, with the site's sources) holding the repository's content
 * grown `scale`-fold: new ids, the same images. Its image cache starts as hard links to the
 * repository's (its images are the same); everything else the build caches starts empty.
 */
export function scaledRoot(scale: number): ScaledRoot {
  const { root } = blogRoot({ withSite: true, imageCacheOnly: true, prefix: `site-scale-${scale}-` });
  const blogDir = join(root, "content/blog");
  const blog = collections.find((c): c is EntryCollection => c.kind === "entries" && c.name === "blog");
  if (blog === undefined) throw new Error("the registry has no blog collection");
  const fixtures = entryFiles(blogDir, blog).length;
  growCollection(blogDir, blog, Math.ceil((POSTS_PER_UNIT * scale) / fixtures) - 1, true);

  const counts: Record<string, number> = {};
  for (const collection of collections) {
    if (collection.kind !== "entries") continue;
    const folder = join(root, "content", collection.folder);
    if (collection.name !== "blog" && !FIXED.has(collection.name))
      growCollection(folder, collection, scale - 1, false);
    counts[collection.name] = entryFiles(folder, collection).length;
  }
  const onePost = join(blogDir, entryFiles(blogDir, blog)[0] as string);
  return { root, counts, onePost };
}
