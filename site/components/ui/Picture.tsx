import type { ComponentProps } from "react";
import { preload } from "react-dom";
import type { ImageAsset } from "../../../contracts/image-asset";

type PictureProps = Omit<ComponentProps<"img">, "src" | "srcSet" | "width" | "height"> & {
  image: ImageAsset;
  alt: string;
  /** Layout width hint for the browser's choice among widths, e.g. "(min-width: 1024px) 33vw, 100vw". */
  sizes: string;
  /**
   * The page's largest contentful paint: only it is eager, and it is preloaded (React hoists the
   * `<link rel="preload">` to the top of the page), so the browser fetches the best format at the
   * width `sizes` picks before it has read the CSS and the rest of the body.
   */
  priority?: boolean;
  /**
   * Fetched at once but without jumping the queue: for an image above the fold on some screens and
   * not on others (a phone's largest paint is then text, and a preload would only slow it down).
   */
  eager?: boolean;
  /**
   * A media query outside which the image is never fetched: a blank pixel stands in (for a
   * decoration that only shows there, such as one revealed on hover).
   */
  fetchOnlyWhen?: string;
};

/** The smallest GIF there is: one transparent pixel, drawn without a request. */
const BLANK_PIXEL = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

function preloadImage(image: ImageAsset, sizes: string): void {
  const [best] = image.sources;
  if (best)
    preload(image.src, {
      as: "image",
      imageSrcSet: best.srcset,
      imageSizes: sizes,
      type: best.type,
      fetchPriority: "high",
    });
  else if (image.srcset)
    preload(image.src, { as: "image", imageSrcSet: image.srcset, imageSizes: sizes, fetchPriority: "high" });
  else preload(image.src, { as: "image", fetchPriority: "high" });
}

/**
 * An image in AVIF/WebP with a fallback, its intrinsic size set so nothing shifts while it loads.
 * The `<picture>` takes no part in layout (global.css), so `className` sizes the image against the
 * box it is placed in.
 */
export function Picture({
  image,
  alt,
  sizes,
  priority = false,
  eager = false,
  fetchOnlyWhen,
  style,
  ...props
}: PictureProps) {
  if (priority) preloadImage(image, sizes);
  const placeholder = image.placeholder
    ? { backgroundImage: `url(${image.placeholder})`, backgroundSize: "cover" }
    : {};
  return (
    <picture>
      {/* A width and `sizes` only for the Nu HTML checker, which reads the data URL's comma as a list. */}
      {fetchOnlyWhen ? (
        <source media={`not ${fetchOnlyWhen}`} srcSet={`${BLANK_PIXEL} 1w`} sizes={sizes} />
      ) : null}
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      <img
        src={image.src}
        srcSet={image.srcset || undefined}
        sizes={image.srcset ? sizes : undefined}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={priority || eager ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : undefined}
        style={{ ...placeholder, ...style }}
        {...props}
      />
    </picture>
  );
}
