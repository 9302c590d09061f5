/** The desktop and phone viewports the browser tests and the benchmarks use, in CSS pixels. */
export const DESKTOP = { width: 1440, height: 900 } as const;
export const MOBILE = { width: 390, height: 844 } as const;
