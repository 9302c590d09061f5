import type { ComponentProps } from "react";
import type { ImageAsset } from "../../lib/image-asset";

type PictureProps = Omit<ComponentProps<"img">, "src" | "srcSet" | "width" | "height"> & {
  image: ImageAsset;
  alt: string;
  /** Layout width hint for the browser's choice among widths, e.g. "(min-width: 1024px) 33vw, 100vw". */
  sizes: string;
  /** Only the largest image above the fold is eager. */
  priority?: boolean;
};

/** An image in AVIF/WebP with a fallback, its intrinsic size set so nothing shifts while it loads. */
export function Picture({ image, alt, sizes, priority = false, style, ...props }: PictureProps) {
  const placeholder = image.placeholder
    ? { backgroundImage: `url(${image.placeholder})`, backgroundSize: "cover" }
    : {};
  return (
    <picture>
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
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : undefined}
        style={{ ...placeholder, ...style }}
        {...props}
      />
    </picture>
  );
}

/**
 * A `<link rel="preload">` for a `Picture` shown with `priority`, for the page's +Head: the browser
 * starts the image (best format, the width `sizes` picks) before it has read the CSS, JS and body.
 * `sizes` must be the Picture's own, or the browser fetches a width the image never uses.
 */
export function PicturePreload({ image, sizes }: { image: ImageAsset; sizes: string }) {
  const [best] = image.sources;
  if (best)
    return (
      <link
        rel="preload"
        as="image"
        imageSrcSet={best.srcset}
        imageSizes={sizes}
        type={best.type}
        fetchPriority="high"
      />
    );
  if (image.srcset)
    return (
      <link rel="preload" as="image" imageSrcSet={image.srcset} imageSizes={sizes} fetchPriority="high" />
    );
  return <link rel="preload" as="image" href={image.src} fetchPriority="high" />;
}
