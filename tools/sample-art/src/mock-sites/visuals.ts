/** Illustrations and hero widgets of a mock website, as HTML in the design's colours. */

import { icon } from "../icons.ts";
import { escapeXml } from "../svg.ts";
import { appHtml } from "./app.ts";
import {
  cityMap,
  dish,
  house,
  machine,
  portraitTile,
  product,
  productGroup,
  room,
  sea,
  softField,
} from "./art.ts";
import type { Art, HeroVisual, Item, SiteDesign } from "./design.ts";
import { avatarHtml, personDrawing } from "./people-art.ts";

const e = escapeXml;

/** An illustration filling its box. */
export function artHtml(art: Art, design: SiteDesign): string {
  const p = design.palette;
  switch (art.kind) {
    case "product":
      return product(art.shape, { set: art.set, body: art.body, cap: art.cap ?? p.dark, label: "#ffffff" });
    case "products":
      return productGroup(art.shapes, { set: art.set, bodies: art.bodies, cap: art.cap, label: "#ffffff" });
    case "house":
      return house(art.seed, { sky: ["#8ec5e8", "#fde3c4"], wall: "#f4efe6", trim: p.dark });
    case "dish":
      return dish(art.seed, art.table ?? p.tint);
    case "machine":
      return machine(art.machine, {
        set: art.set ?? p.tint,
        paint: p.primary === "#111111" ? "#facc15" : p.primary,
        dark: "#2b2f36",
      });
    case "room":
      return room(art.seed, { wall: p.tint, floor: "#c8b29a", sofa: p.accent, accent: p.primary });
    case "sea":
      return sea({ sky: ["#ffcf9e", "#fff0dc"], water: ["#1b6f8a", "#0c3b52"], sun: "#fff4d6" });
    case "map":
      return cityMap(art.seed, {
        land: "#eef1ea",
        road: "#ffffff",
        water: "#c5dfe9",
        pins: [p.primary, p.accent, p.primary, "#2563eb"],
      });
    case "person":
      return portraitTile(personDrawing(art.name), art.ground ?? p.tint);
    case "field":
      return softField(art.colours ?? [p.tint, p.primary, p.accent], art.seed);
    case "icon":
      return `<div class="icon-art">${icon(art.icon, { size: 72, colour: p.primary, stroke: 1.6 })}</div>`;
  }
}

function bookingWidget(doctors: string[]): string {
  const days = [
    ["Mon", "16"],
    ["Tue", "17"],
    ["Wed", "18"],
    ["Thu", "19"],
    ["Fri", "20"],
  ];
  const times = ["8:30", "9:10", "9:50", "10:30", "11:10", "2:15", "3:40", "4:20", "5:00"];
  return `<div class="widget booking">
<h3>Book an appointment</h3>
<p class="widget-sub">Choose a doctor and a time that suits you.</p>
<div class="doctors">${doctors.map((name, index) => `<span class="doctor ${index === 0 ? "on" : ""}">${avatarHtml(name, 40)}<span><b>${e(name)}</b><small>${index === 0 ? "Next: today 3:40 pm" : "Next: tomorrow"}</small></span></span>`).join("")}</div>
<div class="days">${days.map(([day, date], index) => `<span class="${index === 1 ? "on" : ""}"><small>${day}</small><b>${date}</b></span>`).join("")}</div>
<div class="times">${times.map((time, index) => `<span class="${index === 6 ? "on" : [1, 3, 4].includes(index) ? "off" : ""}">${time}</span>`).join("")}</div>
<span class="btn btn-primary wide">Confirm 3:40 pm with ${e(doctors[0] ?? "")}</span>
</div>`.replace(/\n/g, "");
}

export function searchWidget(fields: [label: string, value: string, icon: string][]): string {
  return `<div class="widget search">${fields
    .map(
      ([label, value, name]) =>
        `<label><small>${e(label)}</small><span>${icon(name, { size: 18 })}${e(value)}</span></label>`,
    )
    .join("")}<span class="btn btn-primary">${icon("Search", { size: 18 })} Search</span></div>`;
}

