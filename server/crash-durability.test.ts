import type { ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exited, startServerProcess, stopProcess } from "../scripts/support/server-process.ts";
import { type SiteverifyStandIn, startSiteverifyStandIn } from "../scripts/support/siteverify-stand-in.ts";
import { createTestSite, type TestSite, testSiteEnv } from "../scripts/support/test-site.ts";
import { openSqliteStore, SQLITE_FILE } from "./store/sqlite-store.ts";

const _ROOT = resolve(import.meta.dirname, "..");
const CONTACTS = 200;
const SIGN_UPS = 100;
const LANES = 12;
/** Kill the server once this many submissions were answered: mid-burst. */
const KILL_AFTER = 120;

interface Submission {
  path: "/api/contact" | "/api/newsletter";
  /** The description (contact) or address (newsletter) that identifies it in the store. */
  key: string;
  body: Record<string, string>;
  /** HTTP status, or 0 when no answer arrived. */
  status?: number;
}

function submissions(): Submission[] {
  const run = randomUUID();
  const contacts: Submission[] = Array.from({ length: CONTACTS }, (_, n) => {
    const key = `Crash test enquiry ${n} of run ${run}`;
    return {
      path: "/api/contact",
      key,
      body: {
        firstName: "Crash",
        lastName: `Tester ${n}`,
        email: `crash${n}@example.org`,
        budget: "discuss",
        description: key,
        turnstileToken: `token-${run}-${n}`,
      },
    };
  });
  const signUps: Submission[] = Array.from({ length: SIGN_UPS }, (_, n) => {
    const key = `reader${n}-${run}@example.org`;
    return { path: "/api/newsletter", key, body: { email: key } };
  });
  // Interleave, so the kill lands amid both kinds.
  return contacts.flatMap((contact, n) =>
    n < signUps.length ? [contact, signUps[n] as Submission] : [contact],
  );
}

/** Sends every submission over `LANES` concurrent lanes; SIGKILLs the server after `KILL_AFTER` answers. */
async function burst(url: string, child: ChildProcess, all: Submission[]): Promise<void> {
  let next = 0;
  let answered = 0;
  const lane = async () => {
    for (let item = all[next++]; item; item = all[next++]) {
      try {
        const response = await fetch(`${url}${item.path}`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(item.body),
        });
        await response.arrayBuffer();
        item.status = response.status;
      } catch {
        item.status = 0;
      }
      answered += 1;
      if (answered === KILL_AFTER) child.kill("SIGKILL");
    }
  };
  await Promise.all(Array.from({ length: LANES }, lane));
}

describe("a server killed in the middle of a burst of submissions", () => {
  let site: TestSite;
  let standIn: SiteverifyStandIn;
  let dataDir: string;
  const children: ChildProcess[] = [];
  const all = submissions();

  const serve = async () => {
    const started = await startServerProcess({
      ...testSiteEnv({ distDir: site.distDir, dataDir }),
      DATABASE_URL: "",
      TURNSTILE_VERIFY_URL: standIn.url,
      RATE_LIMIT_MAX: "100000",
      SMTP_URL: "",
    });
    children.push(started.child);
    return started;
  };

  beforeAll(async () => {
    site = createTestSite();
    dataDir = mkdtempSync(join(tmpdir(), "crash-data-"));
    standIn = await startSiteverifyStandIn();
  });
  afterAll(async () => {
    for (const child of children) await stopProcess(child, "SIGKILL");
    await standIn.close();
    site.remove();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("keeps every answered submission and restarts on the same store", { timeout: 180_000 }, async () => {
    const first = await serve();
    await burst(first.url, first.child, all);
    await exited(first.child);
    expect(first.child.signalCode).toBe("SIGKILL");

    const accepted = all.filter((item) => item.status === 200);
    const unanswered = all.filter((item) => item.status === 0);
    expect(all.filter((item) => item.status !== 200 && item.status !== 0)).toEqual([]);
    // The kill landed mid-burst: some were answered, some were not.
    expect(accepted.length).toBeGreaterThanOrEqual(KILL_AFTER - LANES);
    expect(unanswered.length).toBeGreaterThan(0);

    const second = await serve();
    const home = await fetch(second.url);
    await home.arrayBuffer();
    expect(home.status).toBe(200);
    const reader = openSqliteStore(dataDir, { readonly: true });
    try {
      const enquiries = await reader.listEnquiries();
      const descriptions = new Set(enquiries.map((enquiry) => enquiry.description));
      const emails = new Set((await reader.listSubscriptions()).map((s) => s.email));
      const lost = accepted.filter((item) => !descriptions.has(item.key) && !emails.has(item.key));
      expect(lost).toEqual([]);

      // Consistent: nothing stored twice, every enquiry has its queued enquiry notice and every
      // subscription its confirmation request.
      expect(descriptions.size).toBe(enquiries.length);
      const subscriptions = await reader.listSubscriptions();
      const queued = await reader.dueMails(new Date(Date.now() + 86_400_000), 10_000);
      const about = (kind: "enquiry-notice" | "confirmation-request") =>
        queued
          .flatMap((item) =>
            item.kind !== kind
              ? []
              : [item.kind === "enquiry-notice" ? item.enquiry.id : item.subscription.id],
          )
          .sort((a, b) => a - b);
      expect(about("enquiry-notice")).toEqual(enquiries.map((enquiry) => enquiry.id));
      expect(about("confirmation-request")).toEqual(subscriptions.map((subscription) => subscription.id));
      expect(await reader.outboxSummary()).toMatchObject({
        sent: 0,
        queued: enquiries.length + subscriptions.length,
      });
    } finally {
      await reader.close();
    }

    const db = new Database(join(dataDir, SQLITE_FILE), { readonly: true });
    try {
      expect(db.pragma("integrity_check", { simple: true })).toBe("ok");
      expect(db.pragma("foreign_key_check")).toEqual([]);
    } finally {
      db.close();
    }

    // The restarted server keeps accepting submissions into the same store.
    const late = await fetch(`${second.url}/api/newsletter`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "after-restart@example.org" }),
    });
    await late.arrayBuffer();
    expect(late.status).toBe(200);
    await stopProcess(second.child);
    expect(second.child.exitCode).toBe(0);
    const after = openSqliteStore(dataDir, { readonly: true });
    const emails = (await after.listSubscriptions()).map((s) => s.email);
    await after.close();
    expect(emails).toContain("after-restart@example.org");
  });
});
