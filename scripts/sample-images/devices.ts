/**
 * Website drawings (in their own coordinates, embedded at any size) and the browser, laptop and
 * phone frames that show them.
 */
import { hsl, type Palette } from "./colour.ts";
import type { Project } from "./content.ts";
import { between, type Random } from "./random.ts";
import { type Drawing, embed, fitFontSize, rect, splitTitle, text, textBar, textBlock } from "./svg.ts";

function siteScreen(project: Project, palette: Palette, random: Random): Drawing {
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

function mobileScreen(project: Project, palette: Palette, random: Random): Drawing {
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

export function browserFrame(
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

export function laptop(
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

export function phone(
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
