import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PREFIX } from "../../contracts/api-routes.ts";
import {
  IMMUTABLE,
  IMMUTABLE_PREFIXES,
  NOT_FOUND_CACHE,
  REDIRECT_CACHE,
  REVALIDATE,
} from "../../contracts/cache-rules.ts";
import {
  CDN_FOLDERS,
  CDN_HEADERS_FILE,
  CDN_REDIRECTS_FILE,
  NGINX_SITE_FILE,
  PAGES_ROUTES_FILE,
  PAGES_WORKER_FILE,
} from "../../contracts/deploy-files.ts";
import { PLAIN_TRAILING_SLASH_PATTERN } from "../../contracts/redirect-target.ts";
import { SERVER_SETTINGS_FILE } from "../../contracts/server-settings.ts";
import { TEST_SETTINGS } from "../../scripts/support/test-site.ts";
import { createApp } from "../../server/app.ts";
import {
  netlifyRuleFor,
  readNetlifyHeaders,
  readNetlifyRedirects,
} from "../../tests/support/netlify/netlify-rules.ts";
import { cdnFiles } from "./cdn-folder.ts";
import { cdnHeaders } from "./cdn-headers.ts";
import { CLOUDFLARE_STATIC_REDIRECTS, cloudflareRedirects } from "./cdn-redirects.ts";
import { writeDeployFiles } from "./deploy-files.ts";
import { nginxSite } from "./nginx-site.ts";

const INLINE_SCRIPT = "document.documentElement.dataset.ready = 'yes';";
const INLINE_HASH = `sha256-${createHash("sha256").update(INLINE_SCRIPT).digest("base64")}`;
const ROUTES = ["/", "/about", "/projects", "/projects/better-that"];
const PROJECT_NOT_FOUND = TEST_SETTINGS.notFoundPages[0]?.page ?? "";
const API_ORIGIN = "https://api.example.test:8443";

/** The fake build's client dir: pages, not-found pages, an asset with its siblings, and what a careless build leaves. */
const CLIENT_FILES: Record<string, string> = {
  "index.html": `<!doctype html><script>${INLINE_SCRIPT}</script>`,
  "index.html.br": "compressed",
  "about/index.html": "<!doctype html><p>about</p>",
  "projects/index.html": "<!doctype html><p>projects</p>",
  "projects/better-that/index.html": "<!doctype html><p>a project</p>",
  "404.html": "<!doctype html><title>Page Not Found</title>",
  [PROJECT_NOT_FOUND]: "<!doctype html><title>Project Not Found</title>",
  "assets/app-abc.js": "console.log(1)",
  "assets/app-abc.js.br": "compressed",
  "assets/app-abc.js.gz": "compressed",
  "assets/app-abc.js.map": "{}",
  "img/photo-abc.webp": "RIFF",
  "downloads/data.tar.gz": "an archive, not a sibling",
  "robots.txt": "User-agent: *",
  ".vite/manifest.json": "{}",
  ".env": "SECRET=1",
};

/** `_headers` as pattern → header name → value, with the headers a pattern removes under `!`. */
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
    const removed = /^\s+! (\S+)$/.exec(line)?.[1];
    if (removed) {
      current[`!${removed}`] = "";
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

/** Every file below `dir`, relative, with `/`. */
const filesIn = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      join(entry.parentPath, entry.name)
        .slice(dir.length + 1)
        .split("\\")
        .join("/"),
    )
    .sort();

let root: string;
let distDir: string;
let clientDir: string;
const folder = (host: keyof typeof CDN_FOLDERS) => join(distDir, CDN_FOLDERS[host]);
const ruleFile = (host: keyof typeof CDN_FOLDERS, name: string) =>
  readFileSync(join(folder(host), name), "utf8");
let nginxFile: string;
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "deploy-files-"));
  distDir = join(root, "dist");
  clientDir = join(distDir, "client");
  for (const [file, text] of Object.entries(CLIENT_FILES)) {
    mkdirSync(dirname(join(clientDir, file)), { recursive: true });
    writeFileSync(join(clientDir, file), text);
  }
  writeFileSync(join(distDir, SERVER_SETTINGS_FILE), JSON.stringify(TEST_SETTINGS));
  await writeDeployFiles(distDir, ROUTES, { apiOrigin: API_ORIGIN });
  nginxFile = readFileSync(join(distDir, NGINX_SITE_FILE), "utf8");
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("the client dir, which the Node server and nginx serve", () => {
  it("is left as prerendering wrote it", () => {
    expect(filesIn(clientDir)).toEqual(Object.keys(CLIENT_FILES).sort());
  });
});

