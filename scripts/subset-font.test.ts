import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { STYLESHEET } from "../pipeline/generate/theme-colours.ts";
import {
  codePointHex,
  currentFontFaceCss,
  fallbackOverrides,
  fontFaceCss,
  unicodeRange,
} from "./font-subset/font-face-css.ts";
import { readFontFile } from "./font-subset/font-file.ts";
import { DRAWN_BY_FALLBACK, SOURCE_FONT, SUBSET_FONT, WEIGHTS } from "./font-subset/index.ts";
import { type UsedCharacters, usedCharacters } from "./font-subset/used-characters.ts";
import { repoRoot } from "./support/repo-root.ts";

/**
 * The subset is about 13.7 KB (Fontsource's Latin file is 48 KB), about one round trip's worth
 * (TCP's initial window, 14.6 KB). A few more characters fit in this.
 */
const MAX_BYTES = 15 * 1024;

const subsetBytes = readFileSync(join(repoRoot, SUBSET_FONT));
const subset = await readFontFile(subsetBytes);
const source = await readFontFile(readFileSync(join(repoRoot, SOURCE_FONT)));
const used = usedCharacters(repoRoot);

const codePoint = (character: string) => character.codePointAt(0) ?? 0;
const named = (characters: [string, string][]) =>
  characters
    .map(([character, file]) => `"${character}" (U+${codePointHex(codePoint(character))}) in ${file}`)
    .join(", ");
const whereUsed = (test: (character: string) => boolean, characters: UsedCharacters = used) =>
  [...characters].filter(([character]) => test(character));

describe(`the font subset (${SUBSET_FONT})`, () => {
  it("draws every character the site uses that Inter has", () => {
    const missing = whereUsed(
      (character) =>
        !subset.codePoints.has(codePoint(character)) && source.codePoints.has(codePoint(character)),
    );
    expect(
      missing.map(([character]) => character),
      `The font subset lacks ${named(missing)}: run \`npm run fonts:subset\` and commit the font and global.css`,
    ).toEqual([]);
  });

  it("leaves to the fallback font only the characters Inter has no glyph for that are listed on purpose", () => {
    const notInInter = whereUsed(
      (character) => !source.codePoints.has(codePoint(character)) && !DRAWN_BY_FALLBACK.includes(character),
    );
    expect(
      notInInter.map(([character]) => character),
      `Inter has no glyph for ${named(notInInter)}, so Arial would draw it: use another character, or add it to DRAWN_BY_FALLBACK in scripts/font-subset/index.ts`,
    ).toEqual([]);
  });

  it(`stays under ${MAX_BYTES} bytes, with the weights the site uses`, () => {
    expect(subsetBytes.length).toBeLessThan(MAX_BYTES);
    expect(subset.weightAxis).toEqual(WEIGHTS);
  });

  it("is the font global.css names, with its unicode-range and the fallback's metric overrides", () => {
    const stylesheetPath = join(repoRoot, STYLESHEET);
    const stylesheet = readFileSync(stylesheetPath, "utf8");
    const rules = currentFontFaceCss(stylesheet) ?? "";
    const url = /url\("([^"]+)"\)/.exec(rules)?.[1] ?? "";
    expect(resolve(dirname(stylesheetPath), url)).toBe(join(repoRoot, SUBSET_FONT));
    const normalized = (css: string) => css.replace(/\s+/g, " ");
    expect(
      normalized(rules),
      "global.css's @font-face rules are not those of the font: run `npm run fonts:subset`",
    ).toBe(normalized(fontFaceCss(subset, url)));
    expect(stylesheet).toMatch(/--font-sans: "Inter Variable", "Inter Fallback",/);
  });
});

describe("the fallback's metric overrides", () => {
  it("come near the published values for Inter over Arial (107.4%, 90.2%, 22.48%, 0%)", () => {
    const overrides = fallbackOverrides(subset.metrics);
    expect(overrides.sizeAdjust).toBeCloseTo(1.074, 2);
    expect(overrides.ascentOverride).toBeCloseTo(0.902, 2);
    expect(overrides.descentOverride).toBeCloseTo(0.2248, 2);
    expect(overrides.lineGapOverride).toBe(0);
  });
});

describe("unicodeRange", () => {
  it("joins consecutive code points into ranges", () => {
    expect(unicodeRange([0x41, 0x20, 0x21, 0x22, 0x2013])).toEqual(["U+0020-0022", "U+0041", "U+2013"]);
  });
});

describe("usedCharacters", () => {
  it("reads content text, YAML escapes and the literals of site code, not its comments", () => {
    const root = mkdtempSync(join(tmpdir(), "font-subset-"));
    try {
      mkdirSync(join(root, "content/blog"), { recursive: true });
      mkdirSync(join(root, "site/components"), { recursive: true });
      writeFileSync(join(root, "content/site.yaml"), 'name: "Caf\\u00e9"\n');
      writeFileSync(join(root, "content/blog/post.md"), "---\ntitle: x\n---\nNaïve\n");
      writeFileSync(
        join(root, "site/components/Back.tsx"),
        `// → in a comment\nexport const Back = () => <a title={\`≥ \${1}\`}>← Blog</a>;\n`,
      );
      const characters = usedCharacters(root);
      expect(characters.get("é")).toBe("content/site.yaml");
      expect(characters.get("ï")).toBe("content/blog/post.md");
      expect(characters.get("←")).toBe("site/components/Back.tsx");
      expect(characters.get("≥")).toBe("site/components/Back.tsx");
      expect(characters.has("→")).toBe(false);
      expect(characters.has("\n")).toBe(false);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
