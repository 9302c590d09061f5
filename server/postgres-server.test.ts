import { type ChildProcess, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { startServerProcess, stopProcess } from "../scripts/support/server-process.ts";
import { startSiteverifyStandIn } from "../scripts/support/siteverify-stand-in.ts";
import { createTestSite, SAMPLE_ENQUIRY, testConfig, testSiteEnv } from "../scripts/support/test-site.ts";
import { testPostgresPerFile } from "../tests/support/server/test-postgres.ts";
import { startServer } from "./main.ts";
import { openPostgresStore } from "./store/postgres-store.ts";
import { SQLITE_FILE } from "./store/sqlite-store.ts";

// The server with DATABASE_URL set, end to end: real HTTP requests, kept in a throwaway PostgreSQL
// cluster, read back through the PostgreSQL store and through `site leads`.

const ROOT = resolve(import.meta.dirname, "..");
const testPostgres = testPostgresPerFile();

const ENQUIRY = SAMPLE_ENQUIRY;

function post(url: string, body: unknown): Promise<Response> {
  return fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

function siteLeads(args: string[], env: Record<string, string>) {
  const run = spawnSync(process.execPath, [join(ROOT, "bin/site.js"), "leads", ...args], {
    cwd: ROOT,
    env: { ...process.env, GITHUB_ACTIONS: "", DATA_DIR: "", SITE_ROOT: "", ...env },
    encoding: "utf8",
    timeout: 60_000,
  });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe("the server with DATABASE_URL", () => {
  it("keeps a contact enquiry and a newsletter sign-up posted over HTTP in PostgreSQL", async () => {
    const url = await testPostgres().createDatabase();
    const site = createTestSite();
    const standIn = await startSiteverifyStandIn();
    const server = await startServer(
      testConfig(site, { DATABASE_URL: url, TURNSTILE_VERIFY_URL: standIn.url }),
      { log: () => {}, logError: () => {} },
    );
    try {
      const contact = await post(`${server.url}/api/contact`, { ...ENQUIRY, turnstileToken: "token-pg-1" });
      expect(contact.status).toBe(200);
      expect(await contact.json()).toMatchObject({ success: true });
      const again = await post(`${server.url}/api/contact`, { ...ENQUIRY, turnstileToken: "token-pg-1" });
      // The same submission again (a double click): the same answer, nothing more stored.
      expect(again.status).toBe(200);
      expect(await again.json()).toMatchObject({ success: true });

      const signUp = await post(`${server.url}/api/newsletter`, { email: "Reader@Example.com" });
      expect(signUp.status).toBe(200);
      expect(await signUp.json()).toMatchObject({ success: true });
      const signUpAgain = await post(`${server.url}/api/newsletter`, { email: "reader@example.com" });
      expect(signUpAgain.status).toBe(200);
      await signUpAgain.arrayBuffer();
      expect(standIn.calls.map((call) => call.response)).toEqual(["token-pg-1"]);

      const reader = await openPostgresStore(url, { readonly: true });
      try {
        const enquiries = await reader.listEnquiries();
        expect(enquiries).toEqual([
          {
            ...ENQUIRY,
            id: expect.any(Number),
            receivedAt: expect.any(String),
            state: "received",
            spamReason: null,
          },
        ]);
        expect(new Date(enquiries[0]?.receivedAt ?? "").toISOString()).toBe(enquiries[0]?.receivedAt);
        const subscriptions = await reader.listSubscriptions();
        expect(subscriptions).toEqual([
          {
            id: expect.any(Number),
            email: "Reader@Example.com",
            subscribedAt: expect.any(String),
            state: "pending",
            confirmedAt: null,
            unsubscribedAt: null,
            spamReason: null,
          },
        ]);
        // No SMTP_URL: the enquiry notice and the one confirmation request wait in the outbox, in the same database.
        expect(await reader.outboxSummary()).toMatchObject({ sent: 0, queued: 2 });
      } finally {
        await reader.close();
      }
      // DATA_DIR is not used for the store.
      expect(existsSync(join(site.dataDir, SQLITE_FILE))).toBe(false);
    } finally {
      await server.close();
      await standIn.close();
      site.remove();
    }
  }, 30_000);

  it("runs as `node server/start.ts`, logging the database without its password, and `site leads` reads it", async () => {
    const cluster = testPostgres();
    const url = await cluster.createDatabase();
    const database = new URL(url).pathname.slice(1);
    const site = createTestSite();
    const standIn = await startSiteverifyStandIn();
    const emptyDir = mkdtempSync(join(tmpdir(), "leads-empty-"));
    let child: ChildProcess | undefined;
    try {
      const started = await startServerProcess({
        ...testSiteEnv(site),
        DATABASE_URL: url,
        TURNSTILE_VERIFY_URL: standIn.url,
        SMTP_URL: "",
      });
      child = started.child;
      expect(started.line).toMatch(
        new RegExp(
          `; enquiries and subscriptions are kept in PostgreSQL database "${database}" on 127\\.0\\.0\\.1:${cluster.port} as user "postgres"$`,
        ),
      );
      expect(started.line).not.toContain(cluster.password);
      const serverUrl = /at (http:\/\/[^;\s]+);/.exec(started.line)?.[1] ?? "";
      const signUp = await post(`${serverUrl}/api/newsletter`, { email: "cli-reader@example.com" });
      expect(signUp.status).toBe(200);
      await signUp.arrayBuffer();

      const list = siteLeads(["list", "--kind", "subscriptions"], { DATABASE_URL: url });
      expect(list.stderr).not.toContain(cluster.password);
      expect(list.code).toBe(0);
      expect(list.stdout).toContain("cli-reader@example.com");

      const exported = siteLeads(["export", "--kind", "subscriptions", "--format", "json"], {
        DATABASE_URL: url,
      });
      expect(exported.code).toBe(0);
      // Not confirmed yet: left out unless asked for.
      expect(JSON.parse(exported.stdout)).toEqual([]);
      const withPending = siteLeads(
        ["export", "--kind", "subscriptions", "--format", "json", "--include-pending"],
        {
          DATABASE_URL: url,
        },
      );
      expect(withPending.code).toBe(0);
      expect(JSON.parse(withPending.stdout)).toEqual([
        {
          id: expect.any(Number),
          email: "cli-reader@example.com",
          subscribedAt: expect.any(String),
          state: "pending",
          confirmedAt: null,
        },
      ]);

      // --data-dir still reads a SQLite folder, whatever DATABASE_URL says.
      const forced = siteLeads(["list", "--data-dir", emptyDir], { DATABASE_URL: url });
      expect(forced.code).toBe(1);
      expect(forced.stderr).toContain(`No leads store at ${join(emptyDir, SQLITE_FILE)} yet`);

      // An unreachable database: exit 1, a message naming it, never the password.
      const unreachable = siteLeads(["list"], {
        DATABASE_URL: "postgresql://web:s3cret-pw@127.0.0.1:1/site",
      });
      expect(unreachable.code).toBe(1);
      expect(unreachable.stderr).toMatch(
        /^site: Cannot connect to the leads store, PostgreSQL database "site"/,
      );
      expect(unreachable.stderr).not.toContain("s3cret-pw");
    } finally {
      if (child) await stopProcess(child);
      await standIn.close();
      site.remove();
      rmSync(emptyDir, { recursive: true, force: true });
    }
  }, 120_000);
});
