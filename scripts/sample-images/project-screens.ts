/** Project images: the thumbnail, the device mockup and the gallery screens of each project. */
import { dashboardBody, formBody, listBody } from "./app-screens.ts";
import { type Palette, paletteFor, SITE_GROUND } from "./colour.ts";
import type { Project } from "./content.ts";
import { browserFrame, laptop, phone } from "./devices.ts";
import { createRandom, type Random } from "./random.ts";
import { linearGradient, rect, svgDocument, text } from "./svg.ts";

export function thumbnailSvg(project: Project): string {
  const palette = paletteFor(project.id);
  const random = createRandom(`${project.id}:thumb`);
  const defs = linearGradient("ground", palette.dark, SITE_GROUND, true);
  const body =
    rect(0, 0, 960, 640, "url(#ground)") + browserFrame(40, 25, 880, 590, project, palette, random);
  return svgDocument(960, 640, body, defs);
}

export function mockupSvg(project: Project): string {
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

// Gallery screens (1280 x 800): an app frame with a caption band

export const GALLERY = [
  { kind: "dashboard", caption: "Dashboard: live figures and trends at a glance" },
  { kind: "list", caption: "List view: search, filter and act on records" },
  { kind: "form", caption: "Form: guided data entry with validation" },
  { kind: "mobile", caption: "Mobile view: the same journey on a phone" },
] as const;

type GalleryKind = (typeof GALLERY)[number]["kind"];

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

export function gallerySvg(project: Project, index: number): string {
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
