import { useState } from "react";
import { cn } from "../../lib/cn";
import type { ImageAsset } from "../../lib/image-asset";
import { Picture } from "../ui/Picture";

/** A large image and four thumbnails that choose it. */
export function Gallery({ images, title }: { images: readonly ImageAsset[]; title: string }) {
  const [selected, setSelected] = useState(0);
  const current = images[selected] ?? images[0];
  if (!current) return null;
  return (
    <div className="space-y-4">
      <div className="overflow-hidden rounded-2xl border border-line bg-surface">
        <Picture
          image={current}
          alt={`${title}, screen ${selected + 1} of ${images.length}`}
          sizes="(min-width: 1280px) 1216px, 100vw"
          priority={selected === 0}
          className="aspect-[16/10] h-auto w-full object-cover"
          data-testid="gallery-main"
        />
      </div>
      <ul className="grid grid-cols-4 gap-3">
        {images.map((image, index) => (
          <li key={image.src}>
            <button
              type="button"
              aria-pressed={index === selected}
              aria-label={`Show screen ${index + 1} of ${images.length}`}
              onClick={() => setSelected(index)}
              className={cn(
                "block w-full overflow-hidden rounded-xl border-2 transition",
                index === selected ? "border-accent" : "border-transparent opacity-70 hover:opacity-100",
              )}
            >
              <Picture
                image={image}
                alt=""
                sizes="160px"
                className="aspect-[16/10] h-auto w-full object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
