/** Testimonial avatars: a friendly head-and-shoulders silhouette with initials on a coloured ground. */
import { hsl } from "./colour.ts";
import { createRandom } from "./random.ts";
import { linearGradient, rect, svgDocument, text } from "./svg.ts";

const SIZE = 256;

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() ?? "")
    .join("")
    .slice(0, 2);
}

/** The index spreads the hues round the colour wheel (golden angle), so neighbours never match. */
export function avatarSvg(name: string, index: number): string {
  const hue = Math.round((createRandom(`avatar:${name}`)() * 20 + index * 137.5) % 360);
  const defs = linearGradient("ground", hsl(hue, 55, 46), hsl((hue + 30) % 360, 60, 30));
  const figure = hsl(hue, 70, 86);
  const body = [
    rect(0, 0, SIZE, SIZE, "url(#ground)"),
    `<circle cx="128" cy="100" r="48" fill="${figure}"/>`,
    `<path d="M34 256C34 196 76 164 128 164S222 196 222 256Z" fill="${figure}"/>`,
    text(128, 232, initials(name), { size: 40, fill: hsl(hue, 55, 26), weight: 700, anchor: "middle" }),
  ].join("");
  return svgDocument(SIZE, SIZE, body, defs);
}
