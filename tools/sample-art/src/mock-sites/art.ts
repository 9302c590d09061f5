/**
 * Illustrations that stand in for the photographs of a real website: soft-focus colour fields,
 * products, houses, dishes, machines, rooms, the sea and a city map. Each is an SVG that fills its
 * box (sliced to its aspect ratio). Flat shapes and smooth gradients only: they stay sharp at
 * thumbnail size and compress well, where noise and texture would not.
 */
import { createRandom, pick, type Random } from "../random.ts";
import { linearGradient } from "../svg.ts";

const f = (n: number) => Number(n.toFixed(1));

/** Every drawing is 600 x 400, sliced to its box. */
function svg(body: string, defs = ""): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 400" preserveAspectRatio="xMidYMid slice" width="100%" height="100%">${defs ? `<defs>${defs}</defs>` : ""}${body}</svg>`;
}

let gradientCount = 0;
/** A unique id, so two drawings on one page never share a gradient. */
function uid(prefix: string): string {
  gradientCount += 1;
  return `${prefix}${gradientCount}`;
}

/** A studio shot: `subject` on a plain coloured set under a soft white light. */
function studio(
  set: string,
  light: { cx: number; cy: number; r: number; opacity: number },
  subject: string,
): string {
  const id = uid("light");
  return svg(
    `<rect width="600" height="400" fill="${set}"/><rect width="600" height="400" fill="url(#${id})"/>${subject}`,
    `<radialGradient id="${id}" cx="${light.cx}" cy="${light.cy}" r="${light.r}"><stop offset="0" stop-color="#fff" stop-opacity="${light.opacity}"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`,
  );
}

/** A soft-focus field of colour: the look of an out-of-focus photograph or a brand backdrop. */
export function softField(colours: string[], seed: string): string {
  const random = createRandom(`field:${seed}`);
  const blur = uid("blur");
  const blobs = colours
    .map((colour, index) => {
      const cx = f(80 + random() * 440);
      const cy = f(60 + random() * 280);
      const r = f(120 + random() * 140 + index * 10);
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${colour}" opacity="0.85"/>`;
    })
    .join("");
  return svg(
    `<rect width="600" height="400" fill="${colours[0]}"/><g filter="url(#${blur})">${blobs}</g>`,
    `<filter id="${blur}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="60"/></filter>`,
  );
}

// Products

export type ProductShape = "dropper" | "pump" | "jar" | "tube" | "box";

function productShape(shape: ProductShape, body: string, cap: string, label: string): string {
  switch (shape) {
    case "dropper":
      return `<rect x="262" y="150" width="76" height="150" rx="18" fill="${body}"/><rect x="276" y="112" width="48" height="44" rx="6" fill="${cap}"/><rect x="290" y="70" width="20" height="46" rx="10" fill="${cap}"/><rect x="272" y="200" width="56" height="60" rx="4" fill="${label}"/>`;
    case "pump":
      return `<rect x="250" y="140" width="100" height="170" rx="22" fill="${body}"/><rect x="282" y="104" width="36" height="40" rx="4" fill="${cap}"/><path d="M290 104v-16h46v12h-10v-4h-26v8z" fill="${cap}"/><rect x="264" y="196" width="72" height="70" rx="6" fill="${label}"/>`;
    case "jar":
      return `<rect x="232" y="196" width="136" height="110" rx="20" fill="${body}"/><rect x="240" y="168" width="120" height="36" rx="8" fill="${cap}"/><rect x="252" y="226" width="96" height="50" rx="6" fill="${label}"/>`;
    case "tube":
      return `<path d="M266 96h68l-8 168h-52z" fill="${body}"/><rect x="278" y="264" width="44" height="40" rx="6" fill="${cap}"/><rect x="280" y="140" width="40" height="76" rx="4" fill="${label}"/>`;
    case "box":
      return `<path d="M220 150l80-34 80 34v120l-80 34-80-34z" fill="${body}"/><path d="M300 184v120l80-34V150z" fill="${cap}" opacity="0.55"/><path d="M220 150l80 34 80-34" fill="none" stroke="${label}" stroke-width="4"/>`;
  }
}

