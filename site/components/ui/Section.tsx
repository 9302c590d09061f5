import type { ComponentProps } from "react";
import { REVEAL } from "../../enhance/attributes";
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
  /**
   * Fades and slides in when scrolled into view, its card lists staggered
   * (site/enhance/behaviours/reveal.ts; a list opts into the first-item delay with
   * REVEAL_FIRST_DELAY). On by default.
   */
  reveal?: boolean;
};

export function Section({ pad = "both", reveal = true, className, children, ...props }: SectionProps) {
  return (
    <section
      {...{ [REVEAL]: reveal ? "" : undefined }}
      className={cn("mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8", spacing[pad], className)}
      {...props}
    >
      {children}
    </section>
  );
}
