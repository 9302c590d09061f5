/**
 * Team portraits: an abstract, softly lit head-and-shoulders figure in a studio-like setting.
 * Skin tone, hair, clothing and background are seeded by the member's name, so each portrait is
 * distinct and the same on every run.
 */
import { hsl } from "./colour.ts";
import { between, createRandom, type Random } from "./random.ts";
import { linearGradient, rect, svgDocument } from "./svg.ts";

const TEAM_WIDTH = 480;
const TEAM_HEIGHT = 600;

const SKIN = [
  [28, 52, 80],
  [26, 45, 68],
  [24, 40, 56],
  [22, 38, 44],
  [20, 35, 34],
] as const;

function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

/** Blurred out-of-focus lights behind the figure. */
function bokeh(random: Random, hue: number): string {
  const circles: string[] = [];
  for (let index = 0; index < 7; index++) {
    const cx = Math.round(between(random, 0, TEAM_WIDTH));
    const cy = Math.round(between(random, 0, TEAM_HEIGHT * 0.6));
    const r = Math.round(between(random, 30, 90));
    const light = hsl((hue + between(random, -30, 30) + 360) % 360, 50, 70);
    circles.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="${light}" opacity="0.18"/>`);
  }
  return `<g filter="url(#soft)">${circles.join("")}</g>`;
}

/** Long hair falls behind the head and shoulders; drawn before them. */
function backHair(long: boolean, colour: string): string {
  if (!long) return "";
  return `<path d="M158 250C150 330 160 400 190 440L290 440C320 400 330 330 322 250C318 180 290 150 240 150S162 180 158 250Z" fill="${colour}"/>`;
}

/** A cap of hair over the top of the head, drawn after it. */
function hairCap(colour: string): string {
  return `<path d="M164 240C158 160 200 124 240 124S322 160 316 240C306 206 284 186 240 184S176 206 164 240Z" fill="${colour}"/>`;
}

export function teamPortraitSvg(name: string): string {
  const random = createRandom(`team:${name}`);
  const hue = Math.round(between(random, 0, 360));
  const [skinHue, skinSat, skinLight] = pick(random, SKIN);
  const skin = hsl(skinHue, skinSat, skinLight);
  const skinShade = hsl(skinHue, skinSat, Math.max(skinLight - 10, 18));
  const long = random() < 0.45;
  const hairColour = hsl(Math.round(between(random, 15, 35)), 35, Math.round(between(random, 10, 45)));
  const clothHue = (hue + 180 + Math.round(between(random, -40, 40))) % 360;
  const cloth = hsl(clothHue, 35, 30);
  const clothLight = hsl(clothHue, 30, 42);
  const defs = [
    linearGradient("ground", hsl(hue, 35, 58), hsl((hue + 40) % 360, 45, 24), true),
    linearGradient("cloth", clothLight, cloth, true),
    `<radialGradient id="light" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`,
    `<filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="14"/></filter>`,
  ].join("");
  const body = [
    rect(0, 0, TEAM_WIDTH, TEAM_HEIGHT, "url(#ground)"),
    bokeh(random, hue),
    // Shoulders and neck, then the head.
    `<path d="M60 600C60 500 130 448 200 432L280 432C350 448 420 500 420 600Z" fill="url(#cloth)"/>`,
    backHair(long, hairColour),
    `<path d="M206 330L274 330L278 440C262 462 218 462 202 440Z" fill="${skinShade}"/>`,
    `<path d="M200 434L240 476L280 434L296 440L240 520L184 440Z" fill="${clothLight}" opacity="0.55"/>`,
    `<ellipse cx="240" cy="260" rx="74" ry="94" fill="${skin}"/>`,
    `<ellipse cx="262" cy="270" rx="52" ry="80" fill="${skinShade}" opacity="0.25"/>`,
    hairCap(hairColour),
    rect(0, 0, TEAM_WIDTH, TEAM_HEIGHT, "url(#light)"),
  ].join("");
  return svgDocument(TEAM_WIDTH, TEAM_HEIGHT, body, defs);
}
