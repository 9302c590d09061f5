import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import Ajv from "ajv";
import { CDN_HEADERS_FILE, CDN_REDIRECTS_FILE, NGINX_SITE_FILE } from "../../contracts/deploy-files.ts";
import { collectInlineScriptHashes } from "../../contracts/inline-scripts.ts";
import { SERVER_SETTINGS_FILE, type ServerSettings } from "../../contracts/server-settings.ts";
import settingsSchema from "../../schemas/server-settings.schema.json" with { type: "json" };
import { cdnHeaders } from "./cdn-headers.ts";
import { cdnRedirects } from "./cdn-redirects.ts";
import { nginxSite } from "./nginx-site.ts";

const isSettings = new Ajv({ strict: true }).compile<ServerSettings>(settingsSchema);

async function write(file: string, text: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, text);
}

/**
 * Writes the rules other hosts need to answer as the Node server does, from the built pages (their
 * inline-script hashes), the server settings the build wrote and the route table: `_headers` and
 * `_redirects` into the client dir, the nginx include beside it in the dist dir.
 */
export async function writeDeployFiles(distDir: string, routes: readonly string[]): Promise<void> {
  const clientDir = join(distDir, "client");
  const settings: unknown = JSON.parse(await readFile(join(distDir, SERVER_SETTINGS_FILE), "utf8"));
  if (!isSettings(settings)) {
    throw new Error(`${SERVER_SETTINGS_FILE} does not match schemas/server-settings.schema.json`);
  }
  const security = {
    scriptHashes: await collectInlineScriptHashes(clientDir),
    frameOrigins: settings.frameOrigins,
  };
  await Promise.all([
    write(join(clientDir, CDN_HEADERS_FILE), cdnHeaders(security)),
    write(
      join(clientDir, CDN_REDIRECTS_FILE),
      cdnRedirects(routes, settings.notFoundPages, settings.redirects),
    ),
    write(join(distDir, NGINX_SITE_FILE), nginxSite(security, settings.notFoundPages, settings.redirects)),
  ]);
}
