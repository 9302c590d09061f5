/** The visitor asked for less motion: nothing animates, nothing waits to appear. */
export const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/** Touch-only devices: no hovering pointer to follow, and battery to spare. */
export const TOUCH_ONLY = "(hover: none), (pointer: coarse)";

export function prefersReducedMotion(): boolean {
  return window.matchMedia(REDUCED_MOTION).matches;
}
