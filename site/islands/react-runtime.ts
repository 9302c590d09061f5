/**
 * What hydration needs, in one ES module that lives in the framework chunk, so the frame's entry
 * stays small: React's own exports (importing its CommonJS packages straight from the entry would
 * also pull the bundler's interop helpers into a chunk of their own, one more request before the
 * page settles), and what hydrate-islands.ts does around hydrateRoot.
 */
import { type ReactNode, useEffect } from "react";

export { createElement } from "react";
export { hydrateRoot } from "react-dom/client";
export { rememberTypedValues } from "./keep-typed-values";

/** Renders the island unchanged and calls `onHydrated` once its first effects have run. */
export function HydrationMark({ children, onHydrated }: { children: ReactNode; onHydrated: () => void }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after the first commit
  useEffect(() => onHydrated(), []);
  return children;
}