/** A product photographed on a plain coloured set, with its shadow. */
export function product(
  shape: ProductShape,
  colours: { set: string; body: string; cap: string; label: string },
): string {
  return studio(
    colours.set,
    { cx: 0.5, cy: 0.35, r: 0.7, opacity: 0.55 },
    `<ellipse cx="300" cy="312" rx="110" ry="14" fill="#000" opacity="0.12"/>${productShape(shape, colours.body, colours.cap, colours.label)}`,
  );
}

/** Several products grouped on one set, for a store's hero. */
export function productGroup(
  shapes: ProductShape[],
  colours: { set: string; bodies: string[]; cap: string; label: string },
): string {
  const spacing = 600 / (shapes.length + 1);
  const items = shapes
    .map((shape, index) => {
      const x = spacing * (index + 1) - 300;
      const scale = index % 2 === 1 ? 1.12 : 0.92;
      const body = colours.bodies[index % colours.bodies.length] ?? colours.cap;
      return `<g transform="translate(${f(x + 300)} ${f(320)}) scale(${scale}) translate(-300 -310)">${productShape(shape, body, colours.cap, colours.label)}</g>`;
    })
    .join("");
  return studio(
    colours.set,
    { cx: 0.4, cy: 0.3, r: 0.8, opacity: 0.5 },
    `<circle cx="470" cy="90" r="120" fill="#fff" opacity="0.25"/><rect x="0" y="318" width="600" height="82" fill="#000" opacity="0.05"/>${items}`,
  );
}

// Houses

/** A modern house at golden hour: sky, lawn, trees, a flat-roofed two-storey facade. */
export function house(seed: string, tones: { sky: [string, string]; wall: string; trim: string }): string {
  const random = createRandom(`house:${seed}`);
  const sky = uid("sky");
  const shift = f(random() * 80 - 40);
  const tree = (x: number, scale: number) =>
    `<g transform="translate(${x} 300) scale(${scale})"><rect x="-5" y="-30" width="10" height="34" fill="#5b4636"/><circle cx="0" cy="-58" r="34" fill="#3f7d4e"/><circle cx="-20" cy="-40" r="22" fill="#4d9160"/><circle cx="18" cy="-44" r="24" fill="#356b43"/></g>`;
  const body = [
    `<rect width="600" height="400" fill="url(#${sky})"/>`,
    `<circle cx="${f(480 + shift)}" cy="90" r="46" fill="#fff7e0" opacity="0.85"/>`,
    `<rect y="296" width="600" height="104" fill="#7fae6a"/><rect y="296" width="600" height="10" fill="#6b9a58"/>`,
    `<g transform="translate(${f(shift)} 0)">`,
    `<rect x="170" y="170" width="230" height="130" fill="${tones.wall}"/>`,
    `<rect x="250" y="110" width="190" height="80" fill="${tones.wall}"/>`,
    `<rect x="240" y="102" width="210" height="12" fill="${tones.trim}"/><rect x="160" y="162" width="100" height="12" fill="${tones.trim}"/>`,
    `<rect x="268" y="126" width="70" height="46" fill="#27384a"/><rect x="350" y="126" width="70" height="46" fill="#27384a"/>`,
    `<rect x="186" y="196" width="60" height="70" fill="#27384a"/><rect x="300" y="200" width="84" height="100" fill="#2f4356"/>`,
    `<rect x="270" y="128" width="30" height="42" fill="#fde9b6" opacity="0.55"/><rect x="186" y="196" width="28" height="70" fill="#fde9b6" opacity="0.4"/>`,
    `<rect x="400" y="230" width="90" height="70" fill="${tones.trim}" opacity="0.9"/><rect x="410" y="242" width="70" height="58" fill="#394b5c"/>`,
    `</g>`,
    tree(110, 1.1),
    tree(540, 0.9),
    `<path d="M250 400l40-100h40l50 100z" fill="#d8d2c4"/>`,
  ].join("");
  return svg(body, linearGradient(sky, tones.sky[0], tones.sky[1], true));
}

