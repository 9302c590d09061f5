import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  IMMUTABLE,
  IMMUTABLE_PREFIXES,
  NOT_FOUND_CACHE,
  REDIRECT_CACHE,
  REVALIDATE,
} from "../../contracts/cache-rules.ts";
import { CDN_HEADERS_FILE, CDN_REDIRECTS_FILE, NGINX_SITE_FILE } from "../../contracts/deploy-files.ts";
import { PLAIN_TRAILING_SLASH_PATTERN } from "../../contracts/redirect-target.ts";
import { SERVER_SETTINGS_FILE } from "../../contracts/server-settings.ts";
import { TEST_SETTINGS } from "../../scripts/support/test-site.ts";
import { createApp } from "../../server/app.ts";
import { cdnHeaders } from "./cdn-headers.ts";
import { cdnRedirects } from "./cdn-redirects.ts";
import { writeDeployFiles } from "./deploy-files.ts";
import { nginxSite } from "./nginx-site.ts";

const INLINE_SCRIPT = "document.documentElement.dataset.ready = 'yes';";
const INLINE_HASH = `sha256-${createHash("sha256").update(INLINE_SCRIPT).digest("base64")}`;
const ROUTES = ["/", "/about", "/projects", "/projects/better-that"];
const PROJECT_NOT_FOUND = TEST_SETTINGS.notFoundPages[0]?.page ?? "";

/** `_headers` as pattern → header name → value. */
function parseCdnHeaders(text: string): Map<string, Record<string, string>> {
  const rules = new Map<string, Record<string, string>>();
  let current: Record<string, string> = {};
  for (const line of text.split("\n")) {
    if (line === "" || line.startsWith("#")) continue;
    if (!line.startsWith(" ")) {
      current = {};
      rules.set(line, current);
      continue;
    }
    const [, name = "", value = ""] = /^\s+([^:]+):\s(.*)$/.exec(line) ?? [];
    current[name] = value;
  }
  return rules;
}

/** Each nginx location (its match, as written) with the headers it adds. */
function parseNginxLocations(text: string): Map<string, Record<string, string>> {
  const locations = new Map<string, Record<string, string>>();
  for (const [, match = "", body = ""] of text.matchAll(/^location (.+) \{\n([\s\S]*?)^\}/gm)) {
    const headers: Record<string, string> = {};
    for (const [, name = "", value = ""] of body.matchAll(/add_header (\S+) "(.*)" always;/g)) {
      headers[name] = value;
    }
    locations.set(match, headers);
  }
  return locations;
}

/** The headers the Node server itself sends on a page over HTTPS, minus what only a file has. */
async function nodeServerHeaders(clientDir: string): Promise<Record<string, string>> {
  const app = createApp({
    clientDir,
    log: () => {},
    security: { scriptHashes: [INLINE_HASH], frameOrigins: TEST_SETTINGS.frameOrigins },
  });
  const res = await app.request("https://www.example.test/");
  expect(res.status).toBe(200);
  const ignored = new Set([
    "content-type",
    "content-length",
    "etag",
    "last-modified",
    "vary",
    "cache-control",
  ]);
  return Object.fromEntries([...res.headers].filter(([name]) => !ignored.has(name)));
}

const lowerCased = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

