import { SERVER_SETTINGS_FILE } from "../../../contracts/server-settings.ts";
import { type ContactPageFacts, type SiteFacts, serverSettings } from "../server-settings.ts";
import type { Writer } from "./generated-file.ts";

/** What the server needs to know of the content; the build copies it into dist/. */
export const serverSettingsFile: Writer = ({ data }) => [
  {
    path: SERVER_SETTINGS_FILE,
    text: `${JSON.stringify(
      serverSettings(data.get("site") as SiteFacts, data.get("contactPage") as ContactPageFacts | undefined),
      null,
      2,
    )}\n`,
  },
];
