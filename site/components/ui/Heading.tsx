import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

const levels = {
  1: "text-4xl font-bold tracking-tight sm:text-5xl",
  2: "text-2xl font-bold tracking-tight sm:text-3xl",
  3: "text-lg font-semibold",
} as const;

type HeadingProps = ComponentProps<"h2"> & { level: keyof typeof levels };

export function Heading({ level, className, children, ...props }: HeadingProps) {
  const Tag = `h${level}` as const;
  return (
    <Tag className={cn(levels[level], className)} {...props}>
      {children}
    </Tag>
  );
}
