import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REDIRECT_CACHE } from "../../contracts/cache-rules.ts";
import { SERVER_SETTINGS_FILE } from "../../contracts/server-settings.ts";
import { createTestSite, TEST_SETTINGS, type TestSite, testConfig } from "../../scripts/support/test-site.ts";
import { type RunningServer, startServer } from "../main.ts";

const SITE_ORIGIN = "https://www.example.test";

/** The real server on a fake build whose settings carry the rules of content/redirects.yaml. */
describe("the redirects of content/redirects.yaml", () => {
  let site: TestSite;
  let server: RunningServer;
  const get = (path: string, method = "GET") => fetch(`${server.url}${path}`, { method, redirect: "manual" });

  beforeAll(async () => {
    site = createTestSite();
    const redirects = [
      { from: "/services/old-name", to: "/about", status: 301 },
      { from: "/promo", to: "/projects", status: 302 },
      { from: "/kept-method", to: "/about", status: 308 },
      { from: "/elsewhere", to: "https://partner.example.org/page", status: 307 },
    ];
    writeFileSync(join(site.distDir, SERVER_SETTINGS_FILE), JSON.stringify({ ...TEST_SETTINGS, redirects }));
    server = await startServer(
      testConfig(site, {
        SITE_ORIGIN,
        TURNSTILE_SECRET_KEY: "0x4AAAAAAA-redirects-test-secret",
        NEWSLETTER_SECRET: "redirects-test-newsletter-secret-0123456789",
      }),
      { log: () => {} },
    );
  });
  afterAll(async () => {
    await server?.close();
    site?.remove();
  });

  it("answers an old address with a 301 to its new page on SITE_ORIGIN, keeping the query", async () => {
    const response = await get("/services/old-name?utm_source=mail");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(`${SITE_ORIGIN}/about?utm_source=mail`);
    expect(response.headers.get("cache-control")).toBe(REDIRECT_CACHE);
  });

  it("answers with each rule's own status, and HEAD as GET", async () => {
    expect((await get("/promo")).status).toBe(302);
    expect((await get("/kept-method", "HEAD")).status).toBe(308);
    const away = await get("/elsewhere?x=1");
    expect([away.status, away.headers.get("location")]).toEqual([307, "https://partner.example.org/page"]);
  });

  it("leaves every other path to the site: a page, and an unknown path's 404", async () => {
    expect((await get("/about")).status).toBe(200);
    expect((await get("/services/old-name-2")).status).toBe(404);
  });
});
