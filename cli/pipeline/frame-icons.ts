/**
 * Icons the frame draws on every page (the footer's contact and registration lines): like the islands' icons they
 * come from the sprite, so they are always in it whatever the content uses, and each page's HTML
 * carries a short <use> instead of the drawing.
 */
export const FRAME_ICONS = ["building-2", "mail", "map-pin", "phone"] as const;
