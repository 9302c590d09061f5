/** The two font packages without type declarations, as far as scripts/font-subset uses them. */

declare module "subset-font" {
  type FontFormat = "sfnt" | "woff" | "woff2";
  interface SubsetOptions {
    targetFormat?: FontFormat;
    /** OpenType layout features to keep; all of them when left out. */
    keepFeatures?: string[];
    /** An axis pinned to a value, or limited to a range. */
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    noHinting?: boolean;
  }
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    options?: SubsetOptions,
  ): Promise<Buffer>;
}

declare module "fontverter" {
  const fontverter: {
    convert(font: Uint8Array, toFormat: "sfnt" | "woff" | "woff2"): Promise<Buffer>;
  };
  export default fontverter;
}
