import { codeRoutes } from "./collections.ts";
import type { CollectionFiles } from "./read-content.ts";

export function idOf(data: unknown, idField: string): string | undefined {
  const id = (data as Record<string, unknown> | null)?.[idField];
  return typeof id === "string" ? id : undefined;
}

/** Every route the build produces, derived from the collections. */
export function routeTable(read: readonly CollectionFiles[]): string[] {
  const routes = new Set(codeRoutes);
  for (const { collection, sources } of read) {
    if (collection.kind === "single" && collection.route) routes.add(collection.route);
    if (collection.kind === "entries" && collection.route) {
      for (const source of sources) {
        const id = idOf(source.data, collection.idField);
        if (id) routes.add(collection.route.replace("{id}", id));
      }
    }
  }
  return [...routes].sort();
}
