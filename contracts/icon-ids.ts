/**
 * Prefix of an icon's symbol id where a page carries it inline, so that an icon named like a section
 * of the page ("contact", "map") never gives two elements one id.
 */
export const INLINE_ICON_PREFIX = "icon-";

export function inlineIconId(name: string): string {
  return `${INLINE_ICON_PREFIX}${name}`;
}
