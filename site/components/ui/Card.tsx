import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

export function Card({ className, children, ...props }: ComponentProps<"div">) {
  return (
    <div className={cn("rounded-2xl border border-line bg-surface p-6", className)} {...props}>
      {children}
    </div>
  );
}
