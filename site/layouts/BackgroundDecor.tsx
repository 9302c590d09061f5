import type { CSSProperties } from "react";
import { DECOR_TEMPLATE } from "../enhance/attributes";
import { cn } from "../lib/cn";

/** The eight floating decorations. */
export const DECORATION_COUNT = 8;

interface Decoration {
  shape: "ring" | "square" | "dot";
  /** The gutter beside the content column it floats in. */
  side: "left" | "right";
  /** Its distance from the window's edge, as a share of the gutter's room left beside it (0–1). */
  inset: number;
  /** Position down the viewport, in per cent. */
  top: number;
  /** Size in rem, at most 4 (GUTTER_SCREEN makes room for that). */
  size: number;
  /** Float cycle and its offset, in seconds, so they drift out of step. */
  duration: number;
  delay: number;
}

const decorations: Decoration[] = [
  { shape: "ring", side: "left", inset: 0.3, top: 14, size: 4, duration: 16, delay: 0 },
  { shape: "dot", side: "right", inset: 0.6, top: 30, size: 0.75, duration: 12, delay: -3 },
  { shape: "square", side: "left", inset: 0.6, top: 48, size: 2.5, duration: 18, delay: -6 },
  { shape: "ring", side: "right", inset: 0.2, top: 68, size: 3.5, duration: 20, delay: -2 },
  { shape: "dot", side: "left", inset: 0.8, top: 84, size: 1, duration: 14, delay: -8 },
  { shape: "square", side: "right", inset: 0.5, top: 14, size: 2, duration: 17, delay: -11 },
  { shape: "dot", side: "right", inset: 0.9, top: 52, size: 0.5, duration: 11, delay: -5 },
  { shape: "ring", side: "left", inset: 0.1, top: 92, size: 3, duration: 19, delay: -13 },
];

/**
 * The room beside the content column: Section, header and footer are max-w-7xl (80rem) with px-8
 * (2rem) from lg, so text never comes nearer the window's edge than this.
 */
const GUTTER = "((100% - 80rem) / 2 + 2rem)";

/**
 * Where a gutter is at least 5rem wide, room for the largest decoration (4rem) as it floats and
 * turns: from 80rem + 2 × (5rem − 2rem) = 86rem. Narrower windows show no decorations, since any
 * place would be over text.
 */
const GUTTER_SCREEN = "min-[86rem]:block";

const shapeClasses: Record<Decoration["shape"], string> = {
  ring: "rounded-full border border-accent/20",
  square: "rounded-md border border-accent-2/25",
  dot: "rounded-full bg-accent/30",
};

/** The offset from the window's side that keeps a decoration of `size` rem inside its gutter. */
const gutterOffset = ({ inset, size }: Decoration) => `calc((${GUTTER} - ${size}rem) * ${inset})`;

/**
 * The mouse-following glow and the floating decorations: one fixed layer behind the content,
 * aria-hidden and deaf to the pointer. The decorations float in the gutters beside the content
 * column, so they never cover text, and are hidden where the window leaves no gutter wide enough.
 * It is a <template>: site/enhance/behaviours/background-decor.ts adds it to a running page, not
 * on touch-only devices nor when the visitor asked for reduced motion, and moves the glow through
 * CSS custom properties.
 */
export function BackgroundDecor() {
  return (
    <template {...{ [DECOR_TEMPLATE]: "" }}>
      <div aria-hidden="true" data-decor className="pointer-events-none fixed inset-0 -z-10 overflow-hidden">
        <div
          data-glow
          className="absolute top-0 left-0 size-[40rem] rounded-full bg-[radial-gradient(closest-side,rgb(56_189_248/0.09),transparent)] opacity-[var(--glow-opacity,0)] transition-opacity duration-500"
          style={{ translate: "calc(var(--glow-x, 50vw) - 50%) calc(var(--glow-y, 50vh) - 50%)" }}
        />
        {decorations.map((decoration) => (
          <span
            key={`${decoration.side}-${decoration.top}`}
            data-decoration
            className={cn("absolute hidden animate-float", GUTTER_SCREEN, shapeClasses[decoration.shape])}
            style={
              {
                top: `${decoration.top}%`,
                [decoration.side]: gutterOffset(decoration),
                width: `${decoration.size}rem`,
                height: `${decoration.size}rem`,
                animationDuration: `${decoration.duration}s`,
                animationDelay: `${decoration.delay}s`,
              } satisfies CSSProperties
            }
          />
        ))}
      </div>
    </template>
  );
}