// Dishes

/** A dish seen from above on a table. */
export function dish(seed: string, table: string): string {
  const random: Random = createRandom(`dish:${seed}`);
  const foods = ["#e9b949", "#d9534f", "#7cb342", "#f4e3c1", "#8d5b3a", "#f08a4b", "#4e8f3a"];
  const pieces: string[] = [];
  for (let index = 0; index < 14; index++) {
    const angle = random() * Math.PI * 2;
    const distance = random() * 70;
    const colour = pick(random, foods);
    pieces.push(
      `<ellipse cx="${f(300 + Math.cos(angle) * distance)}" cy="${f(200 + Math.sin(angle) * distance)}" rx="${f(16 + random() * 22)}" ry="${f(12 + random() * 14)}" transform="rotate(${f(random() * 180)} ${f(300 + Math.cos(angle) * distance)} ${f(200 + Math.sin(angle) * distance)})" fill="${colour}"/>`,
    );
  }
  return svg(
    `<rect width="600" height="400" fill="${table}"/><circle cx="312" cy="212" r="150" fill="#000" opacity="0.12"/><circle cx="300" cy="200" r="150" fill="#fbfaf7"/><circle cx="300" cy="200" r="118" fill="#f1eee8"/>${pieces.join("")}<rect x="490" y="80" width="14" height="240" rx="7" fill="#c9c4ba"/><rect x="92" y="80" width="12" height="240" rx="6" fill="#c9c4ba"/>`,
  );
}

// Machines

export type MachineKind = "excavator" | "robot" | "cnc" | "generator";

