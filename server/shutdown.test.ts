import { afterEach, describe, expect, it } from "vitest";
import { exited, startServerProcess } from "../scripts/support/server-process.ts";
import { startSiteverifyStandIn } from "../scripts/support/siteverify-stand-in.ts";
import { createTestSite, SAMPLE_ENQUIRY, testSiteEnv } from "../scripts/support/test-site.ts";
import { openSqliteStore } from "./store/sqlite-store.ts";

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe("SIGTERM", () => {
  it("finishes the request in progress, refuses new connections, and exits 0 within 10 s", async () => {
    const site = createTestSite();
    // siteverify takes 1.5 s: the enquiry is still in progress when SIGTERM arrives.
    const standIn = await startSiteverifyStandIn(() => ({
      json: { success: true, hostname: "example.com", "error-codes": [] },
      delayMs: 1500,
    }));
    cleanups.push(
      () => site.remove(),
      () => standIn.close(),
    );
    const server = await startServerProcess({
      ...testSiteEnv(site),
      TURNSTILE_VERIFY_URL: standIn.url,
      SMTP_URL: "",
    });
    cleanups.push(() => {
      if (server.child.exitCode === null) server.child.kill("SIGKILL");
    });
    let output = "";
    server.child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString("utf8");
    });

    const inProgress = fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...SAMPLE_ENQUIRY, turnstileToken: "token-shutdown" }),
    });
    while (standIn.calls.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    const signalled = Date.now();
    const exitCode = new Promise<number | null>((resolve) =>
      server.child.once("exit", (code) => resolve(code)),
    );
    server.child.kill("SIGTERM");

    const answer = await inProgress;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ success: true });
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
    expect(await exitCode).toBe(0);
    await exited(server.child);
    expect(Date.now() - signalled).toBeLessThan(10_000);
    expect(output).toContain("SIGTERM received");

    const store = openSqliteStore(site.dataDir, { readonly: true });
    cleanups.push(() => store.close());
    expect(await store.listEnquiries()).toHaveLength(1);
  }, 60_000);
});
