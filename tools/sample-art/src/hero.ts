/**
 * The home page hero scene: a dark ground with drifting sky and violet glows, a faint grid and a
 * slowly moving network of nodes. heroSvg(0) is the poster; heroSvg(t) for t in [0, 1) are the
 * frames of the looping clip. Every motion is a whole number of cycles per loop, so frame 1
 * follows the last frame seamlessly.
 */
import { SITE_GROUND } from "./colour.ts";
import { between, createRandom, type Random } from "./random.ts";

const HERO_WIDTH = 1920;
const HERO_HEIGHT = 1080;

const SKY = "#38bdf8";
const VIOLET = "#8b5cf6";
const INDIGO = "#6366f1";
const TAU = Math.PI * 2;
const GRID_STEP = 80;

interface Node {
  x: number;
  y: number;
  radius: number;
  colour: string;
  driftX: number;
  driftY: number;
  phase: number;
}

interface Packet {
  from: number;
  to: number;
  /** Trips along the edge per loop. */
  speed: number;
  offset: number;
}

const COLUMNS = 10;
const ROWS = 6;

/** One node per cell of a jittered grid, so the network covers the scene evenly. */
function makeNodes(random: Random): Node[] {
  const cellWidth = HERO_WIDTH / COLUMNS;
  const cellHeight = HERO_HEIGHT / ROWS;
  const nodes: Node[] = [];
  for (let row = 0; row < ROWS; row++) {
    for (let column = 0; column < COLUMNS; column++) {
      // Sparser on the left, where the hero copy sits.
      const skip = random() < 0.45 - (0.35 * column) / (COLUMNS - 1);
      const node: Node = {
        x: (column + between(random, 0.15, 0.85)) * cellWidth,
        y: (row + between(random, 0.15, 0.85)) * cellHeight,
        radius: between(random, 2.5, 5.5),
        colour: random() < 0.6 ? SKY : VIOLET,
        driftX: between(random, 10, 30),
        driftY: between(random, 8, 24),
        phase: random(),
      };
      if (!skip) nodes.push(node);
    }
  }
  return nodes;
}

/** Each node joins its three nearest neighbours, measured at rest, so lines never pop in or out. */
function makeEdges(nodes: Node[]): [number, number][] {
  const edges = new Map<string, [number, number]>();
  nodes.forEach((node, index) => {
    nodes
      .map((other, otherIndex) => ({ otherIndex, distance: Math.hypot(other.x - node.x, other.y - node.y) }))
      .filter(({ otherIndex, distance }) => otherIndex !== index && distance < 300)
      .sort((a, b) => a.distance - b.distance)
      .slice(0, 3)
      .forEach(({ otherIndex }) => {
        const pair: [number, number] = index < otherIndex ? [index, otherIndex] : [otherIndex, index];
        edges.set(pair.join("-"), pair);
      });
  });
  return [...edges.values()];
}

const random = createRandom("hero:network");
const NODES = makeNodes(random);
const EDGES = makeEdges(NODES);
const PACKETS: Packet[] = EDGES.filter(() => random() < 0.18).map(([from, to]) => ({
  from,
  to,
  speed: random() < 0.5 ? 1 : 2,
  offset: random(),
}));

function position(node: Node, t: number): [number, number] {
  const angle = TAU * (t + node.phase);
  return [node.x + node.driftX * Math.sin(angle), node.y + node.driftY * Math.cos(angle)];
}

function round(value: number): string {
  return value.toFixed(1);
}

function radial(id: string, colour: string, opacity: number): string {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`;
}

function defs(): string {
  return [
    `<linearGradient id="ground" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${SITE_GROUND}"/><stop offset="0.6" stop-color="#0d1326"/><stop offset="1" stop-color="#111831"/></linearGradient>`,
    radial("sky", SKY, 0.32),
    radial("violet", VIOLET, 0.3),
    radial("indigo", INDIGO, 0.22),
    radial("halo", "#ffffff", 0.5),
    `<radialGradient id="fade" cx="0.62" cy="0.45" r="0.75"><stop offset="0" stop-color="#fff" stop-opacity="1"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`,
    `<mask id="gridMask"><rect width="${HERO_WIDTH}" height="${HERO_HEIGHT}" fill="url(#fade)"/></mask>`,
  ].join("");
}

function glows(t: number): string {
  const angle = TAU * t;
  const glow = (id: string, cx: number, cy: number, r: number) =>
    `<circle cx="${round(cx)}" cy="${round(cy)}" r="${r}" fill="url(#${id})"/>`;
  return [
    glow("sky", 1380 + 140 * Math.sin(angle), 300 + 70 * Math.cos(angle), 760),
    glow("violet", 560 - 120 * Math.sin(angle), 860 + 60 * Math.sin(2 * angle), 700),
    glow("indigo", 1050 + 90 * Math.cos(angle), 620 - 80 * Math.sin(angle), 520),
  ].join("");
}

function grid(): string {
  const lines: string[] = [];
  for (let x = GRID_STEP; x < HERO_WIDTH; x += GRID_STEP) lines.push(`M${x} 0V${HERO_HEIGHT}`);
  for (let y = GRID_STEP; y < HERO_HEIGHT; y += GRID_STEP) lines.push(`M0 ${y}H${HERO_WIDTH}`);
  return `<path d="${lines.join("")}" stroke="#94a3b8" stroke-opacity="0.16" stroke-width="1.5" fill="none" mask="url(#gridMask)"/>`;
}

function network(t: number): string {
  const points = NODES.map((node) => position(node, t));
  const at = (index: number): [number, number] => points[index] ?? [0, 0];
  const edges = EDGES.map(([a, b]) => {
    const [x1, y1] = at(a);
    const [x2, y2] = at(b);
    return `M${round(x1)} ${round(y1)}L${round(x2)} ${round(y2)}`;
  }).join("");
  const packets = PACKETS.map(({ from, to, speed, offset }) => {
    const progress = (t * speed + offset) % 1;
    const [x1, y1] = at(from);
    const [x2, y2] = at(to);
    // Fades in and out at the ends, so a packet never jumps when it wraps round.
    const opacity = Math.sin(Math.PI * progress).toFixed(2);
    return `<circle cx="${round(x1 + (x2 - x1) * progress)}" cy="${round(y1 + (y2 - y1) * progress)}" r="3" fill="#e0f2fe" opacity="${opacity}"/>`;
  }).join("");
  const nodes = NODES.map((node, index) => {
    const [x, y] = at(index);
    return `<circle cx="${round(x)}" cy="${round(y)}" r="${round(node.radius * 5)}" fill="url(#halo)" opacity="0.35"/><circle cx="${round(x)}" cy="${round(y)}" r="${round(node.radius)}" fill="${node.colour}"/>`;
  }).join("");
  return `<path d="${edges}" stroke="#7dd3fc" stroke-opacity="0.22" stroke-width="1.5" fill="none"/>${packets}${nodes}`;
}

/** The scene at loop position t (0 <= t < 1), drawn on a 1920x1080 canvas and output at width x height. */
export function heroSvg(t: number, width = HERO_WIDTH, height = HERO_HEIGHT): string {
  const body = [
    `<rect width="${HERO_WIDTH}" height="${HERO_HEIGHT}" fill="url(#ground)"/>`,
    glows(t),
    grid(),
    network(t),
  ].join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${HERO_WIDTH} ${HERO_HEIGHT}"><defs>${defs()}</defs>${body}</svg>`;
}
