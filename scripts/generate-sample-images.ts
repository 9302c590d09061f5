/**
 * Writes the sample source images under content/images/: project thumbnails, mockups and
 * galleries, client logos, technology logos and the site's social preview and mark.
 *
 * Output is deterministic: every random choice comes from a PRNG seeded with the image's name.
 * Project ids and titles are read from content/projects/ and content/project-details/.
 *
 * Run with `npx tsx scripts/generate-sample-images.ts`.
 */
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { SimpleIcon } from "simple-icons";
import * as simpleIcons from "simple-icons";
import { parse } from "yaml";

const CONTENT = path.resolve(import.meta.dirname, "../content");
const IMAGES = path.join(CONTENT, "images");
const FONT = "Inter, 'DejaVu Sans', 'Liberation Sans', sans-serif";
const SITE_GROUND = "#0b1020";
const ACCENT_FROM = "#6366f1";
const ACCENT_TO = "#22d3ee";

interface Project {
  id: string;
  title: string;
}

interface Palette {
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

type Random = () => number;

// ---------------------------------------------------------------------------------------------
// Seeded randomness and colour

function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** mulberry32: small, fast and good enough for picking shapes and bar heights. */
function createRandom(seedText: string): Random {
  let state = hashString(seedText);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function between(random: Random, min: number, max: number): number {
  return min + random() * (max - min);
}

function hsl(hue: number, saturation: number, lightness: number): string {
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

function paletteFor(id: string): Palette {
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

function contrastRatio(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((high ?? 0) + 0.05) / ((low ?? 0) + 0.05);
}

// ---------------------------------------------------------------------------------------------
// SVG building blocks

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function svgDocument(width: number, height: number, body: string, defs = ""): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

function rect(x: number, y: number, width: number, height: number, fill: string, radius = 0): string {
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${radius}" fill="${fill}"/>`;
}

interface TextStyle {
  size: number;
  fill: string;
  weight?: number;
  anchor?: "start" | "middle" | "end";
}

function text(x: number, y: number, content: string, style: TextStyle): string {
  const { size, fill, weight = 400, anchor = "start" } = style;
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${escapeXml(content)}</text>`;
}

function linearGradient(id: string, from: string, to: string, vertical = false): string {
  const end = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="1"';
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

/** Places a drawing made for a width x height canvas into a box, scaled to fit. */
function embed(x: number, y: number, width: number, height: number, inner: [number, number, string]): string {
  const [innerWidth, innerHeight, body] = inner;
  return `<svg x="${x}" y="${y}" width="${width}" height="${height}" viewBox="0 0 ${innerWidth} ${innerHeight}" preserveAspectRatio="xMidYMid slice">${body}</svg>`;
}

/** Rough bold sans-serif advance width, used to keep titles inside their box. */
function fitFontSize(lines: string[], maxWidth: number, maxSize: number): number {
  const longest = Math.max(...lines.map((line) => line.length));
  return Math.min(maxSize, Math.floor(maxWidth / (longest * 0.62)));
}

/** Splits a title into at most two lines of similar length. */
function splitTitle(title: string, maxChars: number): string[] {
  const words = title.split(" ");
  if (title.length <= maxChars || words.length === 1) return [title];
  let best: string[] = [title];
  let bestLongest = Number.POSITIVE_INFINITY;
  for (let cut = 1; cut < words.length; cut++) {
    const lines = [words.slice(0, cut).join(" "), words.slice(cut).join(" ")];
    const longest = Math.max(...lines.map((line) => line.length));
    if (longest < bestLongest) [best, bestLongest] = [lines, longest];
  }
  return best;
}

function textBlock(x: number, y: number, lines: string[], style: TextStyle): string {
  return lines.map((line, index) => text(x, y + index * style.size * 1.15, line, style)).join("");
}

/** A grey bar standing in for a line of body text. */
function textBar(x: number, y: number, width: number, height: number, fill: string): string {
  return rect(x, y, width, height, fill, height / 2);
}

// ---------------------------------------------------------------------------------------------
// Website drawings (in their own coordinates, embedded at any size)

function siteScreen(project: Project, palette: Palette, random: Random): [number, number, string] {
  const width = 960;
  const height = 600;
  const parts = [rect(0, 0, width, height, palette.surface)];
  parts.push(rect(0, 0, width, 64, palette.primary));
  parts.push(`<circle cx="44" cy="32" r="14" fill="${palette.light}"/>`);
  for (let i = 0; i < 4; i++) parts.push(textBar(560 + i * 90, 27, 64, 10, palette.light));

  const lines = splitTitle(project.title, 18);
  const size = fitFontSize(lines, 520, lines.length > 1 ? 50 : 60);
  const titleHeight = lines.length * size * 1.15;
  // Centre title, two text lines and a button (36 + 60 px below the title) in the 280 px hero.
  const heroTop = 64 + (280 - (titleHeight + 112)) / 2;
  const barsTop = heroTop + titleHeight + 16;
  parts.push(rect(0, 64, width, 280, palette.light));
  parts.push(textBlock(48, heroTop + size * 0.9, lines, { size, fill: palette.dark, weight: 800 }));
  parts.push(textBar(48, barsTop, 420, 12, palette.dark), textBar(48, barsTop + 24, 340, 12, palette.dark));
  parts.push(rect(48, barsTop + 56, 150, 40, palette.primary, 8));
  parts.push(rect(620, 96, 290, 216, palette.primary, 16));
  parts.push(
    `<circle cx="765" cy="204" r="${Math.round(between(random, 50, 80))}" fill="${palette.light}" opacity="0.6"/>`,
  );

  for (let i = 0; i < 3; i++) {
    const x = 48 + i * 296;
    parts.push(rect(x, 372, 272, 200, "#ffffff", 12));
    parts.push(rect(x, 372, 272, 100, hsl((palette.hue + 30 + i * 40) % 360, 55, 70), 12));
    parts.push(textBar(x + 20, 492, between(random, 140, 220), 12, palette.dark));
    parts.push(textBar(x + 20, 516, between(random, 120, 200), 10, "#cbd5e1"));
    parts.push(textBar(x + 20, 536, between(random, 100, 180), 10, "#cbd5e1"));
  }
  return [width, height, parts.join("")];
}

function mobileScreen(project: Project, palette: Palette, random: Random): [number, number, string] {
  const width = 360;
  const height = 720;
  const parts = [rect(0, 0, width, height, palette.surface), rect(0, 0, width, 72, palette.primary)];
  parts.push(`<circle cx="36" cy="44" r="12" fill="${palette.light}"/>`);
  for (let i = 0; i < 3; i++) parts.push(rect(300, 34 + i * 8, 32, 4, palette.light, 2));

  const lines = splitTitle(project.title, 12);
  const size = fitFontSize(lines, 280, 40);
  parts.push(rect(0, 72, width, 250, palette.light));
  parts.push(textBlock(28, 140, lines, { size, fill: palette.dark, weight: 800 }));
  const barsTop = 140 + lines.length * size * 1.15;
  parts.push(
    textBar(28, barsTop, 260, 10, palette.dark),
    rect(28, barsTop + 28, 130, 36, palette.primary, 8),
  );

  for (let i = 0; i < 3; i++) {
    const y = 346 + i * 122;
    parts.push(rect(20, y, 320, 106, "#ffffff", 12), rect(32, y + 12, 82, 82, palette.primary, 10));
    parts.push(textBar(130, y + 26, between(random, 120, 190), 12, palette.dark));
    parts.push(textBar(130, y + 52, between(random, 100, 170), 10, "#cbd5e1"));
  }
  return [width, height, parts.join("")];
}

function browserFrame(
  x: number,
  y: number,
  width: number,
  height: number,
  project: Project,
  palette: Palette,
  random: Random,
): string {
  const chrome = 40;
  const dots = ["#f87171", "#fbbf24", "#34d399"]
    .map((fill, index) => `<circle cx="${x + 22 + index * 20}" cy="${y + chrome / 2}" r="6" fill="${fill}"/>`)
    .join("");
  return [
    rect(x, y, width, height, "#1e293b", 14),
    dots,
    rect(x + 100, y + 10, width - 200, 20, "#334155", 10),
    text(x + width / 2, y + 25, `https://${project.id}.example.com`, {
      size: 13,
      fill: "#cbd5e1",
      anchor: "middle",
    }),
    embed(x, y + chrome, width, height - chrome, siteScreen(project, palette, random)),
  ].join("");
}

// ---------------------------------------------------------------------------------------------
// Project images

function thumbnailSvg(project: Project): string {
  const palette = paletteFor(project.id);
  const random = createRandom(`${project.id}:thumb`);
  const defs = linearGradient("ground", palette.dark, SITE_GROUND, true);
  const body =
    rect(0, 0, 960, 640, "url(#ground)") + browserFrame(40, 25, 880, 590, project, palette, random);
  return svgDocument(960, 640, body, defs);
}

function laptop(
  x: number,
  y: number,
  width: number,
  project: Project,
  palette: Palette,
  random: Random,
): string {
  const bezel = 14;
  const screenHeight = Math.round((width - 2 * bezel) / 1.6) + 2 * bezel;
  return [
    rect(x, y, width, screenHeight, "#0f172a", 16),
    embed(
      x + bezel,
      y + bezel,
      width - 2 * bezel,
      screenHeight - 2 * bezel,
      siteScreen(project, palette, random),
    ),
    `<path d="M${x - 60} ${y + screenHeight} h${width + 120} l-30 26 h-${width + 60} z" fill="#cbd5e1"/>`,
    rect(x + width / 2 - 60, y + screenHeight, 120, 8, "#94a3b8", 4),
  ].join("");
}

function phone(
  x: number,
  y: number,
  width: number,
  project: Project,
  palette: Palette,
  random: Random,
): string {
  const height = width * 2;
  const bezel = 10;
  return [
    rect(x, y, width, height, "#0f172a", 28),
    embed(
      x + bezel,
      y + bezel * 2,
      width - 2 * bezel,
      height - bezel * 4,
      mobileScreen(project, palette, random),
    ),
    rect(x + width / 2 - 24, y + 8, 48, 6, "#334155", 3),
  ].join("");
}

function mockupSvg(project: Project): string {
  const palette = paletteFor(project.id);
  const random = createRandom(`${project.id}:mockup`);
  const defs = linearGradient("ground", palette.complementFrom, palette.complementTo);
  const body = [
    rect(0, 0, 960, 640, "url(#ground)"),
    `<circle cx="820" cy="110" r="180" fill="#ffffff" opacity="0.08"/>`,
    laptop(110, 110, 600, project, palette, random),
    phone(690, 230, 170, project, palette, random),
  ].join("");
  return svgDocument(960, 640, body, defs);
}

// ---------------------------------------------------------------------------------------------
// Gallery screens (1280 x 800): an app frame with a caption band

const GALLERY = [
  { kind: "dashboard", caption: "Dashboard: live figures and trends at a glance" },
  { kind: "list", caption: "List view: search, filter and act on records" },
  { kind: "form", caption: "Form: guided data entry with validation" },
  { kind: "mobile", caption: "Mobile view: the same journey on a phone" },
] as const;

type GalleryKind = (typeof GALLERY)[number]["kind"];

function appSidebar(palette: Palette, random: Random): string {
  const parts = [rect(0, 64, 220, 656, palette.dark)];
  for (let i = 0; i < 7; i++) {
    const y = 100 + i * 48;
    if (i === 0) parts.push(rect(12, y - 14, 196, 40, palette.primary, 8));
    parts.push(
      rect(28, y - 2, 16, 16, palette.light, 4),
      textBar(56, y + 1, between(random, 70, 120), 10, palette.light),
    );
  }
  return parts.join("");
}

function dashboardBody(palette: Palette, random: Random): string {
  const labels = ["Active users", "Requests today", "Conversion", "Avg. response"];
  const values = [
    `${Math.round(between(random, 1200, 9800))}`,
    `${Math.round(between(random, 80, 640))}`,
    `${Math.round(between(random, 12, 48))}%`,
    `${Math.round(between(random, 2, 30))} min`,
  ];
  const parts = [appSidebar(palette, random)];
  labels.forEach((label, i) => {
    const x = 248 + i * 256;
    parts.push(rect(x, 92, 236, 112, "#ffffff", 12));
    parts.push(text(x + 20, 128, label, { size: 16, fill: "#64748b" }));
    parts.push(text(x + 20, 176, values[i] ?? "", { size: 34, fill: palette.dark, weight: 700 }));
  });
  parts.push(
    rect(248, 228, 640, 460, "#ffffff", 12),
    text(272, 266, "Monthly activity", { size: 18, fill: palette.dark, weight: 700 }),
  );
  for (let i = 0; i < 12; i++) {
    const barHeight = between(random, 80, 340);
    parts.push(
      rect(280 + i * 50, 660 - barHeight, 30, barHeight, i % 3 === 2 ? palette.dark : palette.primary, 4),
    );
  }
  parts.push(
    rect(912, 228, 344, 460, "#ffffff", 12),
    text(936, 266, "Recent activity", { size: 18, fill: palette.dark, weight: 700 }),
  );
  for (let i = 0; i < 7; i++) {
    const y = 300 + i * 54;
    parts.push(`<circle cx="952" cy="${y + 10}" r="14" fill="${palette.light}"/>`);
    parts.push(
      textBar(978, y, between(random, 140, 240), 10, palette.dark),
      textBar(978, y + 16, between(random, 80, 160), 8, "#cbd5e1"),
    );
  }
  return parts.join("");
}

function listBody(palette: Palette, random: Random): string {
  const statuses: [string, string][] = [
    ["Approved", "#16a34a"],
    ["Pending", "#d97706"],
    ["In review", "#2563eb"],
  ];
  const parts = [appSidebar(palette, random), rect(248, 92, 1008, 596, "#ffffff", 12)];
  parts.push(
    rect(272, 112, 360, 40, palette.surface, 8),
    text(288, 138, "Search records…", { size: 16, fill: "#64748b" }),
  );
  parts.push(
    rect(1096, 112, 136, 40, palette.primary, 8),
    text(1164, 138, "New record", { size: 16, fill: palette.onPrimary, weight: 600, anchor: "middle" }),
  );
  ["Name", "Reference", "Owner", "Updated", "Status"].forEach((heading, i) => {
    parts.push(text(272 + i * 196, 196, heading, { size: 15, fill: "#64748b", weight: 600 }));
  });
  for (let row = 0; row < 9; row++) {
    const y = 214 + row * 52;
    parts.push(rect(264, y, 976, 1, "#e2e8f0"));
    for (let col = 0; col < 4; col++)
      parts.push(
        textBar(272 + col * 196, y + 20, between(random, 80, 160), 10, col === 0 ? palette.dark : "#94a3b8"),
      );
    const [label, colour] = statuses[Math.floor(random() * statuses.length)] ?? statuses[0] ?? ["", ""];
    parts.push(
      rect(1056, y + 12, 110, 28, colour, 14),
      text(1111, y + 31, label, { size: 13, fill: "#ffffff", weight: 600, anchor: "middle" }),
    );
  }
  return parts.join("");
}

function formBody(palette: Palette, random: Random): string {
  const fields = ["Full name", "E-mail address", "Phone number", "Organisation", "Category"];
  const parts = [appSidebar(palette, random), rect(248, 92, 1008, 596, "#ffffff", 12)];
  parts.push(text(280, 140, "New submission", { size: 26, fill: palette.dark, weight: 700 }));
  fields.forEach((label, i) => {
    const x = 280 + (i % 2) * 476;
    const y = 180 + Math.floor(i / 2) * 96;
    parts.push(text(x, y + 14, label, { size: 15, fill: "#475569", weight: 600 }));
    parts.push(
      rect(x, y + 26, 440, 44, palette.surface, 8),
      textBar(x + 16, y + 43, between(random, 100, 240), 10, "#94a3b8"),
    );
  });
  parts.push(
    text(756, 382, "Notes", { size: 15, fill: "#475569", weight: 600 }),
    rect(756, 394, 440, 140, palette.surface, 8),
  );
  parts.push(
    rect(280, 580, 180, 48, palette.primary, 8),
    text(370, 610, "Submit", { size: 17, fill: palette.onPrimary, weight: 600, anchor: "middle" }),
  );
  parts.push(
    rect(476, 580, 140, 48, palette.surface, 8),
    text(546, 610, "Cancel", { size: 17, fill: palette.dark, weight: 600, anchor: "middle" }),
  );
  return parts.join("");
}

function mobileBody(project: Project, palette: Palette, random: Random): string {
  return [0, 1, 2]
    .map((i) => phone(250 + i * 290, 84 + (i % 2) * 40, 240, project, palette, random))
    .join("");
}

function galleryBody(kind: GalleryKind, project: Project, palette: Palette, random: Random): string {
  switch (kind) {
    case "dashboard":
      return dashboardBody(palette, random);
    case "list":
      return listBody(palette, random);
    case "form":
      return formBody(palette, random);
    case "mobile":
      return mobileBody(project, palette, random);
  }
}

function gallerySvg(project: Project, index: number): string {
  const entry = GALLERY[index] ?? GALLERY[0];
  const palette = paletteFor(project.id);
  const random = createRandom(`${project.id}:gallery-${index + 1}`);
  const ground = entry.kind === "mobile" ? "url(#ground)" : palette.surface;
  const body = [
    rect(0, 0, 1280, 800, ground),
    rect(0, 0, 1280, 64, palette.primary),
    `<circle cx="40" cy="32" r="14" fill="${palette.light}"/>`,
    text(68, 40, project.title, { size: 22, fill: palette.onPrimary, weight: 700 }),
    galleryBody(entry.kind, project, palette, random),
    rect(0, 720, 1280, 80, "#0f172a"),
    text(40, 768, entry.caption, { size: 24, fill: "#f8fafc", weight: 600 }),
  ].join("");
  return svgDocument(1280, 800, body, linearGradient("ground", palette.complementFrom, palette.complementTo));
}

// ---------------------------------------------------------------------------------------------
// Client logos

const CLIENTS = [
  "Acme Logistics",
  "Harbour Dental Group",
  "Bluegum Legal",
  "Coastal Freight Co",
  "Redgum Constructions",
  "Summit Wealth Partners",
  "Pacific Crest Realty",
  "Wattle Health Clinics",
  "Ironbark Engineering",
  "Southern Cross Motors",
  "Greenleaf Organics",
  "Kestrel Aviation",
  "Blue Harbour Insurance",
  "Opal Coast Travel",
  "Northgate Pharmacy",
  "Meridian Finance",
  "Silverline Telecom",
  "Outback Solar",
  "Bayside Physio",
  "Crescent Accounting",
  "Riverbend Vineyards",
  "Granite Mining Services",
  "Lighthouse Learning",
  "Eastwood Bakery",
  "Banksia Aged Care",
  "Tidewater Marine",
  "Urban Nest Interiors",
  "Quantum Labs",
  "Parkside Veterinary",
  "Horizon Security",
  "Jacaranda Florists",
  "Copperleaf Cafe",
  "Pinnacle Recruitment",
  "Seaview Hotels",
  "Brightpath Tutoring",
  "Metro Print House",
  "Evergreen Landscaping",
  "Falcon Couriers",
  "Sapphire Jewellers",
  "Koala Kids Childcare",
  "Westfield Plumbing",
  "Clearwater Pools",
  "Atlas Steel Works",
  "Magpie Media",
  "Sunrise Fitness",
  "Willow Creek Farms",
  "Orbit Electronics",
  "Cedar Point Builders",
  "Nimbus Cloud Services",
  "Lotus Wellness Spa",
];

const LOGO_GREY = "#d4d4d8";

function kebabCase(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

function logoMark(shape: number, filled: boolean): string {
  const paint = filled ? `fill="${LOGO_GREY}"` : `fill="none" stroke="${LOGO_GREY}" stroke-width="6"`;
  switch (shape) {
    case 0:
      return `<circle cx="60" cy="60" r="32" ${paint}/>`;
    case 1:
      return `<rect x="30" y="30" width="60" height="60" rx="8" ${paint}/>`;
    default:
      return `<path d="M60 26 L94 90 H26 Z" stroke-linejoin="round" ${paint}/>`;
  }
}

function clientLogoSvg(name: string): string {
  const random = createRandom(`client:${name}`);
  const layouts = [[name], splitTitle(name, 0)];
  const [lines, size] = layouts
    .map((candidate): [string[], number] => [candidate, fitFontSize(candidate, 190, 32)])
    .reduce((best, next) => (next[1] > best[1] ? next : best));
  const top = 60 - ((lines.length - 1) * size * 1.15) / 2 + size * 0.35;
  const body =
    logoMark(Math.floor(random() * 3), random() < 0.5) +
    textBlock(112, top, lines, { size, fill: LOGO_GREY, weight: 700 });
  return svgDocument(320, 120, body);
}

// ---------------------------------------------------------------------------------------------
// Technology logos (simple-icons)

/** Technology name as used in content, and the simple-icons titles that represent it. */
const TECHNOLOGIES: [string, string[]][] = [
  ["Laravel", ["Laravel"]],
  ["AWS S3", ["Amazon S3"]],
  ["Xero API", ["Xero"]],
  ["MySQL", ["MySQL"]],
  ["Webhooks", ["Webhooks", "Webhook"]],
  ["Bootstrap", ["Bootstrap"]],
  ["Node.js", ["Node.js"]],
  ["Next.js", ["Next.js"]],
  ["AWS", ["Amazon Web Services", "AWS"]],
  ["GraphQL", ["GraphQL"]],
  ["Amazon EventBridge", ["Amazon EventBridge"]],
  ["Shopify", ["Shopify"]],
  // Shopify Plus is a Shopify plan and carries the same mark.
  ["Shopify Plus", ["Shopify"]],
  ["Wordpress", ["WordPress"]],
  ["MongoDB", ["MongoDB"]],
  ["Express.js", ["Express"]],
  ["RabbitMQ", ["RabbitMQ"]],
  ["Webhook", ["Webhook", "Webhooks"]],
  ["PHP", ["PHP"]],
];

const ICONS_BY_TITLE = new Map<string, SimpleIcon>(
  Object.values(simpleIcons).map((icon) => [icon.title, icon]),
);

function findIcon(titles: string[]): SimpleIcon | undefined {
  return titles.map((title) => ICONS_BY_TITLE.get(title)).find((icon) => icon !== undefined);
}

/** Brand colour, or a light grey when the brand colour would vanish on the site's dark ground. */
function logoFill(icon: SimpleIcon): string {
  const hex = `#${icon.hex}`;
  return contrastRatio(hex, SITE_GROUND) < 3 ? "#e5e7eb" : hex;
}

function techLogoSvg(name: string, icon: SimpleIcon): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" role="img"><title>${escapeXml(name)}</title><path fill="${logoFill(icon)}" d="${icon.path}"/></svg>\n`;
}

// ---------------------------------------------------------------------------------------------
// Site images

const SITE_MARK_PATH = "M6 26V6h5l10 12.5V6h5v20h-5L11 13.5V26z";

function siteLogoSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32"><defs>${linearGradient("accent", ACCENT_FROM, ACCENT_TO)}</defs><path fill="url(#accent)" d="${SITE_MARK_PATH}"/></svg>\n`;
}

function ogImageSvg(): string {
  const defs =
    linearGradient("accent", ACCENT_FROM, ACCENT_TO) + linearGradient("ground", SITE_GROUND, "#111827", true);
  const body = [
    rect(0, 0, 1200, 630, "url(#ground)"),
    `<circle cx="1040" cy="90" r="260" fill="url(#accent)" opacity="0.25"/>`,
    `<circle cx="160" cy="620" r="200" fill="url(#accent)" opacity="0.12"/>`,
    `<g transform="translate(96 150) scale(3.5)"><path fill="url(#accent)" d="${SITE_MARK_PATH}"/></g>`,
    text(96, 360, "Northwind Digital", { size: 84, fill: "#f8fafc", weight: 800 }),
    text(96, 430, "Building Intelligent Solutions for a Digital Tomorrow", { size: 36, fill: "#cbd5e1" }),
    rect(96, 482, 240, 6, "url(#accent)", 3),
    text(96, 556, "www.example.com", { size: 26, fill: "#94a3b8" }),
  ].join("");
  return svgDocument(1200, 630, body, defs);
}

// ---------------------------------------------------------------------------------------------
// Reading content and writing files

async function loadProjects(folder: string): Promise<Project[]> {
  const files = (await readdir(path.join(CONTENT, folder))).filter((file) => file.endsWith(".yaml")).sort();
  return Promise.all(
    files.map(async (file) => {
      const data: unknown = parse(await readFile(path.join(CONTENT, folder, file), "utf8"));
      const record = (typeof data === "object" && data !== null ? data : {}) as Record<string, unknown>;
      const { id, title } = record;
      if (typeof id !== "string" || typeof title !== "string")
        throw new Error(`${folder}/${file}: id and title must be strings`);
      return { id, title };
    }),
  );
}

async function writeOutput(relativePath: string, data: Buffer | string): Promise<void> {
  const target = path.join(IMAGES, relativePath);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, data);
}

