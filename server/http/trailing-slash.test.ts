import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { securityHeaderValues } from "../../contracts/security-headers.ts";
import { createTestSite, type TestSite, testConfig } from "../../scripts/support/test-site.ts";
import { expectSafeAnswer, HOSTILE_PATHS, wireHeader } from "../../tests/support/server/hostile-paths.ts";
import { wireGet } from "../../tests/support/server/raw-exchange.ts";
import type { LogLine } from "../log.ts";
import { type RunningServer, startServer } from "../main.ts";

/**
 * Hostile paths with a trailing slash, sent byte for byte to the real server (nothing on the way
 * encodes or normalizes them): never a split response, a Location off the site or a 500, and
 * always the security headers.
 */

const SITE_ORIGIN = "https://www.example.test";
const SECURITY_HEADERS = Object.keys(securityHeaderValues({}, false)).map((name) => name.toLowerCase());

describe.each<{ name: string; origin: string; env: Record<string, string> }>([
  { name: "without SITE_ORIGIN", origin: "", env: {} },
  {
    name: "with SITE_ORIGIN",
    origin: SITE_ORIGIN,
    env: {
      SITE_ORIGIN,
      // An https SITE_ORIGIN refuses Cloudflare's test secrets and a missing confirmation-link key.
      TURNSTILE_SECRET_KEY: "0x4AAAAAAA-trailing-slash-test-secret",
      NEWSLETTER_SECRET: "trailing-slash-test-newsletter-secret-0123456789",
    },
  },
])("a trailing slash on a hostile path, $name", ({ origin, env }) => {
  let site: TestSite;
  let server: RunningServer;
  let port: number;
  const errors: LogLine[] = [];

  beforeAll(async () => {
    site = createTestSite();
    server = await startServer(testConfig(site, env), {
      log: () => {},
      logError: (line) => errors.push(line),
    });
    port = Number(new URL(server.url).port);
  });
  afterAll(async () => {
    await server?.close();
    site?.remove();
  });

  it.each(HOSTILE_PATHS)("$path → $status", async (hostile) => {
    errors.length = 0;
    const responses = await wireGet(port, hostile.path);
    expectSafeAnswer(responses, hostile, origin);
    const [response] = responses;
    for (const name of SECURITY_HEADERS) expect(response && wireHeader(response, name), name).toBeDefined();
    if (hostile.status === 400) {
      expect(response?.body.toString("utf8")).toMatch(/^Bad Request: the address holds /);
    }
    expect(errors, "no error logged").toEqual([]);
  });
});
