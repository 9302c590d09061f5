import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  APP_JS,
  createTestSite,
  SECRET,
  TEST_SETTINGS,
  type TestSite,
} from "../scripts/support/test-site.ts";
import { createApp } from "./app.ts";
import type { AppEnv, LogLine } from "./log.ts";

const REVALIDATE = "public, max-age=0, must-revalidate";
const IMMUTABLE = "public, max-age=31536000, immutable";

let site: TestSite;
let app: Hono<AppEnv>;
let logged: LogLine[];

beforeAll(() => {
  site = createTestSite();
  logged = [];
  app = createApp({
    clientDir: site.clientDir,
    notFoundPages: TEST_SETTINGS.notFoundPages,
    log: (line) => logged.push(line),
    logError: () => {},
  });
});
afterAll(() => site.remove());

async function bytes(res: Response): Promise<Buffer> {
  return Buffer.from(await res.arrayBuffer());
}

describe("pages", () => {
  it.each([
    ["/", "home page"],
    ["/about", "about page"],
    ["/projects", "projects list"],
    ["/projects/better-that", "project better-that"],
  ])("serves %s from its index.html", async (path, text) => {
    const res = await app.request(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe(REVALIDATE);
    expect(await res.text()).toContain(text);
  });
});

describe("content types", () => {
  it.each([
    ["/assets/app-abc123.js", "text/javascript; charset=utf-8"],
    ["/assets/style-abc123.css", "text/css; charset=utf-8"],
    ["/assets/icon-abc123.svg", "image/svg+xml; charset=utf-8"],
    ["/assets/data-abc123.json", "application/json"],
    ["/assets/inter-abc123.woff2", "font/woff2"],
    ["/img/x-abc.avif", "image/avif"],
    ["/img/x-abc.webp", "image/webp"],
    ["/img/x-abc.jpg", "image/jpeg"],
    ["/img/x-abc.png", "image/png"],
    ["/social/home-abc.jpg", "image/jpeg"],
    ["/sitemap.xml", "application/xml; charset=utf-8"],
    ["/robots.txt", "text/plain; charset=utf-8"],
    ["/favicon.ico", "image/x-icon"],
  ])("%s is %s", async (path, type) => {
    const res = await app.request(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe(type);
  });
});

describe("precompressed variants", () => {
  const js = "/assets/app-abc123.js";

  it("prefers brotli when both are accepted", async () => {
    const res = await app.request(js, { headers: { "Accept-Encoding": "gzip, deflate, br, zstd" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("vary")).toContain("Accept-Encoding");
    expect(res.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    const body = await bytes(res);
    expect(res.headers.get("content-length")).toBe(String(body.length));
    expect(brotliDecompressSync(body).toString()).toBe(APP_JS);
  });

  it("serves gzip when brotli is not accepted", async () => {
    const res = await app.request(js, { headers: { "Accept-Encoding": "gzip" } });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("vary")).toContain("Accept-Encoding");
    expect(gunzipSync(await bytes(res)).toString()).toBe(APP_JS);
  });

  it("does not serve brotli that the client refuses with q=0", async () => {
    const res = await app.request(js, { headers: { "Accept-Encoding": "br;q=0, gzip" } });
    expect(res.headers.get("content-encoding")).toBe("gzip");
  });

  it("serves the identity file, still with Vary, without Accept-Encoding", async () => {
    const res = await app.request(js);
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(res.headers.get("vary")).toContain("Accept-Encoding");
    expect(await res.text()).toBe(APP_JS);
  });

  it("serves precompressed HTML pages too", async () => {
    const res = await app.request("/", { headers: { "Accept-Encoding": "br" } });
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(brotliDecompressSync(await bytes(res)).toString()).toContain("home page");
  });

  it("does not add Vary to images", async () => {
    const res = await app.request("/img/x-abc.webp", { headers: { "Accept-Encoding": "br" } });
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(res.headers.get("vary")).toBeNull();
  });
});

describe("cache headers", () => {
  it.each([
    ["/assets/app-abc123.js", IMMUTABLE],
    ["/assets/style-abc123.css", IMMUTABLE],
    ["/img/x-abc.webp", IMMUTABLE],
    ["/social/home-abc.jpg", IMMUTABLE],
    ["/", REVALIDATE],
    ["/projects", REVALIDATE],
    ["/robots.txt", REVALIDATE],
    ["/favicon.ico", REVALIDATE],
  ])("%s → %s", async (path, value) => {
    const res = await app.request(path, { headers: { "Accept-Encoding": "br" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe(value);
  });
});

describe("revalidation", () => {
  it("answers a page's ETag with 304 and no body, with one tag per encoding", async () => {
    const first = await app.request("/", { headers: { "Accept-Encoding": "br" } });
    const tag = first.headers.get("etag") ?? "";
    expect(tag).toMatch(/^W\/".+"$/);
    await first.arrayBuffer();
    const again = await app.request("/", { headers: { "Accept-Encoding": "br", "If-None-Match": tag } });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(tag);
    expect(again.headers.get("cache-control")).toBe(REVALIDATE);
    expect(await again.text()).toBe("");
    const identity = await app.request("/", { headers: { "If-None-Match": tag } });
    expect(identity.status).toBe(200);
    expect(identity.headers.get("etag")).not.toBe(tag);
    await identity.arrayBuffer();
    const asset = await app.request("/assets/app-abc123.js");
    expect(asset.headers.get("etag")).toBeNull();
    await asset.arrayBuffer();
  });

  it("answers 200 with the new page once it changed", async () => {
    const page = join(site.clientDir, "revalidated", "index.html");
    mkdirSync(dirname(page), { recursive: true });
    writeFileSync(page, "<!doctype html><p>first</p>");
    const first = await app.request("/revalidated");
    const tag = first.headers.get("etag") ?? "";
    await first.arrayBuffer();
    expect((await app.request("/revalidated", { headers: { "If-None-Match": tag } })).status).toBe(304);
    writeFileSync(page, "<!doctype html><p>changed, longer</p>");
    const changed = await app.request("/revalidated", { headers: { "If-None-Match": tag } });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain("changed");
  });
});

describe("trailing slash", () => {
  it.each([
    ["/about/", "/about"],
    ["/projects/?industry=RTO", "/projects?industry=RTO"],
    ["/projects/better-that/?a=1&b=2", "/projects/better-that?a=1&b=2"],
    ["/no/such/page/", "/no/such/page"],
  ])("%s → 301 %s", async (from, to) => {
    const res = await app.request(from);
    expect(res.status).toBe(301);
    const location = new URL(res.headers.get("location") ?? "", "http://localhost");
    expect(location.origin).toBe("http://localhost");
    expect(`${location.pathname}${location.search}`).toBe(to);
  });

  it("keeps a leading double slash on the same host", async () => {
    const res = await app.request("http://localhost//evil.example/");
    const location = res.headers.get("location") ?? "";
    expect(new URL(location, "http://localhost").host).toBe("localhost");
  });

  it("never takes the Location's host from the Host header, and lets the redirect be cached", async () => {
    const res = await app.request("/about/", { headers: { Host: "evil.example" } });
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/about");
    expect(res.headers.get("cache-control")).toBe("public, max-age=86400");
    const onSite = createApp({
      clientDir: site.clientDir,
      log: () => {},
      siteOrigin: "https://www.example.com",
    });
    const fromOrigin = await onSite.request("http://evil.example/about/?a=1");
    expect(fromOrigin.headers.get("location")).toBe("https://www.example.com/about?a=1");
  });

  it("leaves / alone", async () => {
    const res = await app.request("/");
    expect(res.status).toBe(200);
  });
});

describe("not found", () => {
  it("answers 404 with 404.html and the escaped request path", async () => {
    const res = await app.request("/no/such<page>", { headers: { "Accept-Encoding": "br, gzip" } });
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("content-encoding")).toBeNull();
    const body = await res.text();
    expect(body).toContain("Page Not Found");
    expect(body).toContain("<code>/no/such&lt;page&gt;</code> (/no/such&lt;page&gt;)");
    expect(body).not.toContain("%REQUEST_PATH%");
    expect(body).not.toContain("<page>");
  });

  it("escapes quotes and ampersands", async () => {
    const res = await app.request(`/a"b'c&d`);
    expect(await res.text()).toContain("/a&quot;b&#39;c&amp;d");
  });

  it.each(["/projects/nope", "/projects/_not-found"])(
    "%s gets the Project Not Found page with 404",
    async (path) => {
      const res = await app.request(path);
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
      const body = await res.text();
      expect(body).toContain("Project Not Found");
      expect(body).toContain(`<code>${path}</code> (${path})`);
    },
  );

  it("escapes the path on the Project Not Found page", async () => {
    const res = await app.request("/projects/<b>");
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("/projects/&lt;b&gt;");
  });

  it.each(["/projects/nope/deeper", "/projects/_not-found/index.html", "/404.html", "/assets/gone-123.js"])(
    "%s gets the generic 404 page",
    async (path) => {
      const res = await app.request(path);
      expect(res.status).toBe(404);
      const body = await res.text();
      expect(body).toContain("Page Not Found");
      expect(body).toContain(`<code>${path}</code>`);
    },
  );

  it("answers a plain-text 404 when 404.html is missing", async () => {
    const bare = createTestSite(["404.html", "projects/_not-found/index.html"]);
    try {
      const res = await createApp({ clientDir: bare.clientDir, log: () => {} }).request("/missing");
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
      expect(await res.text()).toBe("Not Found");
      const project = await createApp({
        clientDir: bare.clientDir,
        notFoundPages: TEST_SETTINGS.notFoundPages,
        log: () => {},
      }).request("/projects/x");
      expect(project.status).toBe(404);
      expect(await project.text()).toBe("Not Found");
    } finally {
      bare.remove();
    }
  });
});

describe("path traversal", () => {
  it.each([
    "/../secret.txt",
    "/../../secret.txt",
    "/%2e%2e/secret.txt",
    "/%2e%2e/%2e%2e/secret.txt",
    "/.%2e/secret.txt",
    "/..%2fsecret.txt",
    "/assets/..%2f..%2fsecret.txt",
    "/assets/%2e%2e%2f%2e%2e%2fsecret.txt",
    "/..%5csecret.txt",
    "/%00",
    "/index.html%00.txt",
    "/secret.txt%00",
  ])("%s does not escape the client dir", async (path) => {
    const res = await app.request(`http://localhost${path}`);
    expect([400, 404]).toContain(res.status);
    expect(await res.text()).not.toContain(SECRET);
  });
});

describe("files a build may leave behind", () => {
  it.each([
    [".env", ".env"],
    [".git/config", ".git/config"],
    ["assets/.hidden.js", "assets/.hidden.js"],
    ["assets/app-abc123.js.map", "assets/app-abc123.js.map"],
    ["about/.htaccess", "about/.htaccess"],
    ["_headers (the CDN's rules)", "_headers"],
    ["_redirects (the CDN's rules)", "_redirects"],
  ])("/%s is never served", async (_name, file) => {
    const path = join(site.clientDir, file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, `PRIVATE ${file}`);
    const res = await app.request(`/${file}`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain("PRIVATE");
  });
});

describe("methods", () => {
  it("answers HEAD like GET without a body", async () => {
    const get = await app.request("/");
    const head = await app.request("/", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe(get.headers.get("content-type"));
    expect(head.headers.get("cache-control")).toBe(REVALIDATE);
    expect(head.headers.get("content-length")).toBe(String((await get.text()).length));
    expect(await head.text()).toBe("");
  });

  it("answers HEAD for a precompressed asset with its encoding and no body", async () => {
    const res = await app.request("/assets/app-abc123.js", {
      method: "HEAD",
      headers: { "Accept-Encoding": "br" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("cache-control")).toBe(IMMUTABLE);
    expect(await res.text()).toBe("");
  });

  it("answers HEAD for an unknown path with 404 and no body", async () => {
    const res = await app.request("/nope", { method: "HEAD" });
    expect(res.status).toBe(404);
    expect(await res.text()).toBe("");
  });

  it.each([
    ["POST", "/"],
    ["PUT", "/about"],
    ["DELETE", "/assets/app-abc123.js"],
    ["PATCH", "/nope"],
    ["OPTIONS", "/"],
  ])("%s %s → 405 with Allow", async (method, path) => {
    const res = await app.request(path, { method });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("leaves other methods on /api/ to the API routes", async () => {
    const res = await app.request("/api/newsletter", { method: "POST" });
    expect(res.status).not.toBe(405);
  });
});

describe("security headers", () => {
  it.each([
    ["GET", "/", 200],
    ["GET", "/assets/app-abc123.js", 200],
    ["GET", "/nope", 404],
    ["GET", "/about/", 301],
    ["POST", "/", 405],
  ])("%s %s (%i) has nosniff and the referrer policy", async (method, path, status) => {
    const res = await app.request(path, { method });
    expect(res.status).toBe(status);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });
});

describe("errors", () => {
  it("answers 500 with a generic message and logs one JSON line", async () => {
    const broken = createTestSite(["404.html"]);
    mkdirSync(join(broken.clientDir, "404.html"));
    const errors: LogLine[] = [];
    try {
      const brokenApp = createApp({
        clientDir: broken.clientDir,
        log: () => {},
        logError: (line) => errors.push(line),
      });
      const res = await brokenApp.request("/missing", { headers: { "Accept-Encoding": "br" } });
      expect(res.status).toBe(500);
      expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      const body = await res.text();
      expect(body).toBe("Internal Server Error");
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatchObject({ level: "error", method: "GET", path: "/missing" });
      expect(String(errors[0]?.message)).toContain("EISDIR");
    } finally {
      broken.remove();
    }
  });
});

describe("request log", () => {
  it("logs one line per request with time, method, path, status and ms", async () => {
    logged.length = 0;
    await app.request("/about");
    await app.request("/nope", { method: "HEAD" });
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatchObject({ method: "GET", path: "/about", status: 200 });
    expect(logged[1]).toMatchObject({ method: "HEAD", path: "/nope", status: 404 });
    for (const line of logged) {
      expect(Number.isNaN(Date.parse(String(line.time)))).toBe(false);
      expect(typeof line.ms).toBe("number");
    }
  });
});
