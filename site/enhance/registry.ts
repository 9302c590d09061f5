import type { ComponentProps, ComponentType } from "react";
import { GALLERY, HERO_VIDEO, SHOW_MORE } from "./attributes";
import type { StartWhen } from "./start-when";

/**
 * Everything the browser loads only on a page that shows it, each its own chunk, started by
 * lazy-start.ts when start-when.ts says.
 *
 * Page behaviours (plain TypeScript, like those in enhance-page.ts, but for markup only one kind of
 * page has): found by the selector of their markup, started at `after-load` (each answers a click,
 * or plays a clip that is decoration).
 */
export const pageBehaviours: readonly { marker: string; start: () => Promise<void> }[] = [
  { marker: `[${GALLERY}]`, start: async () => (await import("./behaviours/gallery")).startGalleries() },
  {
    marker: `button[${SHOW_MORE}]`,
    start: async () => (await import("./behaviours/logo-grid")).startLogoGrids(),
  },
  {
    marker: `[${HERO_VIDEO}]`,
    start: async () => (await import("./behaviours/hero-video")).startHeroVideo(),
  },
];

/**
 * Islands, by name: components with state, written with React's API, rendered to HTML by React and
 * hydrated by Preact in the browser when their container says (`load`, `visible` or `interaction`).
 *
 * To make a component an island:
 * 1. Give it a default export and props that are plain data (see islands/serializable.ts): it is
 *    rendered to HTML at build time and hydrated in the browser from the same props, read back from
 *    JSON. It reads nothing from Vike's page context or other React context: props only. Its ids
 *    come from islands/island-id.ts, not useId, and what only the browser knows (the URL) is read
 *    in effects or through useSyncExternalStore's server snapshot, so that Preact's first render is
 *    React's HTML.
 * 2. Add it here under a short name.
 * 3. Wrap it with `defineIsland(name, Component, when)` (islands/Island.tsx) and use that wrapper in
 *    pages.
 */
export const islandLoaders = {
  contactForm: () => import("../components/contact/ContactForm"),
  newsletter: () => import("../components/newsletter/NewsletterForm"),
  projectFilters: () => import("../components/projects/ProjectFilters"),
} satisfies Record<string, () => Promise<{ default: ComponentType<never> }>>;

export type IslandName = keyof typeof islandLoaders;

/** When an island hydrates; one that waits for the visitor starts at `interaction`. */
export type IslandWhen = Exclude<StartWhen, "after-load">;

type IslandModule<N extends IslandName> = Awaited<ReturnType<(typeof islandLoaders)[N]>>;

/** The props of the island registered as `N`. */
export type IslandProps<N extends IslandName> = ComponentProps<IslandModule<N>["default"]>;

export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(islandLoaders, name);
}
