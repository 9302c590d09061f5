import { useCallback, useSyncExternalStore } from "react";

/**
 * Whether the media query matches, kept current. Prerendering and hydration see `false`, so what
 * depends on it renders after hydration and never causes a mismatch.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
