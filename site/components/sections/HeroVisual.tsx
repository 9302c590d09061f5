import { cn } from "../../lib/cn";
import type { ImageAsset } from "../../lib/image-asset";

/** Wide screens show the visual beside the heading, narrower ones under the text. */
const WIDE = "(min-width: 1024px)";
const NARROW = "(max-width: 1023.98px)";
/** A 1 x 1 transparent GIF: what the copy a screen does not show "loads", without a request. */
const NOTHING = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

const frame = "overflow-hidden rounded-2xl border border-line shadow-2xl shadow-kind/15";

interface ScreenPictureProps {
  image: ImageAsset;
  alt: string;
  /** The screens this copy is for: every source carries it, so other screens fetch none of them. */
  media: string;
  sizes: string;
  /** The largest paint of the screens it is for: fetched ahead of other images. */
  priority?: boolean;
}

/**
 * The hero's picture for one range of screen widths. Both copies are eager, since each is in the
 * first screen of the widths it is for, and each screen downloads only its own copy.
 */
function ScreenPicture({ image, alt, media, sizes, priority = false }: ScreenPictureProps) {
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} media={media} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      <source media={media} srcSet={image.srcset || image.src} sizes={sizes} />
      <img
        src={NOTHING}
        width={image.width}
        height={image.height}
        alt={alt}
        loading="eager"
        fetchPriority={priority ? "high" : undefined}
        className="h-auto w-full"
        style={
          image.placeholder ? { backgroundImage: `url(${image.placeholder})`, backgroundSize: "cover" } : {}
        }
      />
    </picture>
  );
}

/** Beside the text on wide screens, where it is the page's largest paint. */
export function WideHeroVisual({ image, alt }: { image: ImageAsset; alt: string }) {
  return (
    <div className={cn("hidden lg:block", frame)}>
      <ScreenPicture
        image={image}
        alt={alt}
        media={WIDE}
        sizes="(min-width: 1280px) 584px, calc(50vw - 56px)"
        priority
      />
    </div>
  );
}

/** Under the text on phones and tablets, where the heading and lead text paint first. */
export function NarrowHeroVisual({ image, alt }: { image: ImageAsset; alt: string }) {
  return (
    <div className={cn("mt-10 max-w-2xl lg:hidden", frame)}>
      <ScreenPicture
        image={image}
        alt={alt}
        media={NARROW}
        sizes="(min-width: 768px) 672px, calc(100vw - 32px)"
      />
    </div>
  );
}
