import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { NOT_FOUND_PAGE, PROJECT_NOT_FOUND_ID, REQUEST_PATH_PLACEHOLDER } from "../../contracts/not-found.ts";
import { SERVER_SETTINGS_FILE, type ServerSettings } from "../../contracts/server-settings.ts";
import { TEST_TURNSTILE_SECRET } from "../../contracts/turnstile-test-keys.ts";
import { loadColourTokensSync, THEME_COLOUR_TOKENS } from "../../pipeline/generate/theme-colours.ts";
import { loadConfig, type ServerConfig } from "../../server/config.ts";
import { repoRoot } from "./repo-root.ts";

/** A temporary fake `dist/`: `<root>/dist/client` plus a secret file outside it, and a data folder. */
export interface TestSite {
  root: string;
  distDir: string;
  clientDir: string;
  dataDir: string;
  remove(): void;
}

export const TEST_SETTINGS: ServerSettings = {
  siteName: "Northwind Digital",
  notifyTo: "projects@example.com",
  frameOrigins: ["https://www.google.com"],
  budgetLabels: { "under-10k": "Under $10,000", discuss: "Let's discuss" },
  turnstileSiteKey: "1x00000000000000000000AA",
  notFoundPages: [{ under: "/projects/", page: `projects/${PROJECT_NOT_FOUND_ID}/index.html` }],
  // The theme's own colours, as the build writes them into the settings.
  pageColours: loadColourTokensSync(repoRoot, THEME_COLOUR_TOKENS),
};

/** The fake site's 'Project Not Found' page, relative to its client dir. */
const PROJECT_NOT_FOUND_PAGE = TEST_SETTINGS.notFoundPages[0]?.page ?? "";

/** A complete, valid enquiry as the contact form sends it, without its token. */
export const SAMPLE_ENQUIRY = {
  firstName: "Ann",
  lastName: "Lee",
  email: "ann@example.com",
  phone: "+61 2 9999 0000",
  company: "Acme Health",
  serviceInterest: "Healthcare Management Systems",
  description: "We need a patient booking system.\nSoon.",
  budget: "25k-50k",
} as const;

/**
 * The environment that serves this site: its folders and Cloudflare's always-pass test secret
 * (tests point TURNSTILE_VERIFY_URL at a stand-in).
 */
export function testSiteEnv(site: Pick<TestSite, "distDir" | "dataDir">): Record<string, string> {
  return { DIST_DIR: site.distDir, DATA_DIR: site.dataDir, TURNSTILE_SECRET_KEY: TEST_TURNSTILE_SECRET };
}

/** The server settings for a test: the defaults, the site's environment, port 0 on loopback. */
export function testConfig(
  site: Pick<TestSite, "distDir" | "dataDir">,
  env: Record<string, string> = {},
): ServerConfig {
  const loaded = loadConfig({ PORT: "1", HOST: "127.0.0.1", ...testSiteEnv(site), ...env });
  if (!loaded.ok) throw new Error(loaded.problems.join("\n"));
  return { ...loaded.config, port: 0 };
}

export const SECRET = "TOP-SECRET-OUTSIDE-CLIENT-DIR";
export const APP_JS = `console.log(${JSON.stringify("x".repeat(500))});\n`;

const FILES: Record<string, string | Buffer> = {
  "index.html": "<!doctype html><title>Home</title><p>home page</p>",
  "about/index.html": "<!doctype html><title>About</title><p>about page</p>",
  "projects/index.html": "<!doctype html><title>Projects</title><p>projects list</p>",
  "projects/better-that/index.html": "<!doctype html><p>project better-that</p>",
  [PROJECT_NOT_FOUND_PAGE]: `<!doctype html><title>Project Not Found</title><p>No project at <code>${REQUEST_PATH_PLACEHOLDER}</code> (${REQUEST_PATH_PLACEHOLDER})</p>`,
  [NOT_FOUND_PAGE]: `<!doctype html><title>Page Not Found</title><p>Nothing at <code>${REQUEST_PATH_PLACEHOLDER}</code> (${REQUEST_PATH_PLACEHOLDER})</p>`,
  "assets/app-abc123.js": APP_JS,
  "assets/style-abc123.css": "body{color:red}",
  "assets/icon-abc123.svg": '<svg xmlns="http://www.w3.org/2000/svg"/>',
  "assets/inter-abc123.woff2": Buffer.from([0x77, 0x4f, 0x46, 0x32]),
  "assets/data-abc123.json": '{"a":1}',
  "img/x-abc.webp": Buffer.from("RIFF0000WEBP"),
  "img/x-abc.avif": Buffer.from("0000ftypavif"),
  "img/x-abc.jpg": Buffer.from([0xff, 0xd8, 0xff]),
  "img/x-abc.png": Buffer.from([0x89, 0x50, 0x4e, 0x47]),
  "social/home-abc.jpg": Buffer.from([0xff, 0xd8, 0xff]),
  "sitemap.xml": '<?xml version="1.0"?><urlset/>',
  "robots.txt": "User-agent: *\n",
  "favicon.ico": Buffer.from([0, 0, 1, 0]),
};

function write(file: string, content: string | Buffer): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/**
 * Builds the fake site. `omit` leaves out files by their client-relative path;
 * `app-abc123.js` and `index.html` also get `.br` and `.gz` siblings.
 */
export function createTestSite(omit: string[] = []): TestSite {
  const root = mkdtempSync(join(tmpdir(), "server-test-"));
  const distDir = join(root, "dist");
  const clientDir = join(distDir, "client");
  for (const [path, content] of Object.entries(FILES)) {
    if (!omit.includes(path)) write(join(clientDir, path), content);
  }
  for (const path of ["assets/app-abc123.js", "index.html"]) {
    const content = FILES[path] ?? "";
    write(join(clientDir, `${path}.br`), brotliCompressSync(content));
    write(join(clientDir, `${path}.gz`), gzipSync(content));
  }
  write(join(root, "secret.txt"), SECRET);
  write(join(distDir, "secret.txt"), SECRET);
  write(join(distDir, SERVER_SETTINGS_FILE), JSON.stringify(TEST_SETTINGS));
  const dataDir = join(root, "data");
  return { root, distDir, clientDir, dataDir, remove: () => rmSync(root, { recursive: true, force: true }) };
}