function renderJpeg(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).jpeg({ quality: 72, mozjpeg: true }).toBuffer();
}

function renderPalettePng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg))
    .png({ palette: true, colours: 16, compressionLevel: 9, effort: 10 })
    .toBuffer();
}

async function writeProjectImages(projects: Project[], details: Project[]): Promise<void> {
  for (const project of projects) {
    await writeOutput(`projects/${project.id}-thumb.jpg`, await renderJpeg(thumbnailSvg(project)));
    await writeOutput(`projects/${project.id}-mockup.jpg`, await renderJpeg(mockupSvg(project)));
  }
  for (const project of details) {
    for (let index = 0; index < GALLERY.length; index++) {
      await writeOutput(
        `projects/${project.id}/gallery-${index + 1}.jpg`,
        await renderJpeg(gallerySvg(project, index)),
      );
    }
  }
}

async function writeClientLogos(): Promise<void> {
  for (const name of CLIENTS) {
    await writeOutput(`clients/${kebabCase(name)}.png`, await renderPalettePng(clientLogoSvg(name)));
  }
}

/** Writes the logos simple-icons has and returns the names of the technologies it lacks. */
async function writeTechLogos(): Promise<string[]> {
  const skipped: string[] = [];
  for (const [name, titles] of TECHNOLOGIES) {
    const icon = findIcon(titles);
    if (icon) await writeOutput(`tech/${kebabCase(name)}.svg`, techLogoSvg(name, icon));
    else skipped.push(name);
  }
  return skipped;
}

async function writeSiteImages(): Promise<void> {
  await writeOutput("site/og-default.jpg", await renderJpeg(ogImageSvg()));
  await writeOutput("site/logo.svg", siteLogoSvg());
}

async function main(): Promise<void> {
  const projects = await loadProjects("projects");
  const details = await loadProjects("project-details");
  await writeProjectImages(projects, details);
  await writeClientLogos();
  const skipped = await writeTechLogos();
  await writeSiteImages();
  console.log(
    `Wrote ${projects.length * 2} project images, ${details.length * GALLERY.length} gallery images, ${CLIENTS.length} client logos, ${TECHNOLOGIES.length - skipped.length} tech logos and 2 site images to ${path.relative(process.cwd(), IMAGES)}/`,
  );
  console.log(`Tech logos skipped (not in simple-icons): ${skipped.join(", ") || "none"}`);
}

await main();
