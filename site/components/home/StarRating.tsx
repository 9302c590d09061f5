import { useId } from "react";
import { cn } from "../../lib/cn";

const STAR = "12,2 15.09,8.26 22,9.27 17,14.14 18.18,21.02 12,17.77 5.82,21.02 7,14.14 2,9.27 8.91,8.26";
const FILLED = "#fbbf24";
const EMPTY = "#4b5675";

/**
 * Five stars filled to `value`, a fraction as a partly filled star, read out as
 * 'Rated 4.7 out of 5'. One small SVG: a page shows seven of these.
 */
export function StarRating({ value, className }: { value: number; className?: string }) {
  const partial = useId();
  const fractions = [0, 1, 2, 3, 4].map((index) => Math.min(Math.max(value - index, 0), 1));
  const partialFill = fractions.find((fraction) => fraction > 0 && fraction < 1) ?? 0;
  return (
    <svg
      role="img"
      aria-label={`Rated ${value} out of 5`}
      viewBox="0 0 120 24"
      width="120"
      height="24"
      data-rating={value}
      className={cn("h-6 w-[7.5rem] shrink-0", className)}
    >
      <defs>
        <linearGradient id={partial}>
          <stop offset={partialFill} stopColor={FILLED} />
          <stop offset={partialFill} stopColor={EMPTY} />
        </linearGradient>
      </defs>
      {fractions.map((fraction, index) => (
        <polygon
          // biome-ignore lint/suspicious/noArrayIndexKey: five fixed positions
          key={index}
          points={STAR}
          transform={`translate(${index * 24} 0)`}
          fill={fraction === 1 ? FILLED : fraction === 0 ? EMPTY : `url(#${partial})`}
        />
      ))}
    </svg>
  );
}
