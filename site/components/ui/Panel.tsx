import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

/**
 * A panel: a larger, rounder card that holds a whole form or entry (the contact form, a job opening,
 * a case study). `flush` leaves the padding to its content, e.g. an image edge to edge.
 */
export function panelClasses({ flush = false }: { flush?: boolean } = {}): string {
  return cn("rounded-3xl border border-line bg-surface", !flush && "p-6 sm:p-8");
}

export function Panel({ className, children, ...props }: ComponentProps<"div">) {
  return (
    <div className={cn(panelClasses(), className)} {...props}>
      {children}
    </div>
  );
}
