import { resolve } from "node:path";

/** The repository root. */
export const repoRoot = resolve(import.meta.dirname, "../..");
