/**
 * Hydration itself, in one ES module that lives in the framework chunk, so the entry every page
 * loads stays small: start-island.ts imports it only when an island starts. In the browser build,
 * `react` and `react-dom/client` are Preact's React API (preact-in-the-browser.ts): its
 * hydrateRoot hydrates the whole island in one task (there are no transitions to slice it), which
 * for the largest island, the contact form, stays under 50 ms at a 4× CPU slowdown
 * (docs/performance.md, "The islands' framework").
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
 * Hydrates `island` in `container`, rendering it from `props`, and calls `onHydrated` once its
 * first effects have run and what the visitor typed before is handed back to it. Preact keeps the
 * server's attributes where its render differs and says nothing, so the markup must match: the
 * islands' ids come from island-id.ts, not useId, and what only the browser knows is read in
 * effects or through useSyncExternalStore's server snapshot (docs/architecture.md, "To make a
 * component an island").
 */
export function hydrateIsland(
  container: HTMLElement,
  island: ComponentType<object>,
  props: object,
  onHydrated: () => void,
): void {
  const giveBackTypedValues = rememberTypedValues(container);
  const done = () => {
    giveBackTypedValues();
    onHydrated();
  };
  hydrateRoot(container, createElement(HydrationMark, { onHydrated: done }, createElement(island, props)));
}
