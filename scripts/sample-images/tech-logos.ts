/** Technology logos, taken from simple-icons. */
import type { SimpleIcon } from "simple-icons";
import * as simpleIcons from "simple-icons";
import { contrastRatio, SITE_GROUND } from "./colour.ts";
import { escapeXml } from "./svg.ts";

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

export function techLogoSvg(name: string, icon: SimpleIcon): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" role="img"><title>${escapeXml(name)}</title><path fill="${logoFill(icon)}" d="${icon.path}"/></svg>\n`;
}
