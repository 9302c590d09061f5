/**
 * Hydration itself, in one ES module that lives in the framework chunk, so the entry every page
 * loads stays small: start-island.ts imports it only when an island starts (importing React's CommonJS
 * packages straight from the entry would also pull the bundler's interop helpers into a chunk of
 * their own, one more request before the page settles).
 */
import { type ComponentType, createElement, type ReactNode, startTransition, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { rememberTypedValues } from "./keep-typed-values";

/** Renders the island unchanged and calls `onHydrated` once its first effects have run. */
function HydrationMark({ children, onHydrated }: { children?: ReactNode; onHydrated: () => void }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after the first commit
  useEffect(() => onHydrated(), []);
  return children;
}

/**
 * Hydrates the island registered as `name` (named in the console when it does not hydrate cleanly)
 * in `container`, rendering `island` from `props`, and calls `onHydrated` once its first effects
 * have run and what the visitor typed before is handed back to it. `identifierPrefix` is its useId
 * prefix, id-prefix.ts's idPrefix(name): this module does not import id-prefix.ts, since the bundler
 * would move it into the framework chunk and every page's entry would import React with it. (The
 * arguments are positional because an options object's keys would add 42 bytes to the entry.)
 */
export function hydrateIsland(
  container: HTMLElement,
  name: string,
  identifierPrefix: string,
  island: ComponentType<object>,
  props: object,
  onHydrated: () => void,
): void {
  const giveBackTypedValues = rememberTypedValues(container);
  const done = () => {
    giveBackTypedValues();
    onHydrated();
  };
  // In a transition, React hydrates in slices of a few milliseconds and yields between them; as a
  // default update it hydrated in one task (59 ms for the newsletter form at a 4× CPU slowdown). A
  // visitor's click on a part not yet hydrated makes React hydrate that part at once.
  startTransition(() => {
    hydrateRoot(container, createElement(HydrationMark, { onHydrated: done }, createElement(island, props)), {
      identifierPrefix,
      onRecoverableError: (error) => console.error(`Island '${name}' did not hydrate cleanly:`, error),
    });
  });
}
