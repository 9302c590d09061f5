import type { ImageAsset } from "../../../contracts/image-asset";
import { FALLBACK, IMAGE_FALLBACK } from "../../enhance/attributes";
import { Picture } from "../ui/Picture";

/** A grey head-and-shoulders silhouette in place of a photo that did not load. */
function Silhouette() {
  return (
    <svg
      viewBox="0 0 56 56"
      width="56"
      height="56"
      aria-hidden="true"
      focusable="false"
      data-testid="avatar-placeholder"
      {...{ [FALLBACK]: "" }}
      className="size-14"
    >
      <rect width="56" height="56" fill="#3f4a63" />
      <circle cx="28" cy="22" r="10" fill="#8b95ab" />
      <path d="M9 56c0-11 8.5-18 19-18s19 7 19 18z" fill="#8b95ab" />
    </svg>
  );
}

/** A 56 px round photo; the silhouette when it fails (site/enhance/behaviours/image-fallback.ts). */
export function Avatar({ image }: { image: ImageAsset }) {
  return (
    <span
      {...{ [IMAGE_FALLBACK]: "" }}
      className="block size-14 shrink-0 overflow-hidden rounded-full bg-surface-raised"
    >
      <Picture image={image} alt="" sizes="56px" className="block size-14 object-cover" />
      <Silhouette />
    </span>
  );
}
