import { FALLBACK_FAILED, IMAGE_FALLBACK } from "../attributes";

/**
 * Images that fall back to a drawing when they fail to load (team photos, testimonial avatars,
 * technology logos): the container is marked `data-image-fallback`, holds the <img> (or <picture>)
 * and a hidden element marked `data-fallback`. When the image fails, the container gets
 * `data-failed` and CSS shows the fallback instead (global.css). Failures that happened before
 * this module ran are found by looking at the images once.
 */
const CONTAINER = `[${IMAGE_FALLBACK}]`;

function fail(image: HTMLImageElement): void {
  image.closest(CONTAINER)?.setAttribute(FALLBACK_FAILED, "");
}

export function startImageFallbacks(): void {
  document.addEventListener(
    "error",
    (event) => {
      if (event.target instanceof HTMLImageElement) fail(event.target);
    },
    true,
  );
  for (const image of document.querySelectorAll<HTMLImageElement>(`${CONTAINER} img`)) {
    if (image.complete && image.naturalWidth === 0 && image.currentSrc) fail(image);
  }
}