/** Industrial equipment in a studio shot. */
export function machine(kind: MachineKind, tones: { set: string; paint: string; dark: string }): string {
  const { paint, dark } = tones;
  const shapes: Record<MachineKind, string> = {
    excavator: `<rect x="150" y="262" width="230" height="44" rx="22" fill="${dark}"/><circle cx="175" cy="284" r="16" fill="#555"/><circle cx="355" cy="284" r="16" fill="#555"/><rect x="170" y="200" width="190" height="62" rx="8" fill="${paint}"/><rect x="190" y="150" width="84" height="62" rx="6" fill="${paint}"/><rect x="200" y="160" width="60" height="40" rx="4" fill="#9cc7e0"/><path d="M340 214l90-92 16 14-88 96z" fill="${paint}"/><path d="M430 122l44 80-18 8-42-78z" fill="${paint}"/><path d="M450 200l40 20-8 34-52-18z" fill="${dark}"/>`,
    robot: `<rect x="230" y="282" width="140" height="26" rx="6" fill="${dark}"/><rect x="262" y="246" width="76" height="40" rx="8" fill="${paint}"/><path d="M288 250l-40-110 34-12 40 110z" fill="${paint}"/><circle cx="300" cy="252" r="20" fill="${dark}"/><circle cx="264" cy="136" r="22" fill="${dark}"/><path d="M262 120l120-40 12 30-120 42z" fill="${paint}"/><circle cx="388" cy="96" r="16" fill="${dark}"/><path d="M396 96l30 14-6 12-30-12zM396 96l30-16 6 12-30 14z" fill="#777"/>`,
    cnc: `<rect x="150" y="104" width="300" height="202" rx="10" fill="${paint}"/><rect x="150" y="104" width="300" height="22" rx="10" fill="#000" opacity="0.12"/><rect x="168" y="136" width="194" height="136" rx="6" fill="#26313b"/><rect x="176" y="144" width="178" height="120" rx="4" fill="#3d5566"/><path d="M196 144l50 0-70 120h-0v-34z" fill="#fff" opacity="0.12"/><rect x="206" y="190" width="36" height="46" fill="#9aa9b3"/><rect x="220" y="160" width="8" height="30" fill="#c9d3da"/><rect x="344" y="170" width="8" height="54" rx="4" fill="#c9d3da"/><rect x="374" y="136" width="60" height="120" rx="4" fill="${dark}"/><rect x="382" y="144" width="44" height="30" rx="2" fill="#4fd1c5" opacity="0.8"/>${[0, 1, 2].map((row) => [0, 1, 2].map((col) => `<rect x="${384 + col * 14}" y="${184 + row * 12}" width="10" height="8" rx="2" fill="#6b7280"/>`).join("")).join("")}<circle cx="404" cy="236" r="9" fill="#ef4444"/><rect x="150" y="296" width="300" height="14" fill="${dark}"/>`,
    generator: `<rect x="160" y="150" width="280" height="140" rx="12" fill="${paint}"/><rect x="180" y="170" width="150" height="100" rx="6" fill="${dark}" opacity="0.85"/>${[0, 1, 2, 3, 4, 5].map((index) => `<rect x="192" y="${180 + index * 15}" width="126" height="6" rx="3" fill="#666"/>`).join("")}<rect x="350" y="172" width="70" height="44" rx="4" fill="#2b3640"/><circle cx="366" cy="246" r="10" fill="#d9534f"/><circle cx="396" cy="246" r="10" fill="#5cb85c"/><rect x="170" y="290" width="40" height="16" fill="${dark}"/><rect x="390" y="290" width="40" height="16" fill="${dark}"/>`,
  };
  return studio(
    tones.set,
    { cx: 0.5, cy: 0.45, r: 0.5, opacity: 0.4 },
    `<ellipse cx="300" cy="312" rx="190" ry="16" fill="#000" opacity="0.15"/>${shapes[kind]}`,
  );
}

// Rooms

/** An interior: wall, arched window, sofa, lamp, plant and a framed print. */
export function room(
  seed: string,
  tones: { wall: string; floor: string; sofa: string; accent: string },
): string {
  const random = createRandom(`room:${seed}`);
  const flip = random() < 0.5;
  const body = [
    `<rect width="600" height="400" fill="${tones.wall}"/>`,
    `<rect y="300" width="600" height="100" fill="${tones.floor}"/>`,
    `<path d="M60 300V150a70 70 0 0 1 140 0v150z" fill="#fff" opacity="0.55"/><path d="M130 80v220M60 190h140" stroke="${tones.wall}" stroke-width="6"/>`,
    `<rect x="330" y="110" width="110" height="80" fill="${tones.accent}" opacity="0.85"/><rect x="322" y="102" width="126" height="96" fill="none" stroke="#3b3129" stroke-width="6"/><circle cx="372" cy="150" r="22" fill="#fff" opacity="0.45"/>`,
    `<rect x="250" y="232" width="280" height="70" rx="26" fill="${tones.sofa}"/><rect x="270" y="206" width="240" height="50" rx="22" fill="${tones.sofa}"/><rect x="250" y="232" width="280" height="70" rx="26" fill="#000" opacity="0.08"/><rect x="262" y="300" width="10" height="16" fill="#3b3129"/><rect x="508" y="300" width="10" height="16" fill="#3b3129"/>`,
    `<rect x="550" y="150" width="4" height="150" fill="#3b3129"/><path d="M526 150h52l-12-40h-28z" fill="${tones.accent}"/>`,
    `<path d="M214 300h34l6-44h-46z" fill="#c9b8a6"/><ellipse cx="220" cy="236" rx="12" ry="30" fill="#5f8a5a" transform="rotate(-25 220 236)"/><ellipse cx="240" cy="230" rx="12" ry="34" fill="#4c7a4a" transform="rotate(18 240 230)"/><ellipse cx="230" cy="220" rx="10" ry="32" fill="#6c9b66"/>`,
    `<ellipse cx="390" cy="350" rx="170" ry="26" fill="#000" opacity="0.08"/>`,
  ].join("");
  return svg(flip ? `<g transform="translate(600 0) scale(-1 1)">${body}</g>` : body);
}

