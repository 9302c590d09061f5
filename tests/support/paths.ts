import { join } from "node:path";
import { inject } from "vitest";

export { repoRoot as ROOT } from "../../scripts/support/repo-root.ts";
export { DESKTOP, MOBILE } from "../../scripts/support/viewports.ts";

/**
 * The project root whose build the browser tests check (global-setup.ts): the working copy when its
 * build was current, else the temporary copy the setup built the site in. Only in e2e files.
 */
export const builtRoot = (): string => inject("builtRoot");

/** `dist/` of the build the browser tests check. */
export const builtDist = (): string => join(builtRoot(), "dist");
