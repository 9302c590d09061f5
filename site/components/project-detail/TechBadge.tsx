import type { ImageAsset } from "../../../contracts/image-asset";
import { FALLBACK, IMAGE_FALLBACK } from "../../enhance/attributes";
import { cn } from "../../lib/cn";
import { cardClasses } from "../ui/Card";

/** Hue from the name, so a technology keeps its colour everywhere. */
function hueOf(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}

function LetterBadge({ name, coloured, fallback }: { name: string; coloured: boolean; fallback?: boolean }) {
  const background = coloured ? `hsl(${hueOf(name)} 55% 35%)` : "#3f4a63";
  return (
    <span
      aria-hidden="true"
      data-testid="letter-badge"
      {...{ [FALLBACK]: fallback ? "" : undefined }}
      className="flex size-12 items-center justify-center rounded-xl text-lg font-bold text-white"
      style={{ background }}
    >
      {name.charAt(0).toUpperCase()}
    </span>
  );
}

/**
 * A technology's logo; a grey letter badge when it has none, a coloured one when its logo fails to
 * load (site/enhance/behaviours/image-fallback.ts).
 */
export function TechBadge({ name, logo }: { name: string; logo: ImageAsset | null }) {
  return (
    <div className={cn("flex flex-col items-center gap-3 text-center", cardClasses({ padding: "sm" }))}>
      {logo ? (
        <span {...{ [IMAGE_FALLBACK]: "" }} className="contents">
          <img
            src={logo.src}
            alt=""
            width={48}
            height={48}
            loading="lazy"
            className="size-12 object-contain"
          />
          <LetterBadge name={name} coloured fallback />
        </span>
      ) : (
        <LetterBadge name={name} coloured={false} />
      )}
      <span className="text-sm font-medium text-ink">{name}</span>
    </div>
  );
}
