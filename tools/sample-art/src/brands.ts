/**
 * Brands: a mark and a wordmark set in one of the self-hosted families. The same brand draws a
 * client's logo on the site's logo wall (on dark) and the logo in its mock website's header.
 */
import type { FontName } from "./fonts.ts";
import { icon } from "./icons.ts";
import { escapeXml } from "./svg.ts";

export type GeoMark =
  | "stripes"
  | "dots"
  | "half"
  | "peaks"
  | "wave"
  | "spark"
  | "steps"
  | "ring"
  | "leaf"
  | "chevrons"
  | "petals"
  | "grid";

export type Mark =
  | { kind: "icon"; icon: string; shape: "plain" | "circle" | "square" | "outline" }
  | { kind: "monogram"; shape: "circle" | "square" | "outline" | "hexagon"; letters?: string }
  | { kind: "geo"; shape: GeoMark }
  | { kind: "none" };

export interface Brand {
  name: string;
  font: FontName;
  weight: number;
  /** The mark's colour, and the accent of a wordmark. */
  colour: string;
  /** A lighter mark colour for dark grounds, when `colour` is too dark there. */
  colourOnDark?: string;
  mark: Mark;
  /** inline: mark beside the name; stacked: mark above; tagline: the last word small and spaced under the rest. */
  layout?: "inline" | "stacked" | "tagline";
  textCase?: "upper" | "lower" | "none";
  /** Letter spacing in em. */
  tracking?: number;
  italic?: boolean;
  /** Words of the name drawn in the mark colour (wordmark accents), by index. */
  accentWords?: number[];
}

function geoSvg(shape: GeoMark, colour: string, second: string): string {
  const body: Record<GeoMark, string> = {
    stripes: `<path d="M6 34L22 6h8L14 34zM18 34L34 6h0v8L24 34z" fill="${colour}"/>`,
    dots: `<circle cx="12" cy="12" r="7" fill="${colour}"/><circle cx="28" cy="12" r="7" fill="${second}"/><circle cx="12" cy="28" r="7" fill="${second}"/><circle cx="28" cy="28" r="7" fill="${colour}"/>`,
    half: `<circle cx="20" cy="20" r="15" fill="none" stroke="${colour}" stroke-width="4"/><path d="M20 5a15 15 0 0 1 0 30z" fill="${colour}"/>`,
    peaks: `<path d="M2 34L15 12l7 11 5-7 11 18z" fill="${colour}"/><path d="M15 12l4 6.5-4 3-4-3z" fill="${second}"/>`,
    wave: `<path d="M3 16c6-6 11-6 17 0s11 6 17 0M3 26c6-6 11-6 17 0s11 6 17 0" fill="none" stroke="${colour}" stroke-width="4.5" stroke-linecap="round"/>`,
    spark: `<path d="M20 2c1.6 10 8 16.4 18 18-10 1.6-16.4 8-18 18-1.6-10-8-16.4-18-18 10-1.6 16.4-8 18-18z" fill="${colour}"/>`,
    steps: `<rect x="4" y="24" width="10" height="12" rx="2" fill="${second}"/><rect x="15" y="15" width="10" height="21" rx="2" fill="${colour}"/><rect x="26" y="5" width="10" height="31" rx="2" fill="${colour}"/>`,
    ring: `<path d="M33 14A15 15 0 1 0 35 22" fill="none" stroke="${colour}" stroke-width="6" stroke-linecap="round"/><circle cx="33" cy="9" r="3.5" fill="${second}"/>`,
    leaf: `<path d="M6 34C6 16 16 6 35 5c0 19-10 29-29 29z" fill="${colour}"/><path d="M8 32L26 14" stroke="${second}" stroke-width="2.5" stroke-linecap="round"/>`,
    chevrons: `<path d="M5 8l12 12L5 32M19 8l12 12-12 12" fill="none" stroke="${colour}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`,
    petals: `<g fill="${colour}"><ellipse cx="20" cy="10" rx="5.5" ry="9"/><ellipse cx="20" cy="30" rx="5.5" ry="9"/><ellipse cx="10" cy="20" rx="9" ry="5.5"/><ellipse cx="30" cy="20" rx="9" ry="5.5"/></g><circle cx="20" cy="20" r="4.5" fill="${second}"/>`,
    grid: `<rect x="4" y="4" width="14" height="14" rx="3" fill="${colour}"/><rect x="22" y="4" width="14" height="14" rx="7" fill="${second}"/><rect x="4" y="22" width="14" height="14" rx="7" fill="${second}"/><rect x="22" y="22" width="14" height="14" rx="3" fill="${colour}"/>`,
  };
  return `<svg viewBox="0 0 40 40" width="1em" height="1em">${body[shape]}</svg>`;
}

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .map((word) => word[0] ?? "")
    .join("")
    .slice(0, 2)
    .toUpperCase();
}