function offersWidget(): string {
  const offers: [string, string, string, string][] = [
    ["Northside Furniture", "4.9 · 320 sales", "$389", "Delivered Thursday"],
    ["DeskCo Sydney", "4.8 · 1,120 sales", "$415", "Delivered tomorrow"],
    ["Ergo Outlet", "4.7 · 86 sales", "$429", "Pick up today"],
  ];
  return `<div class="offers"><div class="widget request"><span class="tag">Your request</span><h3>Standing desk, 160 × 80 cm</h3><p class="widget-sub">Budget up to $450 · Parramatta · by Friday</p><div class="progress"><i></i></div><small>12 sellers notified · 3 offers so far</small></div>${offers
    .map(
      ([seller, rating, price, when], index) =>
        `<div class="widget offer ${index === 0 ? "best" : ""}">${avatarHtml(seller, 44)}<span class="who"><b>${e(seller)}</b><small>★ ${e(rating)}</small></span><span class="price"><b>${e(price)}</b><small>${e(when)}</small></span>${index === 0 ? `<span class="btn btn-primary">Accept</span>` : ""}</div>`,
    )
    .join("")}</div>`;
}

export function itemCard(item: Item, design: SiteDesign): string {
  return `<article class="item"><div class="item-art">${artHtml(item.art, design)}${item.badge ? `<span class="badge">${e(item.badge)}</span>` : ""}</div><div class="item-body"><h3>${e(item.title)}</h3><p>${e(item.meta)}</p>${item.figure ? `<b class="figure">${e(item.figure)}</b>` : ""}</div></article>`;
}

function coursesWidget(items: Item[], design: SiteDesign): string {
  return `<div class="courses">${items
    .map(
      (item, index) =>
        `<div class="widget course"><div class="course-art">${artHtml(item.art, design)}<span class="badge">${e(item.badge ?? "")}</span></div><div><h3>${e(item.title)}</h3><p class="widget-sub">${e(item.meta)}</p><div class="course-foot"><span>${icon("CalendarDays", { size: 16 })} Starts ${index === 0 ? "14 July" : "4 August"}</span><span class="btn btn-primary">Enquire</span></div></div></div>`,
    )
    .join("")}</div>`;
}

/** The app's screen in a browser window, scaled to `width` px. */
export function appWindow(design: SiteDesign, kind: Parameters<typeof appHtml>[0], width: number): string {
  // The page's phone layout narrows the window through --w and --s (see page.ts).
  return `<div class="window" style="--w:${width}px;--s:${(width / 1280).toFixed(4)}"><div class="chrome"><i></i><i></i><i></i><span>app.${e(design.id)}.com.au</span></div><div class="window-body">${appHtml(kind, design)}</div></div>`;
}

/** The hero's (or a split section's) visual. `width` is the box's width on the desktop page. */
export function visualHtml(visual: HeroVisual, design: SiteDesign, width: number): string {
  switch (visual.kind) {
    case "art":
      return `<div class="visual frame">${artHtml(visual.art, design)}</div>`;
    case "booking":
      return `<div class="visual floating">${bookingWidget(visual.doctors)}</div>`;
    case "search":
      return `<div class="visual search-stage">${searchWidget(visual.fields)}<div class="stage-art">${artHtml(visual.art, design)}</div></div>`;
    case "collage":
      return `<div class="visual collage">${visual.arts.map((art, index) => `<div class="tile t${index}">${artHtml(art, design)}</div>`).join("")}</div>`;
    case "app":
      return `<div class="visual app-shot">${appWindow(design, visual.app, width)}</div>`;
    case "offers":
      return `<div class="visual floating">${offersWidget()}</div>`;
    case "courses":
      return `<div class="visual floating">${coursesWidget(visual.items, design)}</div>`;
  }
}
