import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestSite } from "../../scripts/support/test-site.ts";
import { createApp } from "../app.ts";
import type { LogLine } from "../log.ts";
import { type LeadsStore, StoreOpenError } from "./leads-store.ts";
import { openSqliteStore } from "./sqlite-store.ts";
import { openStoreInWorker } from "./worker-client.ts";

const CRASHING_WORKER = new URL("../../tests/support/server/crashing-store-worker.ts", import.meta.url);

type CrashingStore = LeadsStore & { crash(): Promise<never> };

const ENQUIRY = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.org",
  phone: "",
  company: "",
  serviceInterest: "Custom Software Development",
  budget: "",
  description: "Kept before the crash.",
};

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "store-worker-"));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("a store in a worker thread", () => {
  it("forwards every method of the hosted store, also one the worker code never names", async () => {
    const store = await openStoreInWorker<CrashingStore>({
      entry: CRASHING_WORKER,
      workerData: { dataDir: join(root, "data") },
      label: "the test store",
    });
    try {
      expect(Object.keys(store).sort()).toEqual(
        expect.arrayContaining(["crash", "saveEnquiry", "listEnquiries", "checkReady", "close"]),
      );
      expect(await store.saveEnquiry(ENQUIRY, "token-1")).toEqual({ created: true, id: 1 });
      const [kept] = await store.listEnquiries();
      expect(kept).toMatchObject({ ...ENQUIRY, id: 1 });
      expect(new Date(kept?.receivedAt ?? "").getTime()).toBeGreaterThan(Date.now() - 60_000);
    } finally {
      await store.close();
    }
  }, 30_000);

  it("when the worker dies: rejects the call in progress and every later one, logs it once, fails readiness", async () => {
    const logs: LogLine[] = [];
    const dataDir = join(root, "data");
    const store = await openStoreInWorker<CrashingStore>({
      entry: CRASHING_WORKER,
      workerData: { dataDir },
      label: "the test store",
      log: (line) => logs.push(line),
    });
    await store.saveEnquiry(ENQUIRY, "token-1");

    await expect(store.crash()).rejects.toThrow(
      "The worker thread of the test store stopped (simulated crash).",
    );
    await expect(store.saveSubscription("late@example.org")).rejects.toThrow(/stopped \(simulated crash\)/);
    await expect(store.checkReady()).rejects.toThrow(/stopped/);
    expect(logs).toEqual([
      expect.objectContaining({
        level: "error",
        event: "store-worker-stopped",
        message: expect.stringMatching(
          /^The worker thread of the test store stopped \(simulated crash\): form submissions are refused and \/readyz answers 503/,
        ),
      }),
    ]);

    const site = createTestSite();
    try {
      const app = createApp({ clientDir: site.clientDir, log: () => {}, ready: () => store.checkReady() });
      expect((await app.request("/readyz")).status).toBe(503);
    } finally {
      site.remove();
    }
    await store.close(); // nothing left to close: resolves

    const reader = openSqliteStore(dataDir, { readonly: true });
    expect(await reader.listEnquiries()).toHaveLength(1);
    await reader.close();
  }, 30_000);

  it("closes: the worker stops, later calls are refused, nothing is logged", async () => {
    const logs: LogLine[] = [];
    const store = await openStoreInWorker<CrashingStore>({
      entry: CRASHING_WORKER,
      workerData: { dataDir: join(root, "data") },
      label: "the test store",
      log: (line) => logs.push(line),
    });
    await store.close();
    await expect(store.listEnquiries()).rejects.toThrow("The test store is not open: it was closed.");
    expect(logs).toEqual([]);
  }, 30_000);

  it("rejects the open with a StoreOpenError when the worker cannot start or the store cannot open", async () => {
    const missing = openStoreInWorker<LeadsStore>({
      entry: new URL("./no-such-worker.mjs", import.meta.url),
      workerData: {},
      label: "the test store",
    });
    await expect(missing).rejects.toThrow(StoreOpenError);
    await expect(missing).rejects.toThrow(/^Cannot start the worker thread of the test store: /);

    const badData = openStoreInWorker<LeadsStore>({
      entry: CRASHING_WORKER,
      workerData: {},
      label: "the test store",
    });
    await expect(badData).rejects.toThrow(/workerData\.dataDir is missing/);
  }, 30_000);
});
