import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

const spacing = {
  both: "py-12 lg:py-16",
  top: "pt-12 lg:pt-16",
  bottom: "pb-12 lg:pb-16",
  none: "",
} as const;

type SectionProps = ComponentProps<"section"> & {
  /** Which sides get the vertical rhythm; neighbours that belong together drop one side. */
  pad?: keyof typeof spacing;
};

export function Section({ pad = "both", className, children, ...props }: SectionProps) {
  return (
    <section
      className={cn("mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8", spacing[pad], className)}
      {...props}
    >
      {children}
    </section>
  );
}
