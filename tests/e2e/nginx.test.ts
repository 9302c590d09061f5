import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REDIRECT_CACHE } from "../../contracts/cache-rules.ts";
import { CDN_FOLDERS, CDN_REDIRECTS_FILE, NGINX_SITE_FILE } from "../../contracts/deploy-files.ts";
import { type RedirectRule, SERVER_SETTINGS_FILE } from "../../contracts/server-settings.ts";
import { writeDeployFiles } from "../../pipeline/deploy/deploy-files.ts";
import { linkTree } from "../../scripts/support/link-tree.ts";
import { type SiteverifyStandIn, startSiteverifyStandIn } from "../../scripts/support/siteverify-stand-in.ts";
import type { RunningServer } from "../../server/main.ts";
import { builtDist, builtRoot } from "../support/paths.ts";
import {
  type BuiltFiles,
  compared,
  findBuiltFiles,
  newsletterSignUp,
  pageTitle,
  type RequestRow,
  SECURITY_HEADERS,
  SERVER_NAME,
  SITE_ORIGIN,
  sharedRows,
  startProxiedNodeServer,
} from "../support/server/host-comparison.ts";
import { expectSafeAnswer, HOSTILE_PATHS, type HostilePath } from "../support/server/hostile-paths.ts";
import { type RunningNginx, startNginx } from "../support/server/nginx.ts";
import { wireGet } from "../support/server/raw-exchange.ts";
import { type RawAnswer, type RawRequestOptions, rawRequest } from "../support/server/raw-request.ts";

/**
 * deploy/nginx.conf in Debian's nginx, on the shared build, against the Node server on the same
 * build: for each request of the table both answer with the same status, Location, security and
 * cache headers, and encoding.
 */

// The shared build as hard links in a folder of this file's own, where the files a careless upload
// could leave are added without writing into the build the other files test.
const DIST_DIR = mkdtempSync(join(tmpdir(), "nginx-e2e-dist-"));
const CLIENT_DIR = join(DIST_DIR, "client");
/** A file a careless upload could leave in the build; neither server may hand it out. */
const PRIVATE_TEXT = "PRIVATE-NGINX-TEST";
/** Rules as content/redirects.yaml would give them, added to this file's copy of the build. */
const REDIRECTS: RedirectRule[] = [
  { from: "/services/web-design", to: "/services/website-design", status: 301 },
  { from: "/promo", to: "/contact", status: 302 },
  { from: "/partners", to: "https://partners.example.org/northwind", status: 307 },
];

/**
 * The copy's server settings with REDIRECTS, and the deploy files written again from them as the
 * build writes them; each file is unlinked first, as it is a hard link into the shared build.
 */
async function addRedirects(): Promise<void> {
  const settings = JSON.parse(readFileSync(join(DIST_DIR, SERVER_SETTINGS_FILE), "utf8")) as object;
  for (const file of [SERVER_SETTINGS_FILE, NGINX_SITE_FILE, ...Object.values(CDN_FOLDERS)])
    rmSync(join(DIST_DIR, file), { recursive: true, force: true });
  writeFileSync(join(DIST_DIR, SERVER_SETTINGS_FILE), JSON.stringify({ ...settings, redirects: REDIRECTS }));
  const routes = JSON.parse(
    readFileSync(join(builtRoot(), "site/generated/routes.json"), "utf8"),
  ) as string[];
  await writeDeployFiles(DIST_DIR, routes);
}

/** The headers compared: every security header, caching, encoding and where a redirect goes. */
const COMPARED = [...SECURITY_HEADERS, "cache-control", "content-encoding", "location", "vary"];

let standIn: SiteverifyStandIn;
let dataDir: string;
let node: RunningServer;
let nginx: RunningNginx;
let files: BuiltFiles;
let subscribers = 0;

