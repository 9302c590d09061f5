import type { ComponentProps, ComponentType } from "react";

/**
 * Every island of the site, by name: how the browser loads its code. Each loader is its own
 * dynamic import, so each island is its own chunk, fetched only on a page that shows it.
 *
 * To make a component an island:
 * 1. Give it a default export and props that are plain data (see serializable.ts): it is rendered
 *    to HTML at build time and hydrated in the browser from the same props, read back from JSON.
 *    It reads nothing from Vike's page context or other React context: props only.
 * 2. Add it here under a short name.
 * 3. Wrap it with `defineIsland(name, Component, when)` (Island.tsx) and use that wrapper in pages.
 */
export const islandLoaders = {
  contactForm: () => import("../components/contact/ContactForm"),
  newsletter: () => import("../components/newsletter/NewsletterForm"),
  projectFilters: () => import("../components/projects/ProjectFilters"),
} satisfies Record<string, () => Promise<{ default: ComponentType<never> }>>;

export type IslandName = keyof typeof islandLoaders;

type IslandModule<N extends IslandName> = Awaited<ReturnType<(typeof islandLoaders)[N]>>;

/** The props of the island registered as `N`. */
export type IslandProps<N extends IslandName> = ComponentProps<IslandModule<N>["default"]>;

export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(islandLoaders, name);
}