let root: string;
let distDir: string;
let headersFile: string;
let redirectsFile: string;
let nginxFile: string;
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "deploy-files-"));
  distDir = join(root, "dist");
  mkdirSync(join(distDir, "client/about"), { recursive: true });
  writeFileSync(join(distDir, "client/index.html"), `<!doctype html><script>${INLINE_SCRIPT}</script>`);
  writeFileSync(join(distDir, "client/about/index.html"), "<!doctype html><p>about</p>");
  writeFileSync(join(distDir, SERVER_SETTINGS_FILE), JSON.stringify(TEST_SETTINGS));
  await writeDeployFiles(distDir, ROUTES);
  headersFile = readFileSync(join(distDir, "client", CDN_HEADERS_FILE), "utf8");
  redirectsFile = readFileSync(join(distDir, "client", CDN_REDIRECTS_FILE), "utf8");
  nginxFile = readFileSync(join(distDir, NGINX_SITE_FILE), "utf8");
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("_headers", () => {
  it("gives every path exactly the security headers the Node server sends over HTTPS", async () => {
    const all = parseCdnHeaders(headersFile).get("/*");
    expect(all?.["Content-Security-Policy"]).toContain(`'${INLINE_HASH}'`);
    expect(all?.["Content-Security-Policy"]).toContain(TEST_SETTINGS.frameOrigins[0]);
    expect(lowerCased(all ?? {})).toEqual(await nodeServerHeaders(join(distDir, "client")));
  });

  it("caches the hashed-asset folders for a year and sets no other Cache-Control", () => {
    const rules = parseCdnHeaders(headersFile);
    expect([...rules.keys()]).toEqual(["/*", ...IMMUTABLE_PREFIXES.map((prefix) => `${prefix}*`)]);
    for (const prefix of IMMUTABLE_PREFIXES) {
      expect(rules.get(`${prefix}*`)).toEqual({ "Cache-Control": IMMUTABLE });
    }
    expect(rules.get("/*")?.["Cache-Control"]).toBeUndefined();
  });
});

describe("_redirects", () => {
  it("moves each route but / from its trailing slash, and answers an unknown project id with its page and 404", () => {
    const rules = redirectsFile.split("\n").filter((line) => line && !line.startsWith("#"));
    expect(rules).toEqual([
      "/about/ /about 301",
      "/projects/ /projects 301",
      "/projects/better-that/ /projects/better-that 301",
      `/projects/:id /${PROJECT_NOT_FOUND} 404`,
    ]);
  });

  it("writes a route that needs encoding percent-encoded, where the Node server sends it", async () => {
    const [rule = ""] = cdnRedirects(["/blog/café-au-lait"], []).split("\n").slice(1);
    expect(rule).toBe("/blog/caf%C3%A9-au-lait/ /blog/caf%C3%A9-au-lait 301");
    const [from = "", to] = rule.split(" ");
    const viaNode = await createApp({ clientDir: join(distDir, "client"), log: () => {} }).request(from);
    expect(viaNode.status).toBe(301);
    expect(viaNode.headers.get("location")).toBe(to);
  });
});

describe("nginx site.conf", () => {
  it("adds the Node server's security headers in every location that answers, with its cache rule", async () => {
    const server = await nodeServerHeaders(join(distDir, "client"));
    const locations = parseNginxLocations(nginxFile);
    const expectedCache = new Map<string, string>([
      [`~ "${PLAIN_TRAILING_SLASH_PATTERN}"`, REDIRECT_CACHE],
      ...IMMUTABLE_PREFIXES.map((prefix): [string, string] => [prefix, IMMUTABLE]),
      ["= /404.html", NOT_FOUND_CACHE],
      [`= /${PROJECT_NOT_FOUND}`, NOT_FOUND_CACHE],
      ['~ "^/projects/[^/]+$"', REVALIDATE],
      ["/", REVALIDATE],
    ]);
    for (const [match, cacheControl] of expectedCache) {
      const { "Cache-Control": cache, ...security } = locations.get(match) ?? {};
      expect(cache, match).toBe(cacheControl);
      expect(lowerCased(security), match).toEqual(server);
    }
  });

  it("refuses dotfiles, source maps and the CDN files, and sends a trailing slash to the server name", () => {
    expect(nginxFile).toContain(`location ~* "(?:^|/)\\\\.[^/]|\\\\.map$|^/_(?:headers|redirects)$" {`);
    expect(nginxFile).toContain("return 301 https://$server_name$target$is_args$args;");
    expect(nginxFile).not.toContain("$host");
  });

  it("follows a changed definition: other frame origins show in _headers and nginx alike", () => {
    const security = { scriptHashes: [INLINE_HASH], frameOrigins: ["https://maps.example.net"] };
    const csp = parseCdnHeaders(cdnHeaders(security)).get("/*")?.["Content-Security-Policy"] ?? "";
    expect(csp).toContain("frame-src https://challenges.cloudflare.com https://maps.example.net;");
    for (const [match, headers] of parseNginxLocations(nginxSite(security, TEST_SETTINGS.notFoundPages))) {
      if (Object.keys(headers).length > 0) expect(headers["Content-Security-Policy"], match).toBe(csp);
    }
  });
});
