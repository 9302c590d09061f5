/**
 * What the build hands the server: `site build` derives it from content and writes it beside the
 * site, the server reads it at start. Its shape is schemas/server-settings.schema.json.
 */
export type { ServerSettings } from "./schema-types/server-settings.ts";

/** Written to site/generated/ and copied to `<distDir>/`. */
export const SERVER_SETTINGS_FILE = "server-settings.json";
