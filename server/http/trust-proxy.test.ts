import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SiteverifyStandIn, startSiteverifyStandIn } from "../../scripts/support/siteverify-stand-in.ts";
import {
  createTestSite,
  SAMPLE_ENQUIRY,
  type TestSite,
  testConfig,
} from "../../scripts/support/test-site.ts";
import { type RunningServer, startServer } from "../main.ts";

/**
 * TRUST_PROXY against a real server: the test's requests come from 127.0.0.1, the peer each
 * setting trusts or not. The client address the server settled on is the one it sends siteverify.
 */
let site: TestSite;
let standIn: SiteverifyStandIn;
beforeAll(async () => {
  site = createTestSite();
  standIn = await startSiteverifyStandIn();
});
afterAll(async () => {
  await standIn.close();
  site.remove();
});

/** Three hops as two proxies hand them on: the client's claim, the client, the first proxy. */
const CHAIN = "198.51.100.1, 203.0.113.7, 192.0.2.5";

describe.each([
  ["unset", undefined, { [CHAIN]: "127.0.0.1" }, false],
  ["a network the peer is not in", "10.0.0.0/8", { [CHAIN]: "127.0.0.1", "203.0.113.7": "127.0.0.1" }, false],
  [
    "the peer's address",
    "127.0.0.1",
    { [CHAIN]: "192.0.2.5", "203.0.113.7": "203.0.113.7", "": "127.0.0.1" },
    true,
  ],
  [
    "the peer and the first proxy's network",
    "192.0.2.0/24, ::1, 127.0.0.0/8",
    { [CHAIN]: "203.0.113.7" },
    true,
  ],
  ["two hops", "2", { [CHAIN]: "203.0.113.7", "203.0.113.7": "203.0.113.7" }, true],
  ["one hop", "1", { [CHAIN]: "192.0.2.5" }, true],
])("TRUST_PROXY %s", (_name, trustProxy, clients, protoBelieved) => {
  let server: RunningServer;
  beforeAll(async () => {
    const env = { TURNSTILE_VERIFY_URL: standIn.url, ...(trustProxy ? { TRUST_PROXY: trustProxy } : {}) };
    server = await startServer(testConfig(site, env), { log: () => {}, logError: () => {} });
  });
  afterAll(() => server.close());

  it.each(Object.entries(clients))("X-Forwarded-For %j: the client is %s", async (forwarded, client) => {
    const token = `token-${standIn.calls.length}-${Math.random()}`;
    const res = await fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...(forwarded ? { "X-Forwarded-For": forwarded } : {}) },
      body: JSON.stringify({ ...SAMPLE_ENQUIRY, turnstileToken: token }),
    });
    expect(res.status).toBe(200);
    expect(standIn.calls.find((call) => call.response === token)?.remoteip).toBe(client);
  });

  it(`${protoBelieved ? "believes" : "ignores"} X-Forwarded-Proto: https from the peer`, async () => {
    const res = await fetch(`${server.url}/about`, { headers: { "X-Forwarded-Proto": "https" } });
    expect(res.headers.has("strict-transport-security")).toBe(protoBelieved);
  });
});
