/**
 * Text as outlines, for SVG marks shown through <img>, which cannot load web fonts: HarfBuzz
 * shapes the text with one of the self-hosted families (fonts.ts) and draws each glyph's outline.
 */
import { readFile } from "node:fs/promises";
import fontverter from "fontverter";
import { Face, Font, Blob as HarfBuzzBlob, Buffer as HarfBuzzBuffer, shape, Variation } from "harfbuzzjs";
import { type FontName, fontFile } from "./fonts.ts";

export interface TextOutline {
  /** SVG markup: the glyphs with their baseline at y = 0 and the text starting at x = 0, in px. */
  svg: string;
  /** Advance width in px. */
  width: number;
}

/** Outlines of `text` in `family` at `size` px and `weight`, filled with `fill`. */
export async function textOutline(
  family: FontName,
  text: string,
  {
    size,
    weight = 400,
    fill,
    letterSpacing = 0,
  }: { size: number; weight?: number; fill: string; letterSpacing?: number },
): Promise<TextOutline> {
  const file = fontFile(family, weight);
  const face = new Face(new HarfBuzzBlob(await fontverter.convert(await readFile(file), "sfnt")));
  const font = new Font(face);
  if (face.getAxisInfos().wght) font.setVariations([new Variation("wght", weight)]);
  const buffer = new HarfBuzzBuffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  shape(font, buffer);
  const scale = size / face.upem;
  const spacing = letterSpacing / scale;
  let x = 0;
  const glyphs: string[] = [];
  for (const glyph of buffer.getGlyphInfosAndPositions()) {
    const path = font.glyphToPath(glyph.codepoint);
    if (path) glyphs.push(`<path transform="translate(${x + (glyph.xOffset ?? 0)} 0)" d="${path}"/>`);
    x += (glyph.xAdvance ?? 0) + spacing;
  }
  const width = (x - spacing) * scale;
  return {
    svg: `<g fill="${fill}" transform="scale(${scale.toFixed(5)} ${(-scale).toFixed(5)})">${glyphs.join("")}</g>`,
    width,
  };
}