// The sea

/** Open water at dawn, with a boat on the horizon. */
export function sea(tones: { sky: [string, string]; water: [string, string]; sun: string }): string {
  const sky = uid("sky");
  const water = uid("water");
  const waves = [0, 1, 2, 3]
    .map((index) => {
      const y = 250 + index * 36;
      return `<path d="M0 ${y}c50-14 100-14 150 0s100 14 150 0 100-14 150 0 100 14 150 0v${400 - y}H0z" fill="${tones.water[1]}" opacity="${f(0.25 + index * 0.18)}"/>`;
    })
    .join("");
  return svg(
    `<rect width="600" height="400" fill="url(#${sky})"/><circle cx="430" cy="212" r="58" fill="${tones.sun}" opacity="0.9"/><rect y="220" width="600" height="180" fill="url(#${water})"/>${waves}<path d="M150 214h70l-10 12h-52z" fill="#1e2a33"/><rect x="176" y="180" width="4" height="34" fill="#1e2a33"/><path d="M182 182l26 26h-26z" fill="#f5f5f0"/>`,
    linearGradient(sky, tones.sky[0], tones.sky[1], true) +
      linearGradient(water, tones.water[0], tones.water[1], true),
  );
}

// Maps

/** A city map with a river, main roads and pins. */
export function cityMap(
  seed: string,
  tones: { land: string; road: string; water: string; pins: string[] },
): string {
  const random = createRandom(`map:${seed}`);
  const roads: string[] = [];
  for (let index = 0; index < 9; index++) {
    const x = f(random() * 600);
    roads.push(
      `<path d="M${x} -10L${f(Number(x) + random() * 160 - 80)} 410" stroke="${tones.road}" stroke-width="${index % 3 === 0 ? 9 : 4}"/>`,
    );
    const y = f(random() * 400);
    roads.push(
      `<path d="M-10 ${y}L610 ${f(Number(y) + random() * 120 - 60)}" stroke="${tones.road}" stroke-width="${index % 4 === 0 ? 9 : 4}"/>`,
    );
  }
  const pins = tones.pins
    .map((colour, index) => {
      const x = f(90 + random() * 420);
      const y = f(80 + random() * 240);
      return `<circle cx="${x}" cy="${y}" r="${index === 0 ? 34 : 22}" fill="${colour}" opacity="0.18"/><circle cx="${x}" cy="${y}" r="9" fill="${colour}" stroke="#fff" stroke-width="3"/>`;
    })
    .join("");
  return svg(
    `<rect width="600" height="400" fill="${tones.land}"/><rect x="40" y="40" width="120" height="90" rx="6" fill="#000" opacity="0.04"/><rect x="380" y="250" width="150" height="110" rx="6" fill="#3f7d4e" opacity="0.12"/><path d="M-20 300C120 260 180 330 300 290S480 170 620 200v40C480 210 420 330 300 340S100 300-20 340z" fill="${tones.water}"/>${roads.join("")}${pins}`,
  );
}

// People, for sites whose photos would show them

/** A portrait tile: a DiceBear person on a soft ground (the markup comes from people.ts). */
export function portraitTile(personSvg: string, ground: string): string {
  return `<div style="width:100%;height:100%;background:${ground};display:flex;align-items:flex-end;justify-content:center;overflow:hidden">${personSvg.replace("<svg ", '<svg style="width:86%;height:auto;display:block;margin-bottom:-4%" ')}</div>`;
}
