import type { ImageAsset } from "../../../contracts/image-asset";
import { FALLBACK, IMAGE_FALLBACK } from "../../enhance/attributes";
import { cn } from "../../lib/cn";
import { Picture } from "../ui/Picture";

/** A neutral head-and-shoulders silhouette in place of a portrait that did not load. */
function Silhouette({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 480 600"
      aria-hidden="true"
      focusable="false"
      data-testid="team-photo-placeholder"
      {...{ [FALLBACK]: "" }}
      className={className}
      preserveAspectRatio="xMidYMid slice"
    >
      <rect width="480" height="600" fill="#3f4a63" />
      <ellipse cx="240" cy="250" rx="84" ry="100" fill="#8b95ab" />
      <path d="M60 600c0-120 80-190 180-190s180 70 180 190z" fill="#8b95ab" />
    </svg>
  );
}

interface TeamPhotoProps {
  image: ImageAsset;
  alt: string;
  sizes: string;
  className?: string;
}

/**
 * A 4:5 portrait (lazy: inside a closed dialog it loads when the dialog opens); the silhouette when
 * it fails (site/enhance/behaviours/image-fallback.ts).
 */
export function TeamPhoto({ image, alt, sizes, className }: TeamPhotoProps) {
  return (
    <span
      {...{ [IMAGE_FALLBACK]: "" }}
      className={cn("block aspect-[4/5] overflow-hidden bg-surface-raised", className)}
    >
      <Picture image={image} alt={alt} sizes={sizes} className="block size-full object-cover" />
      <Silhouette className="size-full" />
    </span>
  );
}
