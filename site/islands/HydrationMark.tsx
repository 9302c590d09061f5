import { type ReactNode, useEffect } from "react";

/** Renders its children unchanged and reports when the island's first effects have run. */
export function HydrationMark({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(() => onHydrated(), [onHydrated]);
  return children;
}
