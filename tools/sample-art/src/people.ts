/**
 * Illustrated people for the team portraits and the testimonial avatars: DiceBear's "Personas"
 * style (by Draftbit, CC BY 4.0: free to use, commercially too, with credit; see the README), on
 * a ground in the site's indigo-to-cyan family. Every choice is seeded by the person's name, so a
 * portrait is the same on every run and different for every person. Where the content says who
 * someone is (a bio's pronouns) or this sample data knows them (APPEARANCE), the drawing follows it.
 */

import { personas } from "@dicebear/collection";
import { createAvatar } from "@dicebear/core";
import sharp from "sharp";
import type { Renderer } from "./browser.ts";
import { createRandom, pick } from "./random.ts";

export type Presentation = "feminine" | "masculine";

/** Skin tones of the Personas style, light to dark. */
const SKIN = ["eeb4a4", "e7a391", "e5a07e", "d78774", "b16a5b", "92594b", "623d36"] as const;
/** Natural hair colours of the style: black, brown, auburn, grey. */
const HAIR_COLOURS = ["362c47", "6c4545", "f27d65", "dee1f5"] as const;
const HAIR: Record<Presentation, string[]> = {
  feminine: ["long", "bobCut", "bobBangs", "curlyBun", "straightBun", "extraLong", "curly"],
  masculine: ["shortCombover", "shortComboverChops", "fade", "buzzcut", "curlyHighTop", "balding"],
};
/** The style's shirt colours that sit well on an indigo, blue or cyan ground. */
export const CLOTHING = ["456dff", "54d7c7", "7555ca", "6dbb58", "e24553", "f3b63a", "f55d81"] as const;

interface Appearance {
  presentation?: Presentation;
  skin?: (typeof SKIN)[number];
  hair?: string;
  hairColor?: (typeof HAIR_COLOURS)[number];
  facialHair?: string;
  glasses?: boolean;
}

/** The sample team and reviewers (content/team, content/pages/home.yaml), drawn as their names suggest. */
const APPEARANCE: Record<string, Appearance> = {
  "Olivia Hart": { presentation: "feminine", skin: "eeb4a4", hair: "bobCut", hairColor: "6c4545" },
  "Daniel Okafor": {
    presentation: "masculine",
    skin: "623d36",
    hair: "fade",
    hairColor: "362c47",
    facialHair: "goatee",
  },
  "Sophie Nguyen": {
    presentation: "feminine",
    skin: "e7a391",
    hair: "long",
    hairColor: "362c47",
    glasses: true,
  },
  "Marcus Lee": { presentation: "masculine", skin: "e5a07e", hair: "shortCombover", hairColor: "362c47" },
  "Dr. Priya Sharma": {
    presentation: "feminine",
    skin: "b16a5b",
    hair: "straightBun",
    hairColor: "362c47",
    glasses: true,
  },
  "James Carter": {
    presentation: "masculine",
    skin: "eeb4a4",
    hair: "shortComboverChops",
    hairColor: "f27d65",
    facialHair: "shadow",
  },
  "Sarah Mitchell": { presentation: "feminine", skin: "eeb4a4", hair: "extraLong", hairColor: "f27d65" },
  "James Walsh": {
    presentation: "masculine",
    skin: "e7a391",
    hair: "balding",
    hairColor: "dee1f5",
    facialHair: "beardMustache",
    glasses: true,
  },
  "Aisha Rahman": { presentation: "feminine", skin: "92594b", hair: "curlyBun", hairColor: "362c47" },
  "Tom Whitaker": { presentation: "masculine", skin: "d78774", hair: "curly", hairColor: "6c4545" },
  "Mei Chen": { presentation: "feminine", skin: "e7a391", hair: "bobBangs", hairColor: "362c47" },
  "Rohan Patel": {
    presentation: "masculine",
    skin: "b16a5b",
    hair: "shortComboverChops",
    hairColor: "362c47",
    facialHair: "shadow",
  },
};

/** Grounds from the site's accent family; neighbours in a list get different ones. */
const GROUNDS: [string, string][] = [
  ["#6366f1", "#4338ca"],
  ["#0ea5e9", "#4f46e5"],
  ["#8b5cf6", "#5b21b6"],
  ["#06b6d4", "#1d4ed8"],
  ["#3b82f6", "#312e81"],
  ["#14b8a6", "#0e7490"],
];

/** 'She leads…' → feminine; 'He sets…' → masculine; undefined when the text does not say. */
export function presentationOf(text: string): Presentation | undefined {
  const she = (text.match(/\b(she|her|hers)\b/gi) ?? []).length;
  const he = (text.match(/\b(he|him|his)\b/gi) ?? []).length;
  if (she === he) return undefined;
  return she > he ? "feminine" : "masculine";
}

/**
 * The style lights the face with a white overlay blend (36 %). Inside its masked group the blend
 * has no backdrop, so browsers paint plain translucent white, which greys darker skin; this paints
 * the colour the blend means to give instead.
 */
function lightFace(svg: string, skin: string): string {
  const lit = [0, 2, 4]
    .map((start) => {
      const channel = Number.parseInt(skin.slice(start, start + 2), 16) / 255;
      const overlay = channel < 0.5 ? 2 * channel : 1;
      return Math.round((channel + 0.36 * (overlay - channel)) * 255)
        .toString(16)
        .padStart(2, "0");
    })
    .join("");
  return svg.replace(
    /(<g mask="url\(#personas-a\)"><path [^>]*?)fill="#fff" style="mix-blend-mode:overlay" opacity="\.36"/,
    `$1fill="#${lit}"`,
  );
}

