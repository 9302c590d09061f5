import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestSite, type TestSite } from "../../scripts/support/test-site.ts";
import { createApp } from "../app.ts";
import type { LogLine } from "../log.ts";
import { openSqliteStore } from "../store/sqlite-store.ts";

let site: TestSite;
beforeAll(() => {
  site = createTestSite();
});
afterAll(() => site.remove());

describe("health checks", () => {
  it("/healthz answers 200 while the process serves, uncached", async () => {
    const app = createApp({
      clientDir: site.clientDir,
      log: () => {},
      ready: () => Promise.reject(new Error("x")),
    });
    const res = await app.request("/healthz");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.text()).toBe("ok\n");
  });

  it("/readyz answers 200 while the store is open and migrated, 503 once it is not, the reason only logged", async () => {
    const store = openSqliteStore(site.dataDir);
    const logs: LogLine[] = [];
    const app = createApp({
      clientDir: site.clientDir,
      log: (line) => logs.push(line),
      ready: () => store.checkReady(),
    });
    const ready = await app.request("/readyz");
    expect(ready.status).toBe(200);
    expect(ready.headers.get("cache-control")).toBe("no-store");
    await store.close();
    const gone = await app.request("/readyz");
    expect(gone.status).toBe(503);
    expect(await gone.text()).toBe("not ready\n");
    expect(logs.at(-1)).toMatchObject({
      path: "/readyz",
      status: 503,
      notReady: expect.stringMatching(/not open/),
    });
  });

  it("/readyz answers 503 when the check does not answer within 2 s", async () => {
    const app = createApp({ clientDir: site.clientDir, log: () => {}, ready: () => new Promise(() => {}) });
    const started = Date.now();
    expect((await app.request("/readyz")).status).toBe(503);
    expect(Date.now() - started).toBeLessThan(4000);
  }, 10_000);
});