beforeAll(async () => {
  linkTree(builtDist(), DIST_DIR);
  // nginx's workers run as an unprivileged user when started by root.
  chmodSync(DIST_DIR, 0o755);
  files = findBuiltFiles(CLIENT_DIR);
  writeFileSync(join(CLIENT_DIR, ".env"), PRIVATE_TEXT);
  writeFileSync(join(CLIENT_DIR, `${files.script}.map`), PRIVATE_TEXT);
  await addRedirects();
  standIn = await startSiteverifyStandIn();
  dataDir = mkdtempSync(join(tmpdir(), "nginx-e2e-data-"));
  node = await startProxiedNodeServer(DIST_DIR, dataDir, standIn);
  nginx = await startNginx({ distDir: DIST_DIR, serverName: SERVER_NAME, upstream: new URL(node.url).host });
});

afterAll(async () => {
  await nginx?.close();
  await node?.close();
  await standIn?.close();
  rmSync(DIST_DIR, { recursive: true, force: true });
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The same request to the Node server directly and to nginx over HTTPS. */
async function both(path: string, options: RawRequestOptions = {}): Promise<[RawAnswer, RawAnswer]> {
  const headers = { Host: SERVER_NAME, ...options.headers };
  const viaNode = await rawRequest(`${node.url}${path}`, { ...options, headers });
  const viaNginx = await rawRequest(`https://127.0.0.1:${nginx.httpsPort}${path}`, { ...options, headers });
  return [viaNode, viaNginx];
}

const postNewsletter = (): RawRequestOptions => {
  subscribers += 1;
  return newsletterSignUp(`reader-${subscribers}-${Date.now()}@example.com`);
};

/** What only nginx does itself: send the build's precompressed files. */
const TABLE: RequestRow[] = [
  ...sharedRows(() => files),
  {
    name: "an old address of redirects.yaml",
    path: () => "/services/web-design?ref=mail",
    status: 301,
    cacheControl: () => REDIRECT_CACHE,
  },
  { name: "an old address redirected for now", path: () => "/promo", status: 302 },
  { name: "an old address redirected off the site", path: () => "/partners?x=1", status: 307 },
  {
    name: "a script to a brotli client",
    path: () => files.script,
    options: () => ({ headers: { "Accept-Encoding": "br, gzip" } }),
    status: 200,
  },
  {
    name: "a script to a gzip client",
    path: () => files.script,
    options: () => ({ headers: { "Accept-Encoding": "gzip" } }),
    status: 200,
  },
  {
    name: "a page to a brotli client",
    path: () => "/about",
    options: () => ({ headers: { "Accept-Encoding": "br" } }),
    status: 200,
  },
  {
    name: "a sign-up POSTed to the API",
    path: () => "/api/newsletter",
    options: postNewsletter,
    status: 200,
  },
];

describe("nginx answers as the Node server does", () => {
  it.each(TABLE)("$name", async ({ path, options, status, cacheControl }) => {
    const [viaNode, viaNginx] = await both(path(), options?.());
    expect(viaNode.status).toBe(status);
    expect(compared(viaNginx, COMPARED)).toEqual(compared(viaNode, COMPARED));
    if (cacheControl) expect(viaNginx.headers["cache-control"]).toBe(cacheControl());
    expect(viaNginx.body).not.toContain(PRIVATE_TEXT);
  });
});

describe("what only the table's headers do not show", () => {
  it("redirects to the server name, never to the Host asked for", async () => {
    const [, viaNginx] = await both("/about/?ref=mail", { headers: { Host: "evil.example" } });
    expect(viaNginx.headers.location).toBe(`${SITE_ORIGIN}/about?ref=mail`);
  });

  it("sends an old address of redirects.yaml to its page, the query kept, and the _redirects file says the same", async () => {
    const [viaNode, viaNginx] = await both("/services/web-design?ref=mail", {
      headers: { Host: "evil.example" },
    });
    for (const answer of [viaNode, viaNginx]) {
      expect(answer.status).toBe(301);
      expect(answer.headers.location).toBe(`${SITE_ORIGIN}/services/website-design?ref=mail`);
    }
    const [, away] = await both("/partners?x=1");
    expect(away.headers.location).toBe("https://partners.example.org/northwind");
    expect(
      readFileSync(join(DIST_DIR, CDN_FOLDERS.cloudflare, CDN_REDIRECTS_FILE), "utf8").split("\n"),
    ).toEqual(expect.arrayContaining(REDIRECTS.map(({ from, to, status }) => `${from} ${to} ${status}`)));
  });

  it("answers an unknown page and an unknown project with their own not-found page, the path filled in", async () => {
    for (const [path, title] of [
      ["/no/such/page", "Page Not Found"],
      ["/projects/no-such-project", "Project Not Found"],
    ] as const) {
      const [viaNode, viaNginx] = await both(path);
      expect(pageTitle(viaNginx)).toContain(title);
      expect(pageTitle(viaNginx)).toBe(pageTitle(viaNode));
      expect(viaNginx.body).not.toContain("%REQUEST_PATH%");
    }
  });

  it("answers 404 at a not-found page's own address, as the Node server does", async () => {
    const [viaNode, viaNginx] = await both("/projects/_not-found");
    expect(viaNode.status).toBe(404);
    expect(viaNginx.status).toBe(404);
  });

  it("never writes markup from the path into a not-found page", async () => {
    const [, viaNginx] = await both("/%3Cscript%3Ealert(1)%3C/script%3E");
    expect(viaNginx.status).toBe(404);
    expect(viaNginx.body).not.toContain("<script>alert(1)");
  });

  it("allows only reads of a page, also with a trailing slash or at an old address", async () => {
    for (const path of ["/about", "/about/", "/services/web-design"]) {
      const [viaNode, viaNginx] = await both(path, { method: "POST", body: "x=1" });
      expect(viaNode.status, path).toBe(405);
      expect(viaNginx.status, path).toBe(405);
    }
  });

  it("revalidates a page with 304", async () => {
    const [, first] = await both("/about");
    const etag = String(first.headers.etag);
    const [, again] = await both("/about", { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
  });

  it("sends plain HTTP to HTTPS on the server name", async () => {
    const answer = await rawRequest(`http://127.0.0.1:${nginx.httpPort}/about?x=1`, {
      headers: { Host: "evil.example" },
    });
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(`${SITE_ORIGIN}/about?x=1`);
  });
});

/**
 * nginx matches the decoded path: a CR, LF, tab or backslash decoded from the request must never
 * reach its Location. Sent over a raw TLS socket, byte for byte, each path gets exactly one
 * response, the status and Location the Node server gives, and no header of its own making.
 */
describe("a trailing slash on a hostile path", () => {
  const NGINX_ONLY: HostilePath[] = [
    // nginx reads a backslash sent as is (Node refuses it before the app sees it).
    { path: "/\\evil.com/", status: 400 },
    { path: "/%5C/evil.com/", status: 400 },
    // A path nginx redirects itself: an encoded CR LF in the query stays encoded.
    { path: "/about/?q=%0d%0a", status: 301, target: "/about?q=%0d%0a" },
  ];

  it.each([...HOSTILE_PATHS, ...NGINX_ONLY])("$path → $status", async (hostile) => {
    const viaNginx = await wireGet(nginx.httpsPort, hostile.path, {
      tls: true,
      headers: { Host: SERVER_NAME },
    });
    expectSafeAnswer(viaNginx, hostile, SITE_ORIGIN);
  });

  it("answers a raw tab or non-ASCII byte in the request line with 400, never a redirect", async () => {
    for (const path of ["/\t/evil.com/", "/caf\u00e9/", "/about/?q=\u00e9"]) {
      const viaNginx = await wireGet(nginx.httpsPort, path, { tls: true, headers: { Host: SERVER_NAME } });
      expectSafeAnswer(viaNginx, { path, status: 400 }, SITE_ORIGIN);
    }
  });
});
