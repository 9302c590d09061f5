import { SERVER_SETTINGS_FILE } from "../../contracts/server-settings.ts";
import type { Writer } from "./generated-file.ts";
import { type ContactPageFacts, type SiteFacts, serverSettings } from "./server-settings.ts";
import { loadColourTokens, THEME_COLOUR_TOKENS } from "./theme-colours.ts";

/** What the server needs to know of the content and theme; the build copies it into dist/. */
export const serverSettingsFile: Writer = async ({ root, data, validation }) => {
  const settings = serverSettings(
    data.get("site") as SiteFacts,
    data.get("contactPage") as ContactPageFacts | undefined,
    await loadColourTokens(root, THEME_COLOUR_TOKENS),
    validation.redirects,
  );
  return [{ path: SERVER_SETTINGS_FILE, text: `${JSON.stringify(settings, null, 2)}\n` }];
};