describe("a folder per CDN", () => {
  const PAGES_AND_FILES = [
    "404.html",
    "about.html",
    "assets/app-abc.js",
    "downloads/data.tar.gz",
    "img/photo-abc.webp",
    "index.html",
    "projects.html",
    "projects/404.html",
    "projects/better-that.html",
    "robots.txt",
  ];

  it.each(["cloudflare", "netlify"] as const)(
    "%s: each page as <route>.html, the not-found pages as the 404.html of their folder, no dotfile, map or compressed copy",
    (host) => {
      const rules =
        host === "cloudflare"
          ? [CDN_HEADERS_FILE, CDN_REDIRECTS_FILE, PAGES_ROUTES_FILE, PAGES_WORKER_FILE]
          : [CDN_HEADERS_FILE, CDN_REDIRECTS_FILE];
      expect(filesIn(folder(host))).toEqual([...PAGES_AND_FILES, ...rules].sort());
      expect(readFileSync(join(folder(host), "projects/404.html"), "utf8")).toContain("Project Not Found");
    },
  );

  it("holds hard links to the client dir's files, not copies", () => {
    const page = statSync(join(clientDir, "about/index.html")).ino;
    expect(statSync(join(folder("cloudflare"), "about.html")).ino).toBe(page);
    expect(statSync(join(folder("netlify"), "about.html")).ino).toBe(page);
  });

  it("is written from scratch, so a file gone from the build is gone from the folder", async () => {
    writeFileSync(join(folder("netlify"), "stale.html"), "left over");
    await writeDeployFiles(distDir, ROUTES, { apiOrigin: API_ORIGIN });
    expect(existsSync(join(folder("netlify"), "stale.html"))).toBe(false);
  });

  it("refuses a build where two files would get one name", () => {
    expect(() =>
      cdnFiles(
        ["projects/404/index.html", PROJECT_NOT_FOUND],
        ["/projects/404"],
        TEST_SETTINGS.notFoundPages,
      ),
    ).toThrow("would be projects/404.html");
  });
});

describe("_headers", () => {
  it.each(["cloudflare", "netlify"] as const)(
    "%s: gives every path exactly the security headers the Node server sends over HTTPS",
    async (host) => {
      const { "!Access-Control-Allow-Origin": _removed, ...all } =
        parseCdnHeaders(ruleFile(host, CDN_HEADERS_FILE)).get("/*") ?? {};
      expect(all["Content-Security-Policy"]).toContain(`'${INLINE_HASH}'`);
      expect(all["Content-Security-Policy"]).toContain(TEST_SETTINGS.frameOrigins[0]);
      expect(lowerCased(all)).toEqual(await nodeServerHeaders(clientDir));
    },
  );

  it("removes Cloudflare's default CORS header, which the Node server does not send", () => {
    expect(parseCdnHeaders(ruleFile("cloudflare", CDN_HEADERS_FILE)).get("/*")).toHaveProperty([
      "!Access-Control-Allow-Origin",
    ]);
  });

  it("caches the hashed-asset folders for a year, Cloudflare's trailing-slash redirects for a day, and sets no other Cache-Control", () => {
    for (const host of ["cloudflare", "netlify"] as const) {
      const rules = parseCdnHeaders(ruleFile(host, CDN_HEADERS_FILE));
      const redirects = host === "cloudflare" ? ["/*/"] : [];
      expect([...rules.keys()]).toEqual([
        "/*",
        ...IMMUTABLE_PREFIXES.map((prefix) => `${prefix}*`),
        ...redirects,
      ]);
      for (const prefix of IMMUTABLE_PREFIXES) {
        expect(rules.get(`${prefix}*`)).toEqual({ "Cache-Control": IMMUTABLE });
      }
      expect(rules.get("/*")?.["Cache-Control"]).toBeUndefined();
      if (host === "cloudflare") expect(rules.get("/*/")).toEqual({ "Cache-Control": REDIRECT_CACHE });
    }
  });
});

describe("Cloudflare's _redirects", () => {
  it("moves each route but / from its trailing slash, and holds no rule Cloudflare refuses (status 404)", () => {
    const rules = ruleFile("cloudflare", CDN_REDIRECTS_FILE)
      .split("\n")
      .filter((line) => line && !line.startsWith("#"));
    expect(rules).toEqual([
      "/about/ /about 301",
      "/projects/ /projects 301",
      "/projects/better-that/ /projects/better-that 301",
    ]);
  });

  it("writes a route that needs encoding percent-encoded, where the Node server sends it", async () => {
    const [rule = ""] = cloudflareRedirects(["/blog/café-au-lait"]).split("\n").slice(1);
    expect(rule).toBe("/blog/caf%C3%A9-au-lait/ /blog/caf%C3%A9-au-lait 301");
    const [from = "", to] = rule.split(" ");
    const viaNode = await createApp({ clientDir, log: () => {} }).request(from);
    expect(viaNode.status).toBe(301);
    expect(viaNode.headers.get("location")).toBe(to);
  });

  it("stops at the number of rules Cloudflare reads", () => {
    const routes = Array.from({ length: CLOUDFLARE_STATIC_REDIRECTS + 5 }, (_, n) => `/page-${n}`);
    const rules = cloudflareRedirects(routes)
      .split("\n")
      .filter((line) => line.endsWith(" 301"));
    expect(rules).toHaveLength(CLOUDFLARE_STATIC_REDIRECTS);
  });
});

