import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REDIRECT_CACHE } from "../../contracts/cache-rules.ts";
import { CDN_FOLDERS, CDN_REDIRECTS_FILE } from "../../contracts/deploy-files.ts";
import { type RedirectRule, SERVER_SETTINGS_FILE } from "../../contracts/server-settings.ts";
import { TEST_SETTINGS } from "../../scripts/support/test-site.ts";
import { netlifyRuleFor, readNetlifyRedirects } from "../../tests/support/netlify/netlify-rules.ts";
import { type RunningNginx, startNginx } from "../../tests/support/server/nginx.ts";
import { rawRequest } from "../../tests/support/server/raw-request.ts";
import { cloudflareRedirects } from "./cdn-redirects.ts";
import { writeDeployFiles } from "./deploy-files.ts";
import { checkedRedirectRules, redirectRuleProblem } from "./redirect-rules.ts";

/**
 * Redirects from elsewhere (content kept with the site, later) fed to the writers of every host's
 * rules: written into both `_redirects` and the nginx include, and answered by Netlify's redirect
 * engine and Debian's nginx.
 */

const SERVER_NAME = "www.example.test";
const ROUTES = ["/", "/about"];
const REDIRECTS: RedirectRule[] = [
  { from: "/old-about", to: "/about", status: 301 },
  { from: "/caf%C3%A9", to: "https://blog.example.test/cafe?from=site", status: 302 },
];

describe("a redirect rule", () => {
  it.each<[string, RedirectRule]>([
    ["a path to a path", { from: "/old", to: "/new", status: 301 }],
    ["a percent-encoded path to a path with a query", { from: "/caf%C3%A9", to: "/cafe?x=1", status: 308 }],
    ["a path to another site", { from: "/shop", to: "https://shop.example.com/", status: 302 }],
  ])("is fine as %s", (_case, rule) => {
    expect(redirectRuleProblem(rule)).toBeUndefined();
  });

  it.each<[string, RedirectRule, string]>([
    ["status 404", { from: "/old", to: "/new", status: 404 as 301 }, "has status 404"],
    ["no leading slash", { from: "old", to: "/new", status: 301 }, "must start with one /"],
    [
      "a protocol-relative from",
      { from: "//evil.example", to: "/new", status: 301 },
      "must start with one /",
    ],
    ["a space", { from: "/old page", to: "/new", status: 301 }, "must be a literal path"],
    ["a placeholder", { from: "/blog/:slug", to: "/new", status: 301 }, "must be a literal path"],
    ["a splat", { from: "/blog/*", to: "/new", status: 301 }, "must be a literal path"],
    ["a query", { from: "/old?x=1", to: "/new", status: 301 }, "must be a literal path"],
    ["broken encoding", { from: "/caf%C3", to: "/new", status: 301 }, "does not start a valid UTF-8 escape"],
    ["an encoded line break", { from: "/a%0Db", to: "/new", status: 301 }, "control character"],
    ["an encoded space", { from: "/a%20b", to: "/new", status: 301 }, "decodes to a space"],
    ["a $ in the target", { from: "/old", to: "/$host", status: 301 }, "holds a space"],
    ["a relative target", { from: "/old", to: "new", status: 301 }, "must go to a path on the site"],
    ["a script target", { from: "/old", to: "javascript:alert(1)", status: 301 }, "must go to a path"],
  ])("is refused with %s, saying why", (_case, rule, why) => {
    expect(redirectRuleProblem(rule)).toContain(why);
  });

  it("is refused twice from the same path, and a writer throws rather than write it", () => {
    const twice = [...REDIRECTS, { from: "/old-about", to: "/", status: 301 as const }];
    expect(() => checkedRedirectRules(twice)).toThrow('Two redirects from "/old-about": to /about and to /.');
    expect(() => cloudflareRedirects(ROUTES, [{ from: "/about/", to: "/", status: 301 }])).toThrow(
      'Two redirects from "/about/"',
    );
  });
});

let distDir: string;
const written = (folder: string, file: string) => readFileSync(join(distDir, folder, file), "utf8");
let nginx: RunningNginx;

beforeAll(async () => {
  distDir = join(mkdtempSync(join(tmpdir(), "redirect-rules-")), "dist");
  mkdirSync(join(distDir, "client/about"), { recursive: true });
  writeFileSync(join(distDir, "client/index.html"), "<!doctype html><title>Home</title>");
  writeFileSync(join(distDir, "client/about/index.html"), "<!doctype html><title>About</title>");
  writeFileSync(
    join(distDir, SERVER_SETTINGS_FILE),
    JSON.stringify({ ...TEST_SETTINGS, redirects: REDIRECTS }),
  );
  await writeDeployFiles(distDir, ROUTES);
  // nginx's workers run as an unprivileged user when started by root.
  chmodSync(join(distDir, ".."), 0o755);
  // Nothing here reaches the Node server: a port nobody listens on.
  nginx = await startNginx({ distDir, serverName: SERVER_NAME, upstream: "127.0.0.1:9" });
});

afterAll(async () => {
  await nginx?.close();
  if (distDir) rmSync(join(distDir, ".."), { recursive: true, force: true });
});

describe("redirects fed to the writers of every host's rules", () => {
  it("come first in Cloudflare's _redirects, before the routes' trailing slashes", () => {
    const rules = written(CDN_FOLDERS.cloudflare, CDN_REDIRECTS_FILE)
      .split("\n")
      .filter((line) => line && !line.startsWith("#"));
    expect(rules).toEqual([
      "/old-about /about 301",
      "/caf%C3%A9 https://blog.example.test/cafe?from=site 302",
      "/about/ /about 301",
    ]);
  });

  it("are forced redirects in Netlify's _redirects, as its build and redirect engine read them", async () => {
    const file = join(distDir, CDN_FOLDERS.netlify, CDN_REDIRECTS_FILE);
    expect((await readNetlifyRedirects(file)).errors).toEqual([]);
    const redirects = readFileSync(file, "utf8");
    expect(await netlifyRuleFor(redirects, `https://${SERVER_NAME}/old-about`)).toMatchObject({
      to: "/about",
      status: 301,
      force: true,
    });
    expect(await netlifyRuleFor(redirects, `https://${SERVER_NAME}/caf%C3%A9`)).toMatchObject({
      to: "https://blog.example.test/cafe?from=site",
      status: 302,
    });
  });

  it("are answered by nginx on the server name, with the query, a day's caching and the security headers", async () => {
    const origin = `https://127.0.0.1:${nginx.httpsPort}`;
    const moved = await rawRequest(`${origin}/old-about?ref=mail`, { headers: { Host: "evil.example" } });
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe(`https://${SERVER_NAME}/about?ref=mail`);
    expect(moved.headers["cache-control"]).toBe(REDIRECT_CACHE);
    expect(moved.headers["x-content-type-options"]).toBe("nosniff");
    const away = await rawRequest(`${origin}/caf%C3%A9?ref=mail`);
    expect(away.status).toBe(302);
    expect(away.headers.location).toBe("https://blog.example.test/cafe?from=site");
    expect(nginx.output()).not.toMatch(/\[emerg\]/);
  });
});
