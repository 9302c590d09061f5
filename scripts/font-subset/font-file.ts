/**
 * What a font file holds, read with HarfBuzz (harfbuzzjs): the characters its cmap maps, its weight
 * axis and the metrics the fallback face is matched to. WOFF2 is decoded to SFNT first (fontverter).
 */
import fontverter from "fontverter";
import { Face, Font, Blob as HarfBuzzBlob } from "harfbuzzjs";

export interface FontMetrics {
  unitsPerEm: number;
  /** The vertical metrics a browser lays Inter out with (its OS/2 sets USE_TYPO_METRICS), in font units. */
  ascender: number;
  /** Positive, in font units. */
  descender: number;
  lineGap: number;
  /** The average advance of English text at the default weight, in font units (see averageWidth). */
  averageWidth: number;
}

export interface FontFile {
  codePoints: Set<number>;
  weightAxis: { min: number; max: number } | undefined;
  metrics: FontMetrics;
}

/**
 * Lowercase letters and the space weighted by their frequency in English, per thousand: the weights
 * the OpenType specification gives for OS/2 xAvgCharWidth in table versions 0 to 2. Arial's
 * xAvgCharWidth (904) is this average, so Inter's is measured the same way.
 */
const ENGLISH_WEIGHTS: Record<string, number> = {
  a: 64,
  b: 14,
  c: 27,
  d: 35,
  e: 100,
  f: 20,
  g: 14,
  h: 42,
  i: 63,
  j: 3,
  k: 6,
  l: 35,
  m: 20,
  n: 56,
  o: 56,
  p: 17,
  q: 4,
  r: 49,
  s: 56,
  t: 71,
  u: 31,
  v: 10,
  w: 18,
  x: 3,
  y: 18,
  z: 2,
  " ": 166,
};

export async function readFontFile(data: Uint8Array): Promise<FontFile> {
  const face = new Face(new HarfBuzzBlob(await fontverter.convert(data, "sfnt")));
  const font = new Font(face);
  const extents = font.hExtents();
  const wght = face.getAxisInfos().wght;
  return {
    codePoints: new Set(face.collectUnicodes()),
    weightAxis: wght && { min: wght.min, max: wght.max },
    metrics: {
      unitsPerEm: face.upem,
      ascender: extents.ascender,
      descender: -extents.descender,
      lineGap: extents.lineGap,
      averageWidth: averageWidth(font),
    },
  };
}

function averageWidth(font: Font): number {
  let total = 0;
  for (const [character, weight] of Object.entries(ENGLISH_WEIGHTS)) {
    const glyph = font.glyph(character.codePointAt(0) ?? 0);
    if (glyph === undefined) throw new Error(`The font has no glyph for "${character}"`);
    total += weight * font.glyphHAdvance(glyph);
  }
  return total / 1000;
}
