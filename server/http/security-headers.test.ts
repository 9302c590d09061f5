import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TURNSTILE_ORIGIN } from "../../contracts/security-headers.ts";
import { postJson, startTestApp, type TestApp } from "../../tests/support/server/test-app.ts";
import { securityHeaders } from "./security-headers.ts";

const HASHES = [
  "sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=",
  "sha256-BBBB+/BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB=",
];
const MAPS = "https://www.google.com";

/** The policy as directive → sources. */
function parseCsp(header: string | null): Map<string, string[]> {
  expect(header).toBeTruthy();
  const directives = (header ?? "").split(";").map((part) => part.trim().split(/\s+/));
  return new Map(directives.map(([name = "", ...sources]) => [name, sources]));
}

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    trustProxy: true,
    rateLimitMax: 1,
    security: { scriptHashes: HASHES, frameOrigins: [MAPS] },
  });
});
afterAll(() => t.close());

type Send = () => Response | Promise<Response>;
let clients = 0;
/** A post from a client of its own, so only the rate-limit case meets the limit of one. */
const post = (path: string, body: unknown, headers: Record<string, string> = {}) => {
  clients += 1;
  return postJson(t.app, path, body, { "X-Forwarded-For": `198.51.100.${clients}`, ...headers });
};
const RESPONSES: [string, number, Send][] = [
  ["a page", 200, () => t.app.request("/about")],
  ["a page over HEAD", 200, () => t.app.request("/", { method: "HEAD" })],
  ["an asset", 200, () => t.app.request("/assets/app-abc123.js", { headers: { "Accept-Encoding": "br" } })],
  ["an image", 200, () => t.app.request("/img/x-abc.webp")],
  ["a missing page", 404, () => t.app.request("/no/such/page")],
  ["a trailing-slash redirect", 301, () => t.app.request("/about/")],
  ["a POST to a page", 405, () => t.app.request("/", { method: "POST" })],
  ["an unknown API path", 404, () => t.app.request("/api/nope")],
  ["a GET of a form route", 405, () => t.app.request("/api/contact")],
  ["a subscription", 200, () => post("/api/newsletter", { email: "ann@example.com" })],
  ["an invalid subscription", 400, () => post("/api/newsletter", { email: "nope" })],
  ["a cross-site post", 403, () => post("/api/newsletter", {}, { "Sec-Fetch-Site": "cross-site" })],
  [
    "a post that is not JSON",
    415,
    () => post("/api/newsletter", "email=a", { "Content-Type": "text/plain" }),
  ],
  ["an oversized post", 413, () => post("/api/newsletter", "x".repeat(40_000))],
  [
    "a rate-limited post",
    429,
    async () => {
      const same = { "X-Forwarded-For": "192.0.2.1" };
      await post("/api/newsletter", { email: "limit@example.com" }, same);
      return post("/api/newsletter", { email: "limit@example.com" }, same);
    },
  ],
];

describe("every response carries the security headers", () => {
  it.each(RESPONSES)("%s (%i)", async (_name, status, send) => {
    const res = await send();
    expect(res.status).toBe(status);
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("permissions-policy")).toContain("camera=()");
    expect(res.headers.get("permissions-policy")).toContain("geolocation=()");
    expect(res.headers.get("strict-transport-security")).toBeNull();
    expect(parseCsp(res.headers.get("content-security-policy")).get("frame-ancestors")).toEqual(["'none'"]);
  });
});

describe("Content-Security-Policy", () => {
  let csp: Map<string, string[]>;
  beforeAll(async () => {
    csp = parseCsp((await t.app.request("/")).headers.get("content-security-policy"));
  });

  it("runs only our own scripts, Turnstile's and the inline scripts by hash", () => {
    expect(csp.get("script-src")).toEqual(["'self'", TURNSTILE_ORIGIN, ...HASHES.map((hash) => `'${hash}'`)]);
    expect(csp.get("script-src")).not.toContain("'unsafe-inline'");
    expect(csp.get("script-src")).not.toContain("'unsafe-eval'");
  });

  it("frames only Turnstile and the given origins, and is framed by no one", () => {
    expect(csp.get("frame-src")).toEqual([TURNSTILE_ORIGIN, MAPS]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
  });

  it("loads everything else from 'self' only", () => {
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    for (const [name, sources] of csp) {
      if (name === "script-src" || name === "frame-src") continue;
      for (const source of sources) expect(source, `${name} ${source}`).not.toMatch(/^(https?:|\*|blob:)/);
    }
  });

  it("without options still allows Turnstile and no inline script", async () => {
    const app = new Hono().use(securityHeaders()).get("/", (c) => c.text("ok"));
    const plain = parseCsp((await app.request("/")).headers.get("content-security-policy"));
    expect(plain.get("script-src")).toEqual(["'self'", TURNSTILE_ORIGIN]);
    expect(plain.get("frame-src")).toEqual([TURNSTILE_ORIGIN]);
  });
});

describe("Strict-Transport-Security", () => {
  it("is sent for a request addressed over https", async () => {
    const res = await t.app.request("https://localhost/about");
    expect(res.headers.get("strict-transport-security")).toMatch(/^max-age=\d{7,}; includeSubDomains$/);
  });

  it.each([
    ["http", undefined, false],
    ["http", "https", true],
    ["https", "http", false],
  ])("follows the https test: %s with X-Forwarded-Proto %s → %s", async (scheme, proto, sent) => {
    const app = new Hono()
      .use(securityHeaders({ https: (c) => c.req.header("x-forwarded-proto") === "https" }))
      .get("/", (c) => c.text("ok"));
    const res = await app.request(`${scheme}://localhost/`, {
      headers: proto ? { "X-Forwarded-Proto": proto } : {},
    });
    expect(res.headers.has("strict-transport-security")).toBe(sent);
  });
});

describe("no stack trace reaches a client", () => {
  it("a failing store answers 503 with a plain message and logs the error", async () => {
    const broken = await startTestApp();
    try {
      await broken.store.close();
      const res = await postJson(broken.app, "/api/newsletter", { email: "ann@example.com" });
      expect(res.status).toBe(503);
      expect(res.headers.get("content-security-policy")).toBeTruthy();
      const text = await res.text();
      expect(Object.keys(JSON.parse(text))).toEqual(["success", "error"]);
      expect(text).not.toMatch(/stack|\bat\s|\.ts\b|\.js\b|Error/);
      expect(broken.logs).toEqual([expect.objectContaining({ status: 503, error: expect.any(String) })]);
      expect(JSON.parse(JSON.stringify(broken.logs[0]))).toEqual(broken.logs[0]);
    } finally {
      await broken.close();
    }
  });
});