function markHtml(brand: Brand, colour: string, ground: string): string {
  const { mark } = brand;
  const second = `color-mix(in srgb, ${colour} 45%, ${ground})`;
  switch (mark.kind) {
    case "none":
      return "";
    case "geo":
      return `<span class="mark">${geoSvg(mark.shape, colour, second)}</span>`;
    case "icon": {
      if (mark.shape === "plain")
        return `<span class="mark">${icon(mark.icon, { size: 40, colour, stroke: 2.25 })}</span>`;
      if (mark.shape === "outline")
        return `<span class="mark tile" style="border:0.09em solid ${colour};border-radius:50%;color:${colour}">${icon(mark.icon, { size: 22, colour, stroke: 2.4 })}</span>`;
      const radius = mark.shape === "circle" ? "50%" : "24%";
      return `<span class="mark tile" style="background:${colour};border-radius:${radius}">${icon(mark.icon, { size: 22, colour: ground, stroke: 2.4 })}</span>`;
    }
    case "monogram": {
      const letters = escapeXml(mark.letters ?? initialsOf(brand.name));
      const font = `font-family:'${brand.font}';font-weight:${Math.max(brand.weight, 600)}`;
      if (mark.shape === "hexagon")
        return `<span class="mark"><svg viewBox="0 0 40 40" width="1em" height="1em"><path d="M20 2l16 9v18l-16 9-16-9V11z" fill="${colour}"/><text x="20" y="25.5" text-anchor="middle" font-size="15" style="${font}" fill="${ground}">${letters}</text></svg></span>`;
      if (mark.shape === "outline")
        return `<span class="mark tile mono" style="border:0.07em solid ${colour};color:${colour};border-radius:14%;${font}"><span>${letters}</span></span>`;
      const radius = mark.shape === "circle" ? "50%" : "22%";
      return `<span class="mark tile mono" style="background:${colour};color:${ground};border-radius:${radius};${font}"><span>${letters}</span></span>`;
    }
  }
}

function nameHtml(brand: Brand, ink: string, colour: string): string {
  const words = brand.name.split(" ");
  const cased = (text: string) =>
    brand.textCase === "upper" ? text.toUpperCase() : brand.textCase === "lower" ? text.toLowerCase() : text;
  const style = `font-family:'${brand.font}';font-weight:${brand.weight};letter-spacing:${brand.tracking ?? 0}em;font-style:${brand.italic ? "italic" : "normal"};color:${ink}`;
  if (brand.layout === "tagline" && words.length > 1) {
    const tag = words.pop() ?? "";
    return `<span class="name stack" style="${style}"><span class="main">${escapeXml(cased(words.join(" ")))}</span><span class="tag" style="color:${colour}">${escapeXml(tag.toUpperCase())}</span></span>`;
  }
  const accent = new Set(brand.accentWords ?? []);
  const html = words
    .map((word, index) =>
      accent.has(index)
        ? `<span style="color:${colour}">${escapeXml(cased(word))}</span>`
        : escapeXml(cased(word)),
    )
    .join(brand.textCase === "lower" && brand.tracking !== undefined && brand.tracking < 0 ? "" : " ");
  return `<span class="name" style="${style}">${html}</span>`;
}

/** CSS the logo markup needs; a page includes it once. */
export const LOGO_CSS = `
.logo{display:inline-flex;align-items:center;gap:.45em;line-height:1;white-space:nowrap}
.logo.stacked{flex-direction:column;gap:.35em}
.logo .mark{display:inline-flex;font-size:1.45em;flex:none}
.logo .mark.tile{width:1em;height:1em;align-items:center;justify-content:center;font-size:1.5em;box-sizing:border-box}
.logo .mark.tile svg{width:.62em;height:.62em}
.logo .mark.mono span{font-size:.42em;letter-spacing:0}
.logo .name{display:inline-block}
.logo .name.stack{display:inline-flex;flex-direction:column;gap:.2em}
.logo .name .tag{font-size:.42em;letter-spacing:.32em;font-weight:600}
`;

/** The logo as inline HTML, sized by the font-size of its container. */
export function logoHtml(brand: Brand, { onDark, ink }: { onDark: boolean; ink?: string }): string {
  const colour = onDark ? (brand.colourOnDark ?? brand.colour) : brand.colour;
  // The site's card surface (--color-surface), which the logo wall's cells are.
  const ground = onDark ? "#121a2f" : "#ffffff";
  const text = ink ?? (onDark ? "#e5e7eb" : "#0f172a");
  return `<span class="logo ${brand.layout === "stacked" ? "stacked" : ""}">${markHtml(brand, colour, ground)}${nameHtml(brand, text, colour)}</span>`;
}
