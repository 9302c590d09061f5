/**
 * Subsets Inter to the characters and weights the site uses and writes the @font-face rules for it;
 * reports what it did and never prints.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import subsetFont from "subset-font";
import { STYLESHEET } from "../../pipeline/generate/theme-colours.ts";
import { fontFaceCss, replaceFontFaceCss } from "./font-face-css.ts";
import { type FontFile, readFontFile } from "./font-file.ts";
import { usedCharacters } from "./used-characters.ts";

/** Fontsource's Latin file of Inter: the wght axis 100–900, Google Fonts' Latin character set. */
export const SOURCE_FONT = "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2";
export const SUBSET_FONT = "site/styles/fonts/inter-subset.woff2";

/**
 * The weights the site sets: 400 (body), font-medium, font-semibold, font-bold (and `strong`,
 * which is `bolder`). The site uses no heavier weight, so none is shipped.
 */
export const WEIGHTS = { min: 400, max: 700 };

/**
 * Kerning only. Inter's contextual alternates (`calt`: arrows from `->`, a colon raised between
 * figures) cost 3 KB the site's text barely shows, and Inter has no `liga`.
 */
const LAYOUT_FEATURES = ["kern"];

/**
 * Kept whether or not the site uses them today: Basic Latin. Every other character the site uses
 * (accented letters, typographic quotes and dashes) is added to these, so the file holds what the
 * pages show and little else: it is on every page's first paint, and at about 13.7 KB it comes close
 * to arriving in the first round trip of its connection (TCP's initial window is 14.6 KB).
 */
const BASE_CHARACTERS = codePointRange(0x20, 0x7e).join("");

/**
 * Characters Inter's Latin file has no glyph for, which the site shows anyway: the fallback font draws
 * them. A character joins this list only on purpose (the subset test fails on any other).
 */
export const DRAWN_BY_FALLBACK = "←→";

export interface SubsetSummary {
  sourceBytes: number;
  subsetBytes: number;
  subset: FontFile;
  /** Wanted characters the source font cannot draw. */
  notInSource: string[];
}

export async function subsetInter(root: string): Promise<SubsetSummary> {
  const source = readFileSync(join(root, SOURCE_FONT));
  const available = (await readFontFile(source)).codePoints;
  const wanted = [...new Set([...BASE_CHARACTERS, ...usedCharacters(root).keys()])];
  const inSource = (character: string) => available.has(character.codePointAt(0) ?? 0);
  const kept = wanted.filter(inSource);
  const bytes = await subsetFont(source, kept.join(""), {
    targetFormat: "woff2",
    variationAxes: { wght: WEIGHTS },
    keepFeatures: LAYOUT_FEATURES,
  });
  writeFileSync(join(root, SUBSET_FONT), bytes);

  const subset = await readFontFile(bytes);
  const stylesheetPath = join(root, STYLESHEET);
  const rules = fontFaceCss(subset, `./${relative(dirname(stylesheetPath), join(root, SUBSET_FONT))}`);
  const stylesheet = readFileSync(stylesheetPath, "utf8");
  const updated = replaceFontFaceCss(stylesheet, rules);
  if (updated !== stylesheet) writeFileSync(stylesheetPath, updated);
  return {
    sourceBytes: source.length,
    subsetBytes: bytes.length,
    subset,
    notInSource: wanted.filter((character) => !inSource(character)),
  };
}

function codePointRange(first: number, last: number): string[] {
  return Array.from({ length: last - first + 1 }, (_, index) => String.fromCodePoint(first + index));
}
