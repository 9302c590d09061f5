import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

/**
 * A full-width tinted band behind a section, so a page alternates between open sections and
 * banded ones instead of one card grid after another.
 */
export function Band({ children, glow = false }: { children: ReactNode; glow?: boolean }) {
  return (
    <div
      className={cn(
        "border-y border-line/70",
        glow ? "bg-gradient-to-br from-kind/10 via-surface/50 to-surface/20" : "bg-surface/50",
      )}
    >
      {children}
    </div>
  );
}
