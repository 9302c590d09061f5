/**
 * The @font-face rules of site/styles/global.css that `npm run fonts:subset` writes: Inter from the
 * subset file, and "Inter Fallback", a local Arial resized to Inter's metrics so that swapping one
 * for the other moves no text (CLS 0). They sit between BEGIN and END; the rest of the file is left alone.
 */
import type { FontFile, FontMetrics } from "./font-file.ts";

export const BEGIN =
  "/* Written by `npm run fonts:subset` (scripts/subset-font.ts): edit the script, not these rules.";
export const END = "/* End of the rules written by `npm run fonts:subset`. */";

/** biome.json's formatter.lineWidth. */
const LINE_WIDTH = 110;

/**
 * Arial's metrics (Liberation Sans and Arimo share its advances): OS/2 xAvgCharWidth, the English
 * letter average of font-file.ts, and unitsPerEm.
 */
const ARIAL = { unitsPerEm: 2048, averageWidth: 904 };

/** Local fonts with Arial's advances (Arial was drawn to Helvetica's), by full or PostScript name. */
const FALLBACK_SOURCES = ["Arial", "ArialMT", "Liberation Sans", "Helvetica", "Arimo"];

export interface FallbackOverrides {
  sizeAdjust: number;
  ascentOverride: number;
  descentOverride: number;
  lineGapOverride: number;
}

/**
 * Scale Arial so its average advance equals Inter's, then give it Inter's vertical metrics. The
 * overrides are fractions of the font size and size-adjust scales them too, hence the division.
 */
export function fallbackOverrides(inter: FontMetrics): FallbackOverrides {
  const sizeAdjust = inter.averageWidth / inter.unitsPerEm / (ARIAL.averageWidth / ARIAL.unitsPerEm);
  return {
    sizeAdjust,
    ascentOverride: inter.ascender / inter.unitsPerEm / sizeAdjust,
    descentOverride: inter.descender / inter.unitsPerEm / sizeAdjust,
    lineGapOverride: inter.lineGap / inter.unitsPerEm / sizeAdjust,
  };
}

/** A code point's hexadecimal digits as Unicode writes them after "U+": 0xe9 → "00E9". */
export const codePointHex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, "0");

/** Code points as CSS unicode-range values: consecutive runs become ranges. */
export function unicodeRange(codePoints: Iterable<number>): string[] {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let start = 0; start < sorted.length; ) {
    let end = start;
    while (end + 1 < sorted.length && sorted[end + 1] === (sorted[end] ?? 0) + 1) end++;
    const first = sorted[start] ?? 0;
    const last = sorted[end] ?? 0;
    parts.push(
      first === last ? `U+${codePointHex(first)}` : `U+${codePointHex(first)}-${codePointHex(last)}`,
    );
    start = end + 1;
  }
  return parts;
}

/** A declaration laid out as Biome formats it: on one line if it fits, else values filled after a break. */
function declaration(property: string, values: string[]): string {
  const inline = `  ${property}: ${values.join(", ")};`;
  if (inline.length <= LINE_WIDTH) return inline;
  const lines = [""];
  values.forEach((value, index) => {
    const item = `${value}${index === values.length - 1 ? ";" : ","}`;
    const line = lines.at(-1) ?? "";
    if (line && 4 + line.length + 1 + item.length > LINE_WIDTH) lines.push(item);
    else lines[lines.length - 1] = line ? `${line} ${item}` : item;
  });
  return `  ${property}:\n${lines.map((line) => `    ${line}`).join("\n")}`;
}

/** A fraction as a CSS percentage with two decimals at most: 1.0755 → "107.55%", 0 → "0%". */
export const percent = (fraction: number) => `${Number((fraction * 100).toFixed(2))}%`;

/** The rules between BEGIN and END, both included; `url` is the subset file relative to the stylesheet. */
export function fontFaceCss(subset: FontFile, url: string): string {
  if (!subset.weightAxis) throw new Error("The subset has no wght axis");
  const fallback = fallbackOverrides(subset.metrics);
  return `${BEGIN}
 * Inter, subset to Basic Latin and the other characters the site uses, weights ${subset.weightAxis.min}–${subset.weightAxis.max}: the one font
 * file the CSS names, so Vike preloads it. "Inter Fallback" is Arial scaled to Inter's average
 * advance with Inter's ascent and descent, so the swap moves no text (CLS 0).
 */
@font-face {
  font-family: "Inter Variable";
  font-style: normal;
  font-display: swap;
  font-weight: ${subset.weightAxis.min} ${subset.weightAxis.max};
  src: url("${url}") format("woff2-variations");
${declaration("unicode-range", unicodeRange(subset.codePoints))}
}
@font-face {
  font-family: "Inter Fallback";
${declaration(
  "src",
  FALLBACK_SOURCES.map((name) => `local("${name}")`),
)}
  size-adjust: ${percent(fallback.sizeAdjust)};
  ascent-override: ${percent(fallback.ascentOverride)};
  descent-override: ${percent(fallback.descentOverride)};
  line-gap-override: ${percent(fallback.lineGapOverride)};
}
${END}`;
}

/** The rules as they stand in the stylesheet, or undefined when BEGIN or END is missing. */
export function currentFontFaceCss(stylesheet: string): string | undefined {
  const start = stylesheet.indexOf(BEGIN);
  const end = stylesheet.indexOf(END, start);
  return start < 0 || end < 0 ? undefined : stylesheet.slice(start, end + END.length);
}

/** The stylesheet with its rules replaced by `rules`. */
export function replaceFontFaceCss(stylesheet: string, rules: string): string {
  const current = currentFontFaceCss(stylesheet);
  if (current === undefined) throw new Error(`The stylesheet has no "${BEGIN}" … "${END}" block`);
  return stylesheet.replace(current, () => rules);
}
