import { readFile } from "node:fs/promises";
import { join } from "node:path";
import Ajv from "ajv";
import { SERVER_SETTINGS_FILE, type ServerSettings } from "../contracts/server-settings.ts";
import settingsSchema from "../schemas/server-settings.schema.json" with { type: "json" };

/** Thrown when the build's server settings are missing or unreadable. */
export class SettingsError extends Error {
  override name = "SettingsError";
}

const isSettings = new Ajv({ strict: true }).compile<ServerSettings>(settingsSchema);

/** What the build wrote for the server from content (`<distDir>/server-settings.json`). */
export async function readServerSettings(distDir: string): Promise<ServerSettings> {
  const file = join(distDir, SERVER_SETTINGS_FILE);
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
