import type { Hero } from "../../generated/types/sections";
import { cn } from "../../lib/cn";
import { Picture } from "../ui/Picture";

/** Wide screens show the visual beside the heading. */
const WIDE = "(min-width: 1024px)";
/** A 1 x 1 transparent GIF: what narrower screens "load" for the wide copy, without a request. */
const NOTHING = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

type Visual = NonNullable<Hero["visual"]>;

const frame = "overflow-hidden rounded-2xl border border-line shadow-2xl shadow-kind/15";

/**
 * Beside the text on wide screens, where it is the page's largest paint: eager, fetched at high
 * priority, and every source carries the wide media query, so narrower screens fetch none of it.
 */
export function WideHeroVisual({ visual: { image, alt } }: { visual: Visual }) {
  const sizes = "(min-width: 1280px) 584px, calc(50vw - 56px)";
  return (
    <div data-hero-visual="wide" className={cn("hidden lg:block", frame)}>
      <picture>
        {image.sources.map((source) => (
          <source key={source.type} media={WIDE} type={source.type} srcSet={source.srcset} sizes={sizes} />
        ))}
        <source media={WIDE} srcSet={image.srcset || image.src} sizes={sizes} />
        <img
          src={NOTHING}
          width={image.width}
          height={image.height}
          alt={alt}
          loading="eager"
          fetchPriority="high"
          className="h-auto w-full"
          style={
            image.placeholder ? { backgroundImage: `url(${image.placeholder})`, backgroundSize: "cover" } : {}
          }
        />
      </picture>
    </div>
  );
}

/**
 * The same picture on phones and tablets, placed by the page after its opening text (below the
 * first screen): there the heading and lead text are the largest paint, and a picture in the first
 * screen would outgrow them and delay it. Lazy; wide screens, which hide it, never fetch it.
 * Nothing for a hero without a visual.
 */
export function NarrowHeroVisual({ visual }: { visual: Visual | undefined }) {
  if (!visual) return null;
  const { image, alt } = visual;
  return (
    <div data-hero-visual="narrow" className="mx-auto w-full max-w-7xl px-4 sm:px-6 lg:hidden">
      <div className={cn("max-w-2xl", frame)}>
        <Picture
          image={image}
          alt={alt}
          sizes="(min-width: 768px) 672px, calc(100vw - 32px)"
          className="h-auto w-full"
        />
      </div>
    </div>
  );
}
