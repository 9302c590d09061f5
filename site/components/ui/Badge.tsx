import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

export function Badge({ className, children, ...props }: ComponentProps<"span">) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full border border-line bg-surface-raised px-3 py-1 text-xs font-medium text-ink-muted",
        className,
      )}
      {...props}
    >
      {children}
    </span>
  );
}
