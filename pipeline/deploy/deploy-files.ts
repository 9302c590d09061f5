import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import Ajv from "ajv";
import {
  CDN_FOLDERS,
  CDN_HEADERS_FILE,
  CDN_NOT_FOUND_FILE,
  CDN_REDIRECTS_FILE,
  NGINX_SITE_FILE,
  PAGES_ROUTES_FILE,
  PAGES_WORKER_FILE,
} from "../../contracts/deploy-files.ts";
import { collectInlineScriptHashes } from "../../contracts/inline-scripts.ts";
import { securityHeaderValues } from "../../contracts/security-headers.ts";
import { SERVER_SETTINGS_FILE, type ServerSettings } from "../../contracts/server-settings.ts";
import settingsSchema from "../../schemas/server-settings.schema.json" with { type: "json" };
import { filesBelow, urlPath } from "../fs/built-files.ts";
import { cdnFiles, cdnNotFoundFile, writeCdnFolder } from "./cdn-folder.ts";
import { cdnHeaders } from "./cdn-headers.ts";
import { cloudflareRedirects, netlifyRedirects } from "./cdn-redirects.ts";
import { nginxSite } from "./nginx-site.ts";
import { bundlePagesWorker, pagesRoutes, pagesWorkerRules } from "./pages-worker-bundle.ts";

const isSettings = new Ajv({ strict: true }).compile<ServerSettings>(settingsSchema);

async function write(file: string, text: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, text);
}

export interface DeployOptions {
  /** The API server's origin Netlify proxies `/api/*` to (API_ORIGIN at build time); unset: none. */
  apiOrigin?: string | undefined;
}

/**
 * Writes what other hosts need to answer as the Node server does, from the built pages (their
 * inline-script hashes), the server settings the build wrote and the route table: the nginx
 * include in the dist dir, and a folder per CDN to upload as it is (`cloudflare/`, `netlify/`): the
 * client dir's files (hard links), laid out for that host, with its rule files. The client dir
 * itself, which the Node server and nginx serve, is left as prerendering wrote it.
 */
export async function writeDeployFiles(
  distDir: string,
  routes: readonly string[],
  options: DeployOptions = {},
): Promise<void> {
  const clientDir = join(distDir, "client");
  const settings: unknown = JSON.parse(await readFile(join(distDir, SERVER_SETTINGS_FILE), "utf8"));
  if (!isSettings(settings)) {
    throw new Error(`${SERVER_SETTINGS_FILE} does not match schemas/server-settings.schema.json`);
  }
  // The old addresses of content/redirects.yaml, which the Node server answers from the same settings.
  const redirects = settings.redirects ?? [];
  const security = {
    scriptHashes: await collectInlineScriptHashes(clientDir),
    frameOrigins: settings.frameOrigins,
  };
  const clientFiles: string[] = [];
  for await (const file of filesBelow(clientDir)) clientFiles.push(urlPath(clientDir, file).slice(1));
  const files = cdnFiles(clientFiles.sort(), routes, settings.notFoundPages);
  const notFoundFiles = [
    CDN_NOT_FOUND_FILE,
    ...settings.notFoundPages.map(({ under }) => cdnNotFoundFile(under)),
  ];
  const workerRules = pagesWorkerRules(securityHeaderValues(security, true), notFoundFiles);
  await Promise.all([
    write(join(distDir, NGINX_SITE_FILE), nginxSite(security, settings.notFoundPages, redirects)),
    writeCdnFolder(clientDir, join(distDir, CDN_FOLDERS.cloudflare), files, {
      [CDN_HEADERS_FILE]: cdnHeaders(security, "cloudflare"),
      [CDN_REDIRECTS_FILE]: cloudflareRedirects(routes, redirects),
      [PAGES_ROUTES_FILE]: pagesRoutes(workerRules),
      [PAGES_WORKER_FILE]: await bundlePagesWorker(workerRules),
    }),
    writeCdnFolder(clientDir, join(distDir, CDN_FOLDERS.netlify), files, {
      [CDN_HEADERS_FILE]: cdnHeaders(security, "netlify"),
      [CDN_REDIRECTS_FILE]: netlifyRedirects(options.apiOrigin, settings.notFoundPages, redirects),
    }),
  ]);
}
