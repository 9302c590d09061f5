import { afterEach, describe, expect, it } from "vitest";
import { type ServerProcess, startServerProcess, stopProcess } from "../scripts/support/server-process.ts";
import { startSiteverifyStandIn } from "../scripts/support/siteverify-stand-in.ts";
import { createTestSite, SAMPLE_ENQUIRY, testSiteEnv } from "../scripts/support/test-site.ts";
import { testPostgresPerFile } from "../tests/support/server/test-postgres.ts";
import { startTestSmtp, type TestSmtp } from "../tests/support/server/test-smtp.ts";
import { openPostgresStore } from "./store/postgres-store.ts";

// `node server/start.ts` on PostgreSQL while the database restarts or stops: the process must
// never exit, form posts fail into 503 (or the no-JS form's 303) while it is away, and everything
// resumes once it is back, without restarting the server.

const testPostgres = testPostgresPerFile();
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A server process on a fresh database, with its output kept line by line and its exit noted. */
interface WatchedServer extends ServerProcess {
  databaseUrl: string;
  smtp: TestSmtp;
  /** Every line it wrote to stdout and stderr after it started serving. */
  lines: string[];
  /** Set when the process has exited. */
  exit: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  /** The JSON lines of stdout with this `event`. */
  events(event: string): Record<string, unknown>[];
}

async function startWatchedServer(): Promise<WatchedServer> {
  const databaseUrl = await testPostgres().createDatabase();
  const site = createTestSite();
  const standIn = await startSiteverifyStandIn();
  const smtp = await startTestSmtp();
  cleanups.push(
    () => site.remove(),
    () => standIn.close(),
    () => smtp.close(),
  );
  const started = await startServerProcess({
    ...testSiteEnv(site),
    DATABASE_URL: databaseUrl,
    TURNSTILE_VERIFY_URL: standIn.url,
    SMTP_URL: smtp.url,
    RATE_LIMIT_MAX: "100000",
    OUTBOX_LEASE_SECONDS: "5",
  });
  cleanups.push(() => stopProcess(started.child, "SIGKILL"));
  const watched: WatchedServer = {
    ...started,
    databaseUrl,
    smtp,
    lines: [],
    exit: undefined,
    events: (event) =>
      watched.lines.flatMap((line) => {
        if (!line.startsWith("{")) return [];
        const record = JSON.parse(line) as Record<string, unknown>;
        return record.event === event ? [record] : [];
      }),
  };
  let partial = "";
  const collect = (chunk: Buffer) => {
    const text = partial + chunk.toString("utf8");
    const complete = text.split("\n");
    partial = complete.pop() ?? "";
    watched.lines.push(...complete);
  };
  started.child.stdout?.on("data", collect);
  started.child.stderr?.on("data", collect);
  started.child.once("exit", (code, signal) => {
    watched.exit = { code, signal };
  });
  return watched;
}

/** One form post, identified by `key`: `enquiry-<n>` (its description) or an address. */
interface Post {
  key: string;
  path: "/api/contact" | "/api/newsletter";
  body: Record<string, string>;
}

function nthPost(n: number): Post {
  if (n % 2 === 0) {
    const key = `Outage enquiry ${n}.`;
    return {
      key,
      path: "/api/contact",
      body: { ...SAMPLE_ENQUIRY, description: key, turnstileToken: `token-${n}` },
    };
  }
  const key = `reader-${n}@example.org`;
  return { key, path: "/api/newsletter", body: { email: key } };
}

