import { readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { isoInZone } from "../publishing/moment.ts";
import type { ValidationResult } from "../validate/validate.ts";

/** Beside the site, never served: what the build was made for and when it goes out of date. */
export const BUILD_INFO_FILE = "build-info.json";

/** What dist/build-info.json says, for an operator or a scheduler. */
export interface BuildInfo {
  /** When the build ran. */
  builtAt: string;
  /** The moment the site was built for (`site build --at`, else when it ran), in the site's zone. */
  builtFor: string;
  timeZone: string;
  /** Built for another moment than the build's own (`--at`): a preview, never current. */
  preview: boolean;
  /**
   * The next moment at which an entry appears or disappears (its publishAt, expireAt or a job's
   * end of validThrough), when the site should be built again; null when nothing is scheduled.
   */
  nextChange: { at: string; file: string; change: "appears" | "disappears" } | null;
}

export function buildInfo(validation: ValidationResult, preview: boolean, builtAt = new Date()): BuildInfo {
  const { timeZone, nextChange } = validation;
  return {
    builtAt: builtAt.toISOString(),
    builtFor: isoInZone(validation.at, timeZone),
    timeZone,
    preview,
    nextChange: nextChange ? { ...nextChange, at: isoInZone(nextChange.at, timeZone) } : null,
  };
}

export async function writeBuildInfo(
  distDir: string,
  validation: ValidationResult,
  preview: boolean,
): Promise<void> {
  const info = buildInfo(validation, preview);
  await writeFile(join(distDir, BUILD_INFO_FILE), `${JSON.stringify(info, null, 2)}\n`);
}

/** Whether the build in `distDir` still shows the site as it is at `now`: not a preview, and no entry has come or gone since. */
export function isBuildInTime(distDir: string, now: Date): boolean {
  try {
    const info = JSON.parse(readFileSync(join(distDir, BUILD_INFO_FILE), "utf8")) as BuildInfo;
    return !info.preview && (info.nextChange === null || new Date(info.nextChange.at) > now);
  } catch {
    return false;
  }
}
