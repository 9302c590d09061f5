import { chmodSync, readdirSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { startServerProcess, stopProcess } from "../scripts/support/server-process.ts";
import { createTestSite, testSiteEnv } from "../scripts/support/test-site.ts";
import { freeBytes, writeRefusingFolder } from "../tests/support/server/write-refusing-folder.ts";

// `node server/start.ts` with its SQLite store in a data folder that stops taking writes (a full
// disk where the test may mount a tmpfs, else a read-only folder): /readyz must say so.

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe("readiness while the data folder refuses writes", () => {
  it("/readyz answers 503 while the disk refuses writes, saying why in the log, and 200 once it takes them again", async () => {
    const site = createTestSite();
    const folder = writeRefusingFolder();
    cleanups.push(
      () => site.remove(),
      () => folder.remove(),
    );
    // A server that runs as another user must be able to read the build (mkdtemp makes it 0700).
    if (folder.runAs) chmodSync(site.root, 0o755);
    const server = await startServerProcess(
      { ...testSiteEnv({ distDir: site.distDir, dataDir: folder.path }), DATABASE_URL: "", SMTP_URL: "" },
      folder.runAs,
    );
    cleanups.push(() => stopProcess(server.child, "SIGKILL"));
    let output = "";
    server.child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString("utf8");
    });
    const ready = async () => {
      const response = await fetch(`${server.url}/readyz`);
      await response.arrayBuffer();
      return response.status;
    };

    expect(await ready()).toBe(200);
    folder.refuseWrites();
    if (folder.how === "full") expect(freeBytes(folder.path)).toBe(0);
    expect(await ready()).toBe(503);
    expect(await ready()).toBe(503);
    folder.allowWrites();
    expect(await ready()).toBe(200);

    // The request log says why, as for any other reason not to be ready.
    const notReady = () =>
      output
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line) as { notReady?: string })
        .flatMap((line) => (line.notReady ? [line.notReady] : []));
    await expect.poll(notReady).toHaveLength(2);
    expect(notReady()[0]).toMatch(
      folder.how === "full" ? /refuses writes: ENOSPC/ : /refuses writes: EACCES/,
    );
    // The probes leave nothing behind, refused or not.
    expect(readdirSync(folder.path).filter((name) => name.startsWith(".write-probe"))).toEqual([]);
    expect(server.child.exitCode).toBeNull();
  }, 60_000);
});
