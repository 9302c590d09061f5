import { INLINE_ICON_PREFIX } from "../../contracts/icon-ids";

const INLINE_USE = new RegExp(`<use href="#${INLINE_ICON_PREFIX}([a-z0-9-]+)"`, "g");

/**
 * Appends to a page's HTML the symbols of the icons it draws (`<use href="#icon-…">`, see Icon.tsx),
 * so its icons need no request of their own: the sprite file is 9 KB compressed, and a page draws a
 * handful of its 120-odd icons. `symbols` holds each icon's symbol by name.
 */
export function inlineIconSymbols(html: string, symbols: Readonly<Record<string, string>>): string {
  const names = [...new Set(Array.from(html.matchAll(INLINE_USE), (match) => match[1] as string))];
  const used = names.flatMap((name) => symbols[name] ?? []);
  if (used.length === 0) return html;
  return `${html}<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true" style="display:none">${used.join("")}</svg>`;
}
