/**
 * Writes site/styles/fonts/inter-subset.woff2, Inter limited to the characters and weights the site
 * uses, and the @font-face rules for it (and for its metric-matched fallback) in site/styles/global.css.
 * Run it when content brings a character the subset lacks: scripts/subset-font.test.ts names it.
 * The code lives in scripts/font-subset/.
 *
 * Run with `npm run fonts:subset` (or `npx tsx scripts/subset-font.ts`).
 */
import { resolve } from "node:path";
import { STYLESHEET } from "../pipeline/generate/theme-colours.ts";
import { codePointHex, fallbackOverrides, percent } from "./font-subset/font-face-css.ts";
import { SOURCE_FONT, SUBSET_FONT, subsetInter } from "./font-subset/index.ts";

const summary = await subsetInter(resolve(import.meta.dirname, ".."));
const { subset } = summary;
const fallback = fallbackOverrides(subset.metrics);

console.log(`${SOURCE_FONT}: ${summary.sourceBytes} bytes`);
console.log(
  `${SUBSET_FONT}: ${summary.subsetBytes} bytes (${Math.round((100 * summary.subsetBytes) / summary.sourceBytes)}%), ${subset.codePoints.size} characters, weights ${subset.weightAxis?.min}–${subset.weightAxis?.max}`,
);
if (summary.notInSource.length > 0) {
  const described = summary.notInSource.map(
    (character) => `U+${codePointHex(character.codePointAt(0) ?? 0)} ${character}`,
  );
  console.log(`Not in Inter, drawn by the fallback font: ${described.join(", ")}`);
}
console.log(
  `Inter Fallback (Arial): size-adjust ${percent(fallback.sizeAdjust)}, ascent-override ${percent(fallback.ascentOverride)}, descent-override ${percent(fallback.descentOverride)}, line-gap-override ${percent(fallback.lineGapOverride)}`,
);
console.log(`Wrote the @font-face rules in ${STYLESHEET}`);
