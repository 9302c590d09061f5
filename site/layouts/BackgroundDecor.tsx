import type { CSSProperties } from "react";
import { cn } from "../lib/cn";

/** The spec's eight floating decorations. */
export const DECORATION_COUNT = 8;

interface Decoration {
  shape: "ring" | "square" | "dot";
  /** Position in the viewport, in per cent. */
  top: number;
  left: number;
  /** Size in rem. */
  size: number;
  /** Float cycle and its offset, in seconds, so they drift out of step. */
  duration: number;
  delay: number;
}

/** Kept to the edges, away from the reading column. */
const decorations: Decoration[] = [
  { shape: "ring", top: 12, left: 4, size: 4, duration: 16, delay: 0 },
  { shape: "dot", top: 30, left: 92, size: 0.75, duration: 12, delay: -3 },
  { shape: "square", top: 48, left: 6, size: 2.5, duration: 18, delay: -6 },
  { shape: "ring", top: 70, left: 88, size: 6, duration: 20, delay: -2 },
  { shape: "dot", top: 86, left: 12, size: 1, duration: 14, delay: -8 },
  { shape: "square", top: 18, left: 80, size: 2, duration: 17, delay: -11 },
  { shape: "dot", top: 60, left: 96, size: 0.5, duration: 11, delay: -5 },
  { shape: "ring", top: 92, left: 60, size: 3, duration: 19, delay: -13 },
];

const shapeClasses: Record<Decoration["shape"], string> = {
  ring: "rounded-full border border-accent/20",
  square: "rounded-md border border-accent-2/25",
  dot: "rounded-full bg-accent/30",
};

/**
 * The mouse-following glow and the floating decorations: one fixed layer behind the content,
 * aria-hidden and deaf to the pointer. It is a <template>: site/frame/background-decor.ts adds it to
 * a running page, not on touch-only devices nor when the visitor asked for reduced motion, and moves
 * the glow through CSS custom properties.
 */
export function BackgroundDecor() {
  return (
    <template data-decor-template="">
      <div aria-hidden="true" data-decor className="pointer-events-none fixed inset-0 -z-10 overflow-hidden">
        <div
          data-glow
          className="absolute top-0 left-0 size-[40rem] rounded-full bg-[radial-gradient(closest-side,rgb(56_189_248/0.09),transparent)] opacity-[var(--glow-opacity,0)] transition-opacity duration-500"
          style={{ translate: "calc(var(--glow-x, 50vw) - 50%) calc(var(--glow-y, 50vh) - 50%)" }}
        />
        {decorations.map((decoration) => (
          <span
            key={`${decoration.top}-${decoration.left}`}
            data-decoration
            className={cn("absolute animate-float", shapeClasses[decoration.shape])}
            style={
              {
                top: `${decoration.top}%`,
                left: `${decoration.left}%`,
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
