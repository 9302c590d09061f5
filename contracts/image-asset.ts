/** A processed image as generated modules hand it to pages. */
export interface ImageAsset {
  /** Fallback URL (source format, largest width). */
  src: string;
  /** Fallback srcset in the source format. */
  srcset: string;
  width: number;
  height: number;
  /** Modern formats, best first. */
  sources: { type: string; srcset: string }[];
  /** Tiny blurred preview as a data URL, shown until the image loads ('' for SVG). */
  placeholder: string;
}
