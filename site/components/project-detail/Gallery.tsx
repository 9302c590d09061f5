import type { ImageAsset } from "../../../contracts/image-asset";
import { GALLERY, GALLERY_ALT, GALLERY_MAIN } from "../../enhance/attributes";
import { cn } from "../../lib/cn";
import { cardClasses } from "../ui/Card";
import { Picture } from "../ui/Picture";

/** The large view spans its Section: max-w-7xl (1280 px) less the Section's side padding. */
const MAIN_SIZES =
  "(min-width: 1280px) 1216px, (min-width: 1024px) calc(100vw - 64px), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)";

/** A quarter of that less the three 12 px gaps: ~295 px on a wide screen, ~80 px on a phone. */
const THUMB_SIZES = "(min-width: 1280px) 295px, calc(25vw - 17px)";

const mainAlt = (title: string, index: number, count: number) => `${title}, screen ${index + 1} of ${count}`;

/** A large image and four thumbnails that choose it (site/enhance/behaviours/gallery.ts). */
export function Gallery({ images, title }: { images: readonly ImageAsset[]; title: string }) {
  const [first] = images;
  if (!first) return null;
  return (
    <div className="space-y-4" {...{ [GALLERY]: "" }}>
      <div className={cn(cardClasses({ padding: "none" }), "overflow-hidden")} {...{ [GALLERY_MAIN]: "" }}>
        <Picture
          image={first}
          alt={mainAlt(title, 0, images.length)}
          sizes={MAIN_SIZES}
          eager
          className="aspect-[16/10] h-auto w-full object-cover"
          data-testid="gallery-main"
        />
      </div>
      <ul className="grid grid-cols-4 gap-3">
        {images.map((image, index) => (
          <li key={image.src}>
            <button
              type="button"
              aria-pressed={index === 0}
              aria-label={`Show screen ${index + 1} of ${images.length}`}
              {...{ [GALLERY_ALT]: mainAlt(title, index, images.length) }}
              className={cn(
                "block w-full overflow-hidden rounded-xl border-2 transition",
                "border-transparent opacity-70 hover:opacity-100 aria-pressed:border-accent aria-pressed:opacity-100",
              )}
            >
              <Picture
                image={image}
                alt=""
                sizes={THUMB_SIZES}
                className="aspect-[16/10] h-auto w-full object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
