/** Colours: the site's fixed colours, HSL and contrast helpers, and a seeded palette per project. */
import { between, createRandom } from "./random.ts";

export const SITE_GROUND = "#0b1020";
export const ACCENT_FROM = "#6366f1";
export const ACCENT_TO = "#22d3ee";

export interface Palette {
  hue: number;
  primary: string;
  light: string;
  dark: string;
  surface: string;
  /** Text colour on the primary colour. */
  onPrimary: string;
  complementFrom: string;
  complementTo: string;
}

export function hsl(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const channel = (n: number): string => {
    const k = (n + hue / 30) % 12;
    const value = l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

export function paletteFor(id: string): Palette {
  const random = createRandom(`${id}:palette`);
  const hue = Math.round(random() * 360);
  const opposite = (hue + 180) % 360;
  // Saturation and lightness vary too, so two projects with close hues still look different.
  const primary = hsl(hue, Math.round(between(random, 55, 85)), Math.round(between(random, 40, 58)));
  const dark = hsl(hue, 45, 16);
  return {
    hue,
    primary,
    light: hsl(hue, 80, 88),
    dark,
    surface: hsl(hue, 30, 96),
    onPrimary: contrastRatio(primary, "#ffffff") >= 3 ? "#ffffff" : dark,
    complementFrom: hsl(opposite, 65, 30),
    complementTo: hsl((opposite + 40) % 360, 70, 55),
  };
}

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((high ?? 0) + 0.05) / ((low ?? 0) + 0.05);
}
