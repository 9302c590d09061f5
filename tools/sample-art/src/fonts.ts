/**
 * The type families the sample art uses, self-hosted from @fontsource packages (the tool's own
 * dependencies; Inter is the site's), so Chromium renders them offline. `fontFaceCss` declares the
 * families a page names; the renderer serves the files (see browser.ts).
 */
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

interface Family {
  /** The npm package that ships the files. */
  package: string;
  /** File name stem of the latin subset: `<stem>-latin-wght-normal.woff2` (variable) or `<stem>-latin-<weight>-normal.woff2`. */
  stem: string;
  /** Static weights shipped; absent for a variable font, which covers `range`. */
  weights?: number[];
  range?: [number, number];
}

export const FAMILIES = {
  Inter: { package: "@fontsource-variable/inter", stem: "inter", range: [100, 900] },
  Poppins: { package: "@fontsource/poppins", stem: "poppins", weights: [400, 500, 600, 700, 800] },
  Montserrat: { package: "@fontsource-variable/montserrat", stem: "montserrat", range: [100, 900] },
  "DM Sans": { package: "@fontsource-variable/dm-sans", stem: "dm-sans", range: [100, 1000] },
  "Space Grotesk": {
    package: "@fontsource-variable/space-grotesk",
    stem: "space-grotesk",
    range: [300, 700],
  },
  "Playfair Display": {
    package: "@fontsource-variable/playfair-display",
    stem: "playfair-display",
    range: [400, 900],
  },
  "DM Serif Display": { package: "@fontsource/dm-serif-display", stem: "dm-serif-display", weights: [400] },
  Lora: { package: "@fontsource-variable/lora", stem: "lora", range: [400, 700] },
  Oswald: { package: "@fontsource-variable/oswald", stem: "oswald", range: [200, 700] },
  "Archivo Black": { package: "@fontsource/archivo-black", stem: "archivo-black", weights: [400] },
  "Josefin Sans": { package: "@fontsource-variable/josefin-sans", stem: "josefin-sans", range: [100, 700] },
  Nunito: { package: "@fontsource-variable/nunito", stem: "nunito", range: [200, 1000] },
  Pacifico: { package: "@fontsource/pacifico", stem: "pacifico", weights: [400] },
  "Cormorant Garamond": {
    package: "@fontsource-variable/cormorant-garamond",
    stem: "cormorant-garamond",
    range: [300, 700],
  },
  Manrope: { package: "@fontsource-variable/manrope", stem: "manrope", range: [200, 800] },
  Fraunces: { package: "@fontsource-variable/fraunces", stem: "fraunces", range: [100, 900] },
  Outfit: { package: "@fontsource-variable/outfit", stem: "outfit", range: [100, 900] },
} satisfies Record<string, Family>;

export type FontName = keyof typeof FAMILIES;

/** The URL path a font file is served at, and the file on disk behind it. */
function files(name: FontName): { weight: string; url: string; file: string }[] {
  const family: Family = FAMILIES[name];
  const entries = family.range
    ? [{ weight: family.range.join(" "), stem: `${family.stem}-latin-wght-normal.woff2` }]
    : (family.weights ?? []).map((weight) => ({
        weight: String(weight),
        stem: `${family.stem}-latin-${weight}-normal.woff2`,
      }));
  return entries.map(({ weight, stem }) => ({
    weight,
    url: `/fonts/${stem}`,
    file: require.resolve(`${family.package}/files/${stem}`),
  }));
}

/** The file behind a /fonts/ URL path, or undefined. */
export function fontFileAt(urlPath: string): string | undefined {
  for (const name of Object.keys(FAMILIES) as FontName[]) {
    const match = files(name).find((entry) => entry.url === urlPath);
    if (match) return match.file;
  }
  return undefined;
}

/** The file of a family that draws `weight`: the variable file, or the nearest static weight. */
export function fontFile(name: FontName, weight: number): string {
  const distance = (entry: { weight: string }) => Math.abs(Number.parseInt(entry.weight, 10) - weight);
  return files(name).reduce((best, entry) => (distance(entry) < distance(best) ? entry : best)).file;
}

/** @font-face rules for the given families. */
export function fontFaceCss(names: readonly FontName[]): string {
  return [...new Set(names)]
    .flatMap((name) =>
      files(name).map(
        ({ weight, url }) =>
          `@font-face{font-family:"${name}";font-style:normal;font-weight:${weight};font-display:block;src:url(${url}) format("woff2")}`,
      ),
    )
    .join("\n");
}
