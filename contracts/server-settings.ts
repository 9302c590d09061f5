/**
 * What the build hands the server: `site build` derives it from content and writes it beside the
 * site, the server reads it at start. Its shape is schemas/server-settings.schema.json.
 */
import type { ServerSettings } from "./schema-types/server-settings.ts";

export type { ServerSettings };

/** A page that answers an unknown id of one collection (`/projects/nope`), from the registry. */
export type NotFoundPage = ServerSettings["notFoundPages"][number];

/** The theme's colours the server's own pages are drawn in. */
export type PageColours = ServerSettings["pageColours"];

/** Written to site/generated/ and copied to `<distDir>/`. */
export const SERVER_SETTINGS_FILE = "server-settings.json";

/** A rule of content/redirects.yaml: `from` is answered with `status` and `Location: to`. */
export type RedirectRule = NonNullable<ServerSettings["redirects"]>[number];
