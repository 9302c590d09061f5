import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { join } from "node:path";
import { colourTokensOf, readColourTokens, STYLESHEET } from "../generate/theme-colours.ts";
import { readUnlinked } from "../load/no-links.ts";

/** The theme's colours a social image uses, read from the Tailwind theme (site/styles/global.css). */
const BRAND_COLOURS = ["ground", "surface", "line", "ink", "inkMuted", "accent", "accent2"] as const;

export type BrandColours = Record<(typeof BRAND_COLOURS)[number], string>;

export interface BrandFont {
  /** "Inter latin", "Inter greek", …: satori keeps one font per name and weight. */
  name: string;
  weight: 400 | 600 | 800;
  data: Buffer;
}

/** Everything a social image shows besides the page's own title, kind and picture. */
export interface Brand {
  name: string;
  /** The host shown at the foot of the image: "www.example.com". */
  host: string;
  colours: BrandColours;
  /** The logo as a data: URL. */
  logo: string;
  fonts: readonly BrandFont[];
  /** Hash of all of the above: a different brand renders every image again. */
  fingerprint: string;
}

export const LOGO = "content/images/site/logo.svg";

/** The CSS font-family list of every font loaded, Latin first. */
export const fontFamily = (brand: Brand): string =>
  [...new Set(brand.fonts.map((font) => `"${font.name}"`))].join(", ");

/** The theme's colour tokens a social image uses. */
export const readBrandColours = (css: string): BrandColours =>
  readColourTokens(css, colourTokensOf(BRAND_COLOURS));

/**
 * Inter, the site's font, as static WOFF files: satori does not read variable fonts, and the site
 * ships only a variable WOFF2 subset. One file per script; satori takes each character from the
 * first that has it (a character Inter lacks, such as an emoji, is drawn as an empty box).
 */
const fontWeights = [400, 600, 800] as const;
const fontScripts = ["latin", "latin-ext", "greek", "cyrillic", "vietnamese"] as const;
const require = createRequire(import.meta.url);
const fontFiles = fontScripts.flatMap((script) =>
  fontWeights.map((weight) => ({
    name: `Inter ${script}`,
    weight,
    path: require.resolve(`@fontsource/inter/files/inter-${script}-${weight}-normal.woff`),
  })),
);

export async function loadBrand(root: string, site: { name: string; url: string }): Promise<Brand> {
  const [css, logo, ...fontData] = await Promise.all([
    readFile(join(root, STYLESHEET), "utf8"),
    readUnlinked(root, LOGO),
    ...fontFiles.map((font) => readFile(font.path)),
  ]);
  const colours = readBrandColours(css);
  const fonts = fontFiles.map((font, index) => ({
    name: font.name,
    weight: font.weight,
    data: fontData[index] as Buffer,
  }));
  const fingerprint = createHash("sha256");
  fingerprint.update(JSON.stringify({ name: site.name, url: site.url, colours }));
  fingerprint.update(logo);
  for (const font of fonts) fingerprint.update(font.data);
  return {
    name: site.name,
    host: new URL(site.url).host,
    colours,
    logo: `data:image/svg+xml;base64,${logo.toString("base64")}`,
    fonts,
    fingerprint: fingerprint.digest("hex"),
  };
}
