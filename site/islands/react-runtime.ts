/**
 * Hydration itself, in one ES module that lives in the framework chunk, so the frame's entry stays
 * small: hydrate-islands.ts imports it only when an island starts (importing React's CommonJS
 * packages straight from the entry would also pull the bundler's interop helpers into a chunk of
 * their own, one more request before the page settles).
 */
import { type ComponentType, createElement, type ReactNode, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { rememberTypedValues } from "./keep-typed-values";

/** Renders the island unchanged and calls `onHydrated` once its first effects have run. */
function HydrationMark({ children, onHydrated }: { children?: ReactNode; onHydrated: () => void }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after the first commit
  useEffect(() => onHydrated(), []);
  return children;
}

/**
 * Hydrates the island `name` in `container` from its props, and calls `onHydrated` once its first
 * effects have run and what the visitor typed before is handed back to it. `identifierPrefix` is
 * the island's (markers.ts, which this module does not import: the bundler would move it into the
 * framework chunk, and every page's entry would import React with it).
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
  hydrateRoot(container, createElement(HydrationMark, { onHydrated: done }, createElement(island, props)), {
    identifierPrefix,
    onRecoverableError: (error) => console.error(`Island '${name}' did not hydrate cleanly:`, error),
  });
}
