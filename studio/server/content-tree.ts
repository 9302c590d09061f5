import { readdirSync } from "node:fs";
import { join } from "node:path";
import { type Collection, collections, type EntryCollection } from "../../pipeline/index.ts";
import type { ContentTree, TreeEntry } from "../shared/api-types.ts";
import { contentStats, RefusedPath, readContentTextIfAllowed } from "./content-access.ts";
import { readDocument } from "./documents.ts";

/** The value at a dotted field path (`hero.title`) of some data. */
function at(data: unknown, path: string): unknown {
  return path
    .split(".")
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | null)?.[key], data);
}

/** What a person calls a content file: its title field, else its name or id. */
function titleOf(collection: Collection, data: unknown, fallback: string): string {
  for (const path of [collection.meta?.title, "title", "hero.title", "name"]) {
    if (!path) continue;
    const value = at(data, path);
    if (typeof value === "string" && value.trim() !== "") return value;
  }
  return fallback;
}

/**
 * A content file's data, or undefined when the studio may not read it: a link, a file over
 * MAX_CONTENT_FILE_BYTES (listed by its id, never parsed) or one that is not valid YAML.
 */
function dataOf(root: string, file: string): unknown {
  const text = readContentTextIfAllowed(root, file);
  if (text === undefined) return undefined;
  const read = readDocument(file, text);
  return read.ok ? read.document.data : undefined;
}

/** The real folder under content/, or undefined when it is missing or a link (its files are not listed). */
function realFolder(root: string, folder: string): string | undefined {
  try {
    const stats = contentStats(root, folder);
    return stats?.isDirectory() ? folder : undefined;
  } catch (error) {
    if (error instanceof RefusedPath) return undefined;
    throw error;
  }
}

/** The files of an entry collection in content/, by path under the project root. */
export function entryFiles(root: string, collection: EntryCollection): string[] {
  const folder = realFolder(root, `content/${collection.folder}`);
  if (!folder) return [];
  return readdirSync(join(root, folder))
    .filter((name) => collection.extensions.some((extension) => name.endsWith(extension)))
    .map((name) => `${folder}/${name}`);
}

/** A single page file's label when it has no title: its file name. */
function labelOf(file: string): string {
  const name = file.replace(/^.*\//, "").replace(/\.[a-z]+$/, "");
  return name.charAt(0).toUpperCase() + name.slice(1).replace(/-/g, " ");
}

/** The collection a content file belongs to, with its id for an entry. */
export function collectionOf(file: string): { collection: Collection; id?: string } | undefined {
  for (const collection of collections) {
    if (collection.kind === "single" && `content/${collection.file}` === file) return { collection };
    if (collection.kind !== "entries") continue;
    const prefix = `content/${collection.folder}/`;
    const name = file.startsWith(prefix) ? file.slice(prefix.length) : "";
    const extension = collection.extensions.find((candidate) => name.endsWith(candidate));
    if (extension && !name.includes("/")) return { collection, id: name.slice(0, -extension.length) };
  }
  return undefined;
}

/** The pages a content file feeds, its own first: what the preview can show. */
export function routesOf(file: string): string[] {
  const found = collectionOf(file);
  if (!found) return ["/"];
  const { collection, id } = found;
  if (collection.kind === "single") return [collection.route ?? "/"];
  const routes: string[] = [];
  if (collection.route && id) routes.push(collection.route.replace("{id}", id));
  for (const other of collections) {
    if (other.kind === "entries" && other.belongsTo === collection.name && other.route && id)
      routes.push(other.route.replace("{id}", id));
    if (other.kind === "single" && other.route === `/${collection.folder}`) routes.push(other.route);
  }
  return routes.length > 0 ? routes : ["/"];
}

/** Every single page file and every collection with its entries, in the collection's order. */
export function contentTree(root: string): ContentTree {
  const pages = collections.flatMap((collection) =>
    collection.kind === "single"
      ? [
          {
            file: `content/${collection.file}`,
            id: collection.file,
            title: titleOf(collection, dataOf(root, `content/${collection.file}`), labelOf(collection.file)),
          },
        ]
      : [],
  );
  const entryCollections = collections.flatMap((collection) => {
    if (collection.kind !== "entries") return [];
    const entries: (TreeEntry & { order: number })[] = entryFiles(root, collection).map((file) => {
      const data = dataOf(root, file);
      const id = collectionOf(file)?.id ?? file;
      const order = collection.orderField ? at(data, collection.orderField) : undefined;
      return {
        file,
        id,
        title: titleOf(collection, data, id),
        order: typeof order === "number" ? order : Number.MAX_SAFE_INTEGER,
        ...(at(data, "draft") === true ? { draft: true } : {}),
      };
    });
    entries.sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
    return [
      {
        name: collection.folder,
        label: labelOf(collection.folder),
        entries: entries.map(({ order: _order, ...entry }) => entry),
      },
    ];
  });
  return { pages, collections: entryCollections };
}