/** A person drawn in the Personas style, for the portraits here and the people of the mock websites. */
export function personaSvg(name: string, hint: Presentation | undefined, clothing: string): string {
  const random = createRandom(`person:${name}`);
  const known = APPEARANCE[name] ?? {};
  const presentation = known.presentation ?? hint ?? (random() < 0.5 ? "feminine" : "masculine");
  const facialHair =
    known.facialHair ?? (presentation === "masculine" && random() < 0.4 ? "shadow" : undefined);
  const skin = known.skin ?? pick(random, SKIN);
  // The style's options are unions of its part names; the tables above hold only valid ones.
  const options = {
    seed: name,
    skinColor: [skin],
    hair: [known.hair ?? pick(random, HAIR[presentation])],
    hairColor: [known.hairColor ?? pick(random, HAIR_COLOURS.slice(0, 3))],
    facialHair: facialHair ? [facialHair] : [],
    facialHairProbability: facialHair ? 100 : 0,
    eyes: [known.glasses ? "glasses" : pick(random, ["open", "happy"])],
    mouth: [
      pick(
        random,
        presentation === "feminine" ? ["smile", "lips", "bigSmile"] : ["smile", "bigSmile", "smirk"],
      ),
    ],
    nose: [pick(random, ["mediumRound", "smallRound"])],
    body: [pick(random, ["squared", "rounded"])],
    clothingColor: [clothing],
  } as Parameters<typeof createAvatar<typeof personas>>[1];
  return lightFace(createAvatar(personas, options).toString(), skin);
}

/**
 * The person cut out on transparency, trimmed to the drawing and fitted into width x height.
 * Chromium draws it: the style lights faces with mix-blend-mode, which librsvg ignores.
 */
async function personPng(renderer: Renderer, svg: string, width: number, height: number): Promise<Buffer> {
  const page = `<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block;width:1024px;height:1024px}</style>${svg}`;
  const drawn = await renderer.capture(page, { width: 1024, height: 1024, transparent: true });
  const trimmed = await sharp(drawn).trim().png().toBuffer();
  return sharp(trimmed).resize({ width, height, fit: "inside" }).png().toBuffer();
}

function groundSvg(
  width: number,
  height: number,
  [from, to]: [string, string],
  halo: { cx: number; cy: number; r: number },
): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<radialGradient id="h"><stop offset="0" stop-color="#fff" stop-opacity="0.28"/><stop offset="0.7" stop-color="#fff" stop-opacity="0.08"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<circle cx="${halo.cx}" cy="${halo.cy}" r="${halo.r}" fill="url(#h)"/>
<circle cx="${halo.cx}" cy="${halo.cy}" r="${Math.round(halo.r * 0.78)}" fill="none" stroke="#fff" stroke-opacity="0.14" stroke-width="${Math.max(2, Math.round(width / 160))}"/>
</svg>`;
}

export interface PersonOptions {
  /** Position in its list: picks the ground, so neighbours differ. */
  index: number;
  /** Text about the person (a bio) whose pronouns say how to draw them. */
  about?: string;
}

function clothingFor(index: number, name: string): string {
  const random = createRandom(`clothing:${name}`);
  // Skip the shirt colours closest to the ground's hue.
  const choices =
    index % 3 === 0
      ? ["54d7c7", "f3b63a", "e24553", "f55d81"]
      : ["f3b63a", "e24553", "6dbb58", "f55d81", "54d7c7"];
  return pick(random, choices);
}

/** Composites the person on the ground, feet (shoulders) on the bottom edge, cut at the top edge if taller. */
async function standOnGround(
  groundSvg: string,
  person: Buffer,
  canvasWidth: number,
  height: number,
): Promise<Buffer> {
  const { width = 0, height: personHeight = 0 } = await sharp(person).metadata();
  const left = Math.round((canvasWidth - width) / 2);
  const visible = Math.min(personHeight, height);
  const cut = await sharp(person).extract({ left: 0, top: 0, width, height: visible }).png().toBuffer();
  return sharp(Buffer.from(groundSvg))
    .composite([{ input: cut, left, top: height - visible }])
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer();
}

/** A 4:5 team portrait (640 x 800): head and shoulders standing on the bottom edge. */
export async function teamPortraitJpeg(
  renderer: Renderer,
  name: string,
  options: PersonOptions,
): Promise<Buffer> {
  const [width, height] = [640, 800];
  const ground = GROUNDS[options.index % GROUNDS.length] ?? ["#6366f1", "#4338ca"];
  const svg = personaSvg(
    name,
    options.about ? presentationOf(options.about) : undefined,
    clothingFor(options.index, name),
  );
  const person = await personPng(renderer, svg, 460, 620);
  return standOnGround(groundSvg(width, height, ground, { cx: 320, cy: 400, r: 300 }), person, width, height);
}

/** A square testimonial avatar (256 x 256), framed for a circle crop. */
export async function avatarJpeg(renderer: Renderer, name: string, options: PersonOptions): Promise<Buffer> {
  const size = 256;
  const ground = GROUNDS[(options.index + 1) % GROUNDS.length] ?? ["#6366f1", "#4338ca"];
  const svg = personaSvg(
    name,
    options.about ? presentationOf(options.about) : undefined,
    clothingFor(options.index + 1, name),
  );
  const person = await personPng(renderer, svg, 230, 240);
  return standOnGround(groundSvg(size, size, ground, { cx: 128, cy: 120, r: 120 }), person, size, size);
}