describe("Cloudflare's Pages Worker", () => {
  it("runs for the API, the not-found pages' own addresses and the rule files only", () => {
    const routes = JSON.parse(ruleFile("cloudflare", PAGES_ROUTES_FILE)) as {
      include: string[];
      exclude: string[];
    };
    expect(routes.include).toEqual([
      API_PREFIX,
      `${API_PREFIX}/*`,
      "/404",
      "/404.html",
      "/projects/404",
      "/projects/404.html",
      "/_headers",
      "/_redirects",
      "/_worker.js",
      "/_routes.json",
    ]);
    expect(routes.exclude).toEqual([]);
  });

  it("is one ES module with this build's security headers and nothing to import", () => {
    const worker = ruleFile("cloudflare", PAGES_WORKER_FILE);
    expect(worker).toContain(`'${INLINE_HASH}'`);
    expect(worker).toMatch(/export \{\s*\w+ as default\s*\};\s*$/);
    expect(worker).not.toMatch(/^\s*import\s/m);
  });
});

describe("Netlify's rule files, read by Netlify's own parsers and redirect engine", () => {
  it("has no line Netlify's build refuses", async () => {
    for (const read of [readNetlifyRedirects, readNetlifyHeaders]) {
      const name = read === readNetlifyRedirects ? CDN_REDIRECTS_FILE : CDN_HEADERS_FILE;
      const { rules, errors } = await read(join(folder("netlify"), name));
      expect(errors, name).toEqual([]);
      expect(rules.length, name).toBeGreaterThan(0);
    }
  });

  it("gives every path the security headers, and the hashed-asset folders a year's caching", async () => {
    const { rules } = await readNetlifyHeaders(join(folder("netlify"), CDN_HEADERS_FILE));
    expect(lowerCased(rules.find((rule) => rule.for === "/*")?.values ?? {})).toEqual(
      await nodeServerHeaders(clientDir),
    );
    for (const prefix of IMMUTABLE_PREFIXES) {
      expect(rules.find((rule) => rule.for === `${prefix}*`)?.values).toEqual({ "Cache-Control": IMMUTABLE });
    }
  });

  it("proxies the API to API_ORIGIN, query and all, whatever file is there", async () => {
    const redirects = ruleFile("netlify", CDN_REDIRECTS_FILE);
    const rule = await netlifyRuleFor(redirects, "https://www.example.test/api/newsletter/confirm?token=abc");
    expect(rule).toMatchObject({ to: `${API_ORIGIN}/api/newsletter/confirm`, status: 200, force: true });
  });

  it("answers one unknown segment under a collection, and the rule files' paths, with a not-found page and 404", async () => {
    const redirects = ruleFile("netlify", CDN_REDIRECTS_FILE);
    expect(
      await netlifyRuleFor(redirects, "https://www.example.test/projects/no-such-project"),
    ).toMatchObject({
      to: "/projects/404.html",
      status: 404,
      // Not forced: a project's own page (projects/better-that.html) is served first.
      force: false,
    });
    expect(await netlifyRuleFor(redirects, "https://www.example.test/projects/a/b")).toBeNull();
    for (const file of [CDN_HEADERS_FILE, CDN_REDIRECTS_FILE]) {
      expect(await netlifyRuleFor(redirects, `https://www.example.test/${file}`)).toMatchObject({
        to: "/404.html",
        status: 404,
        force: true,
      });
    }
    expect(await netlifyRuleFor(redirects, "https://www.example.test/about")).toBeNull();
  });

  it("proxies nothing when API_ORIGIN was not set, and says so in the file", async () => {
    const lonely = mkdtempSync(join(tmpdir(), "deploy-files-no-api-"));
    try {
      mkdirSync(join(lonely, "client"));
      writeFileSync(join(lonely, "client/index.html"), "<!doctype html>");
      writeFileSync(join(lonely, SERVER_SETTINGS_FILE), JSON.stringify(TEST_SETTINGS));
      await writeDeployFiles(lonely, ["/"]);
      const redirects = readFileSync(join(lonely, CDN_FOLDERS.netlify, CDN_REDIRECTS_FILE), "utf8");
      expect(redirects).toContain("# API_ORIGIN was not set when this was built");
      expect(await netlifyRuleFor(redirects, "https://www.example.test/api/contact")).toBeNull();
    } finally {
      rmSync(lonely, { recursive: true, force: true });
    }
  });
});

describe("nginx site.conf", () => {
  it("adds the Node server's security headers in every location that answers, with its cache rule", async () => {
    const server = await nodeServerHeaders(clientDir);
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
    const csp = parseCdnHeaders(cdnHeaders(security, "netlify")).get("/*")?.["Content-Security-Policy"] ?? "";
    expect(csp).toContain("frame-src https://challenges.cloudflare.com https://maps.example.net;");
    for (const [match, headers] of parseNginxLocations(nginxSite(security, TEST_SETTINGS.notFoundPages))) {
      if (Object.keys(headers).length > 0) expect(headers["Content-Security-Policy"], match).toBe(csp);
    }
  });
});
