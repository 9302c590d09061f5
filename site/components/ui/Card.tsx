import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

const paddings = {
  none: "",
  sm: "p-4",
  md: "p-5",
  lg: "p-6",
  xl: "p-8",
} as const;

export type CardPadding = keyof typeof paddings;

export interface CardStyle {
  padding?: CardPadding;
  /** On the raised surface colour: a note that stands out from the cards around it. */
  raised?: boolean;
}

/**
 * The card surface: rounded, bordered, on the surface colour. For cards in grids and lists, stats,
 * and the blocks of a page; for an element other than a div, put these classes on it.
 */
export function cardClasses({ padding = "lg", raised = false }: CardStyle = {}): string {
  return cn("rounded-2xl border border-line", raised ? "bg-surface-raised" : "bg-surface", paddings[padding]);
}

type CardProps = ComponentProps<"div"> & CardStyle;

export function Card({ padding, raised, className, children, ...props }: CardProps) {
  return (
    <div className={cn(cardClasses({ padding, raised }), className)} {...props}>
      {children}
    </div>
  );
}
