import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { ServerSettings } from "../cli/pipeline/server-settings.ts";

export type { ServerSettings };

export const SETTINGS_FILE = "server-settings.json";

/** Thrown when the build's server settings are missing or unreadable. */
export class SettingsError extends Error {
  override name = "SettingsError";
}

function isSettings(value: unknown): value is ServerSettings {
  if (!value || typeof value !== "object") return false;
  const settings = value as Record<string, unknown>;
  return (
    typeof settings.siteName === "string" &&
    typeof settings.notifyTo === "string" &&
    Array.isArray(settings.frameOrigins) &&
    settings.frameOrigins.every((origin) => typeof origin === "string") &&
    typeof settings.budgetLabels === "object" &&
    settings.budgetLabels !== null
  );
}

/** What the build wrote for the server from content (`<distDir>/server-settings.json`). */
export async function readServerSettings(distDir: string): Promise<ServerSettings> {
  const file = join(distDir, SETTINGS_FILE);
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(file, "utf8"));
  } catch {
    throw new SettingsError(`${file} is missing or unreadable: run \`npm run build\` again.`);
  }
  if (!isSettings(parsed))
    throw new SettingsError(`${file} is not what this server expects: run \`npm run build\` again.`);
  return parsed;
}
