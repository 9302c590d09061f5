/**
 * Technology logos: simple-icons' marks in their brand colour, and simple drawings of the marks it
 * does not carry (AWS, Amazon S3, Amazon EventBridge, webhooks), so every technology of the site's
 * logo map has one.
 */
import type { SimpleIcon } from "simple-icons";
import * as simpleIcons from "simple-icons";
import { contrastRatio, SITE_GROUND } from "./colour.ts";
import { escapeXml } from "./svg.ts";
import { textOutline } from "./text-path.ts";

/** Technology name as used in content, and the simple-icons titles that represent it. */
export const TECHNOLOGIES: [string, string[]][] = [
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

export function findIcon(titles: string[]): SimpleIcon | undefined {
  return titles.map((title) => ICONS_BY_TITLE.get(title)).find((icon) => icon !== undefined);
}

/** Brand colour, or a light grey when the brand colour would vanish on the site's dark ground. */
function logoFill(icon: SimpleIcon): string {
  const hex = `#${icon.hex}`;
  return contrastRatio(hex, SITE_GROUND) < 3 ? "#e5e7eb" : hex;
}

function logoDocument(name: string, body: string, defs = ""): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" role="img"><title>${escapeXml(name)}</title>${defs ? `<defs>${defs}</defs>` : ""}${body}</svg>\n`;
}

export function techLogoSvg(name: string, icon: SimpleIcon): string {
  return logoDocument(name, `<path fill="${logoFill(icon)}" d="${icon.path}"/>`);
}

// Drawn marks, on a 24 x 24 grid.

/** The AWS wordmark: white 'aws' over the orange smile that ends in an arrow. */
async function awsMark(name: string): Promise<string> {
  const style = { weight: 800, fill: "#f8fafc" };
  const measured = await textOutline("DM Sans", "aws", { ...style, size: 10 });
  const letters = await textOutline("DM Sans", "aws", { ...style, size: (10 * 17) / measured.width });
  const left = (24 - letters.width) / 2;
  const smile = `<path d="M2.6 15.6c5.6 3.6 13 3.7 18.2.5" fill="none" stroke="#ff9900" stroke-width="1.7" stroke-linecap="round"/><path d="M18.4 14.9l2.7.9-.9 2.8" fill="none" stroke="#ff9900" stroke-width="1.7" stroke-linecap="round" stroke-linejoin="round"/>`;
  return logoDocument(name, `<g transform="translate(${left.toFixed(2)} 13)">${letters.svg}</g>${smile}`);
}

/** An AWS architecture icon: a square in the service category's colour with a white line glyph. */
function awsServiceIcon(name: string, from: string, to: string, glyph: string): string {
  const defs = `<linearGradient id="ground" x1="0" y1="1" x2="1" y2="0"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
  return logoDocument(
    name,
    `<rect width="24" height="24" rx="3" fill="url(#ground)"/><g fill="none" stroke="#fff" stroke-width="1.25" stroke-linecap="round" stroke-linejoin="round">${glyph}</g>`,
    defs,
  );
}

/** Amazon S3: a bucket (storage green). */
function s3Mark(name: string): string {
  return awsServiceIcon(
    name,
    "#1b660f",
    "#6cae3e",
    `<ellipse cx="12" cy="7.2" rx="6.2" ry="2.1"/><path d="M5.8 7.2l1.8 10.1c.4 1.2 2.3 1.9 4.4 1.9s4-.7 4.4-1.9l1.8-10.1"/><path d="M12 12.4c2.4.9 4.6 1.9 6.4 3" /><circle cx="11.4" cy="12.2" r=".9" fill="#fff"/>`,
  );
}

/** Amazon EventBridge: events from three sources routed through a bus to two targets (integration pink). */
function eventBridgeMark(name: string): string {
  return awsServiceIcon(
    name,
    "#b0084d",
    "#ff4f8b",
    `<circle cx="5.6" cy="7" r="1.3"/><circle cx="5.6" cy="12" r="1.3"/><circle cx="5.6" cy="17" r="1.3"/><path d="M6.9 7.4l3.2 3M6.9 12h2.5M6.9 16.6l3.2-3"/><rect x="9.6" y="9.4" width="4.8" height="5.2" rx="1.2"/><path d="M14.4 11l3.4-3M14.4 13l3.4 3"/><path d="M16.3 7.6l1.7.2-.2 1.7M16.3 16.4l1.7-.2-.2-1.7"/>`,
  );
}

/**
 * The webhook mark: three nodes, each with a hook that bends in towards the centre on its way to
 * the next node, so the three turn round one another.
 */
function webhookMark(name: string): string {
  const colours = ["#c73a63", "#e5e7eb", "#9ca3af"];
  const [cx, cy] = [12, 12.8];
  const at = (degrees: number, radius: number): [number, number] => {
    const angle = (degrees * Math.PI) / 180;
    return [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)];
  };
  const f = (n: number) => n.toFixed(2);
  const parts = colours.map((colour, index) => {
    const angle = -90 + index * 120;
    const [nx, ny] = at(angle, 7.4);
    const [ex, ey] = at(angle + 104, 7.4);
    return `<path d="M${f(nx)} ${f(ny)}A8.2 8.2 0 0 0 ${f(ex)} ${f(ey)}" fill="none" stroke="${colour}" stroke-width="2.3" stroke-linecap="round"/><circle cx="${f(nx)}" cy="${f(ny)}" r="2.7" fill="${colour}"/>`;
  });
  return logoDocument(name, parts.join(""));
}

/** Marks simple-icons lacks, by the technology name of the logo map. */
export const DRAWN: Record<string, (name: string) => string | Promise<string>> = {
  AWS: awsMark,
  "AWS S3": s3Mark,
  "Amazon EventBridge": eventBridgeMark,
  Webhooks: webhookMark,
  Webhook: webhookMark,
};
