/**
 * Hero visuals of the service, industry and products pages: each page's kind of system as a
 * signed-in app screen (mock-sites/app.ts) on a laptop and a phone, on a ground in the accent of
 * its page kind. A scene says what the screen shows; this file draws it.
 */
import type { Renderer } from "../browser.ts";
import { type Ground, laptopAndPhone } from "../devices.ts";
import { fontFaceCss } from "../fonts.ts";
import {
  APP_CSS,
  type AppLook,
  type AppShell,
  appShellHtml,
  chart,
  kanban,
  level,
  panel,
  pill,
  type Tone,
  table,
} from "../mock-sites/app.ts";
import { jpeg } from "../project-screens.ts";
import { escapeXml } from "../svg.ts";

/** A table cell: text, a coloured status, or a progress bar filled to a percentage. */
export type Cell = string | { status: string; tone: Tone } | { percent: number };

export type SceneBody =
  /** A chart beside a list of events with their status. */
  | {
      kind: "trend";
      chart: { title: string; legend: [label: string, value: string][]; bars?: boolean };
      list: { title: string; items: [title: string, detail: string, status: string, tone: Tone][] };
    }
  /** A table beside a chart. */
  | {
      kind: "table";
      table: { title: string; headings: string[]; rows: Cell[][] };
      chart: { title: string; legend: [label: string, value: string][]; bars?: boolean };
    }
  /** A board of three or four lanes of cards. */
  | {
      kind: "board";
      lanes: { title: string; tone: Tone; cards: [title: string, text: string, meta: string][] }[];
    };

export interface Scene {
  /** Where the image is written, under content/images. */
  file: string;
  /** The product or system named in the screen's sidebar. */
  name: string;
  /** The screen's primary colour: the page's card colour. */
  primary: string;
  shell: AppShell;
  body: SceneBody;
}

/** The accent of each page kind, from the site's design tokens (site/styles/global.css). */
export const KIND_ACCENTS = {
  services: "#38bdf8",
  industries: "#a78bfa",
  products: "#34d399",
} as const;

export type PageKind = keyof typeof KIND_ACCENTS;

/** The site's ground colour, so the picture's edges melt into the dark page. */
const SITE_GROUND = "#0b1020";
const SIDEBAR = "#101827";

const e = escapeXml;

function cellHtml(cell: Cell): string {
  if (typeof cell === "string") return e(cell);
  if ("status" in cell) return pill(cell.status, cell.tone);
  return level(cell.percent);
}

function legendHtml(legend: [string, string][]): string {
  return `<div class="legend">${legend.map(([label, value]) => `<span>${e(label)} <b>${e(value)}</b></span>`).join("")}</div>`;
}

function bodyHtml(scene: Scene): string {
  const { body, primary } = scene;
  const seed = scene.file;
  switch (body.kind) {
    case "trend": {
      const items = body.list.items
        .map(
          ([title, detail, status, tone]) =>
            `<div class="incident"><span><b>${e(title)}</b><small>${e(detail)}</small></span>${pill(status, tone)}</div>`,
        )
        .join("");
      return `<div class="cols-2-1">${panel(body.chart.title, `${chart(seed, primary, { height: 300, bars: body.chart.bars })}${legendHtml(body.chart.legend)}`)}${panel(body.list.title, items)}</div>`;
    }
    case "table":
      return `<div class="cols-2-1">${panel(
        body.table.title,
        table(
          body.table.headings,
          body.table.rows.map((row) => row.map(cellHtml)),
        ),
      )}${panel(body.chart.title, `${chart(seed, primary, { height: 250, bars: body.chart.bars })}${legendHtml(body.chart.legend)}`)}</div>`;
    case "board":
      return kanban(
        body.lanes.map(({ title, tone, cards }) => ({
          title,
          count: pill(String(cards.length), tone),
          cards: cards.map(
            ([name, text, meta]) =>
              `<div class="card"><b>${e(name)}</b><p>${e(text)}</p><small>${e(meta)}</small></div>`,
          ),
        })),
        body.lanes.length === 3 ? "kanban three" : "kanban",
      );
  }
}

function screenDocument(scene: Scene): string {
  const look: AppLook = {
    name: scene.name,
    primary: scene.primary,
    side: SIDEBAR,
    headingFont: "Inter",
    headingWeight: 700,
    bodyFont: "Inter",
  };
  const screen = appShellHtml(scene.shell, look, bodyHtml(scene));
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>${fontFaceCss(["Inter"])}html,body{margin:0}${APP_CSS}</style></head><body><div style="position:fixed;inset:0">${screen}</div></body></html>`;
}

function groundOf(kind: PageKind): Ground {
  const accent = KIND_ACCENTS[kind];
  return { from: `color-mix(in srgb, ${accent} 62%, ${SITE_GROUND})`, to: SITE_GROUND };
}

/** The scene as a 1200 x 800 JPEG: its screen on a laptop and a phone. */
export async function sceneJpeg(renderer: Renderer, scene: Scene, kind: PageKind): Promise<Buffer> {
  const html = screenDocument(scene);
  // A narrower desktop at a higher density fills the laptop's screen and keeps its type legible
  // when the picture is shown about 560 px wide.
  const desktop = await renderer.capture(html, { width: 1152, height: 720, scale: 1.25 });
  const mobile = await renderer.capture(html, { width: 390, height: 844, scale: 2 });
  const composed = await laptopAndPhone(renderer, { desktop, mobile, ground: groundOf(kind) });
  return jpeg(composed, 1200, 800);
}