async function send(url: string, post: Post): Promise<number> {
  try {
    const response = await fetch(`${url}${post.path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(post.body),
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0; // no answer: the process is gone
  }
}

function countAcknowledged(answered: ReadonlyMap<string, number>): number {
  return [...answered.values()].filter((status) => status === 200).length;
}

/** What a mail is about: the enquiry's description, or the address a confirmation went to. */
function mailKey(mail: TestSmtp["received"][number]): string {
  const enquiry = /Outage enquiry \d+\./.exec(mail.text)?.[0];
  return enquiry ?? mail.envelopeTo[0] ?? "";
}

describe("the server on PostgreSQL while the database restarts", () => {
  it("never exits, loses no acknowledged lead and mails each once, through three fast restarts under load", async () => {
    const server = await startWatchedServer();
    const answered = new Map<string, number>();
    let next = 0;
    let loading = true;
    // Two clients posting forms, about 20 a second in all, and a load balancer asking /readyz on
    // four connections: every check holds a connection too.
    const lane = async () => {
      while (loading && server.exit === undefined) {
        const post = nthPost(next++);
        answered.set(post.key, await send(server.url, post));
        await sleep(100);
      }
    };
    const readiness = async () => {
      while (loading && server.exit === undefined) {
        await fetch(`${server.url}/readyz`).then(
          (response) => response.arrayBuffer(),
          () => undefined,
        );
        await sleep(10);
      }
    };
    const load = Promise.all([lane(), lane(), readiness(), readiness(), readiness(), readiness()]);
    for (let restart = 0; restart < 3; restart += 1) {
      await sleep(800);
      await testPostgres().restart();
    }
    // The load goes on after the last restart until 50 posts were acknowledged in all (a busy
    // machine answers fewer a second), so the count below checks the server kept answering.
    const settled = Date.now() + 20_000;
    await sleep(1500);
    while (countAcknowledged(answered) <= 50 && Date.now() < settled && server.exit === undefined)
      await sleep(200);
    loading = false;
    await load;

    expect(server.exit).toBeUndefined();
    const statuses = [...answered.values()];
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    const acknowledged = [...answered].filter(([, status]) => status === 200).map(([key]) => key);
    expect(acknowledged.length).toBeGreaterThan(50);

    const reader = await openPostgresStore(server.databaseUrl, { readonly: true });
    cleanups.push(() => reader.close());
    const deadline = Date.now() + 30_000;
    while ((await reader.outboxSummary()).queued > 0) {
      if (Date.now() > deadline) throw new Error("the outbox was not emptied in 30 s");
      await sleep(200);
    }
    const stored = [
      ...(await reader.listEnquiries()).map((enquiry) => enquiry.description),
      ...(await reader.listSubscriptions()).map((subscription) => subscription.email),
    ];
    expect(acknowledged.filter((key) => !stored.includes(key))).toEqual([]);

    // Every stored lead mailed once: none twice, none left out.
    await sleep(500);
    const mailed = server.smtp.received.map(mailKey);
    expect(mailed.filter((key, index) => mailed.indexOf(key) !== index)).toEqual([]);
    expect(mailed.sort()).toEqual(stored.sort());

    // Each time the database went away and came back is one line each, whatever the requests. On a
    // busy machine a restart can be seen twice (a connection made while PostgreSQL is still starting
    // up is refused again), so at most two per restart; never one per request.
    const lost = server.events("database-unavailable");
    expect(lost.length).toBeGreaterThanOrEqual(1);
    expect(lost.length).toBeLessThanOrEqual(6);
    expect(server.events("database-available")).toHaveLength(lost.length);
    expect(server.lines.filter((line) => line.includes('"stack"'))).toEqual([]);
  }, 120_000);
});

describe("the server on PostgreSQL while the database is stopped", () => {
  it("answers form posts 503 with Retry-After (the no-JS form 303) and /readyz 503, logs one line, and resumes once it is back", async () => {
    const server = await startWatchedServer();
    const contact = (n: number) => send(server.url, nthPost(2 * n));
    const signUp = (n: number) => send(server.url, nthPost(2 * n + 1));
    const ready = async () => {
      const response = await fetch(`${server.url}/readyz`);
      await response.arrayBuffer();
      return response.status;
    };
    expect(await contact(0)).toBe(200);
    expect(await signUp(0)).toBe(200);
    expect(await ready()).toBe(200);

    await testPostgres().shutDown();
    try {
      for (let n = 1; n <= 5; n += 1) {
        const response = await fetch(`${server.url}/api/contact`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(nthPost(2 * n).body),
        });
        expect(response.status).toBe(503);
        expect(response.headers.get("retry-after")).toBe("30");
        expect(await response.json()).toEqual({
          success: false,
          error: expect.stringContaining("try again"),
        });
        expect(await signUp(n)).toBe(503);
      }
      const form = await fetch(`${server.url}/api/newsletter`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ email: "no-js@example.org", returnTo: "/about" }).toString(),
        redirect: "manual",
      });
      expect(form.status).toBe(303);
      expect(form.headers.get("location")).toBe("/about?newsletter=failed#newsletter");
      const confirm = await fetch(`${server.url}/api/newsletter/confirm`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "token=1.2.3",
      });
      expect(confirm.status).toBe(503);
      expect(confirm.headers.get("retry-after")).toBe("30");
      expect(await confirm.text()).toContain("<!doctype html>");
      expect(await ready()).toBe(503);
    } finally {
      await testPostgres().startAgain();
    }

    const deadline = Date.now() + 10_000;
    while ((await ready()) !== 200) {
      if (Date.now() > deadline) throw new Error("/readyz did not answer 200 again");
      await sleep(100);
    }
    expect(await contact(10)).toBe(200);
    expect(await signUp(10)).toBe(200);
    // The outbox goes on too: the two enquiries and two sign-ups acknowledged are mailed.
    await server.smtp.waitFor(4, 15_000);
    expect(server.smtp.received.map(mailKey).sort()).toEqual(
      [nthPost(0).key, nthPost(1).key, nthPost(20).key, nthPost(21).key].sort(),
    );

    expect(server.exit).toBeUndefined();
    expect(server.events("database-unavailable")).toHaveLength(1);
    expect(server.events("database-available")).toHaveLength(1);
    // No error line per request: the one above says it all.
    expect(server.lines.filter((line) => line.includes('"level":"error"'))).toHaveLength(1);
    expect(server.lines.filter((line) => line.includes('"stack"'))).toEqual([]);
  }, 60_000);
});
