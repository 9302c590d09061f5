import type { Collection } from "../collections.ts";
import { defaultPreset } from "../images/image-presets.ts";
import { imageKey } from "../images/images.ts";
import type { SourceFile } from "../load/source-file.ts";
import { renderMarkdown } from "../markdown/render-markdown.ts";
import { entryHref } from "../routes/routes.ts";
import type { Reference } from "../validate/integrity.ts";
import type { ValidationResult } from "../validate/validate.ts";
import type { BuiltAssets } from "./generated-file.ts";

function setAt(target: unknown, segments: readonly (string | number)[], value: unknown): void {
  let node = target as Record<string | number, unknown>;
  for (const segment of segments.slice(0, -1)) node = node[segment] as Record<string | number, unknown>;
  const last = segments[segments.length - 1];
  if (last !== undefined) node[last] = value;
}

/** Content data with every image path replaced by its processed image, every video path by its URL. */
function resolvedData(source: SourceFile, references: readonly Reference[], assets: BuiltAssets): unknown {
  const data = structuredClone(source.data);
  for (const reference of references) {
    if (reference.format === "image") {
      const asset = assets.images.get(
        imageKey({ path: reference.value, preset: reference.preset ?? defaultPreset }),
      );
      if (asset) setAt(data, reference.segments, asset);
    } else if (reference.format === "media") {
      const url = assets.media.get(reference.value);
      if (url) setAt(data, reference.segments, url);
    }
  }
  return data;
}

/** localeCompare's order from one collator, instead of a new one for every comparison. */
const textOrder = new Intl.Collator().compare;

function orderedSources(collection: Collection, sources: readonly SourceFile[]): SourceFile[] {
  if (collection.kind !== "entries") return [...sources];
  const field = collection.orderField;
  const value = (source: SourceFile, key: string) => (source.data as Record<string, unknown>)[key];
  return [...sources].sort((a, b) => {
    const byOrder = field ? Number(value(a, field)) - Number(value(b, field)) : 0;
    return byOrder || textOrder(String(value(a, collection.idField)), String(value(b, collection.idField)));
  });
}

/** What the build adds to each entry beyond its file: the rendered body, the URL of its page. */
function withBuiltFields(collection: Collection, source: SourceFile, data: unknown): unknown {
  if (collection.kind !== "entries") return data;
  const href = entryHref(collection, source.data);
  return {
    ...(data as object),
    ...(collection.bodyField ? { [collection.bodyField]: renderMarkdown(source.body ?? "") } : {}),
    ...(href ? { href } : {}),
  };
}

/**
 * Each collection's data as the pages receive it, by collection name: entries in order, images
 * processed, Markdown rendered, and each entry of a collection with pages carrying its `href`.
 */
export function collectionData(validation: ValidationResult, assets: BuiltAssets): Map<string, unknown> {
  // Each file's references, found once: looking through all of them for every file took most
  // of the stage at two thousand files.
  const referencesOf = new Map<SourceFile, Reference[]>();
  for (const reference of validation.references) {
    const ofSource = referencesOf.get(reference.source);
    if (ofSource) ofSource.push(reference);
    else referencesOf.set(reference.source, [reference]);
  }
  const data = new Map<string, unknown>();
  for (const { collection, sources } of validation.collections) {
    const entries = orderedSources(collection, sources).map((source) =>
      withBuiltFields(collection, source, resolvedData(source, referencesOf.get(source) ?? [], assets)),
    );
    data.set(collection.name, collection.kind === "entries" ? entries : entries[0]);
  }
  return data;
}
