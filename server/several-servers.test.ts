import { afterEach, describe, expect, it } from "vitest";
import {
  exited,
  type ServerProcess,
  startServerProcess,
  stopProcess,
} from "../scripts/support/server-process.ts";
import { startSiteverifyStandIn } from "../scripts/support/siteverify-stand-in.ts";
import { createTestSite, SAMPLE_ENQUIRY, testSiteEnv } from "../scripts/support/test-site.ts";
import { testPostgresPerFile } from "../tests/support/server/test-postgres.ts";
import { startTestSmtp } from "../tests/support/server/test-smtp.ts";
import { startTestWebhookReceiver } from "../tests/support/server/test-webhook-receiver.ts";
import { openPostgresStore } from "./store/postgres-store.ts";

// Three `node server/start.ts` processes on one PostgreSQL database, as behind a load balancer:
// each enquiry is mailed and posted to the hook once, rate limits hold across them, and a process
// killed mid-burst loses nothing it acknowledged.

const testPostgres = testPostgresPerFile();
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const LEASE_SECONDS = 2;
const RATE_LIMIT_MAX = 3;

async function startServers(count: number, env: Record<string, string>): Promise<ServerProcess[]> {
  const servers = await Promise.all(Array.from({ length: count }, async () => startServerProcess(env)));
  for (const server of servers) {
    cleanups.push(() => stopProcess(server.child, "SIGKILL"));
  }
  return servers;
}

/** Posts an enquiry as the client `address` (behind the trusted proxy); answers the status. */
async function postEnquiry(serverUrl: string, n: number, address: string): Promise<number> {
  const response = await fetch(`${serverUrl}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": address },
    body: JSON.stringify({ ...SAMPLE_ENQUIRY, description: `Enquiry ${n}.`, turnstileToken: `token-${n}` }),
  });
  await response.arrayBuffer();
  return response.status;
}

/** Runs `work` for 0…count-1, at most `parallel` at a time. */
async function inParallel(count: number, parallel: number, work: (n: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) {
        const n = next;
        next += 1;
        await work(n);
      }
    }),
  );
}

const enquiryNumber = (text: string) => /Enquiry (\d+)\./.exec(text)?.[1];

describe("several servers on one PostgreSQL database", () => {
  async function setUp() {
    const databaseUrl = await testPostgres().createDatabase();
    const site = createTestSite();
    const standIn = await startSiteverifyStandIn();
    const smtp = await startTestSmtp();
    cleanups.push(
      () => site.remove(),
      () => standIn.close(),
      () => smtp.close(),
    );
    const env = {
      ...testSiteEnv(site),
      DATABASE_URL: databaseUrl,
      TURNSTILE_VERIFY_URL: standIn.url,
      SMTP_URL: smtp.url,
      // The tests connect from loopback, as a proxy on each machine would.
      TRUST_PROXY: "127.0.0.1",
      RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
      OUTBOX_LEASE_SECONDS: String(LEASE_SECONDS),
    };
    return { databaseUrl, smtp, env };
  }

  it("mail each of 300 enquiries spread over three servers exactly once, and share rate limits", async () => {
    const { smtp, env } = await setUp();
    const servers = await startServers(3, env);

    const statuses: number[] = [];
    await inParallel(300, 12, async (n) => {
      const server = servers[n % servers.length];
      statuses.push(await postEnquiry(server?.url ?? "", n, `10.0.${Math.floor(n / 200)}.${n % 200}`));
    });
    expect(statuses.filter((status) => status === 200)).toHaveLength(300);
    await smtp.waitFor(300, 60_000);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.received).toHaveLength(300);
    expect(new Set(smtp.received.map((mail) => enquiryNumber(mail.text))).size).toBe(300);

    // One address: its first RATE_LIMIT_MAX sign-ups on one server, then refused by every server.
    const signUp = async (server: ServerProcess | undefined, n: number) => {
      const response = await fetch(`${server?.url}/api/newsletter`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": "192.0.2.7" },
        body: JSON.stringify({ email: `reader-${n}@example.com` }),
      });
      await response.arrayBuffer();
      return response.status;
    };
    for (let n = 0; n < RATE_LIMIT_MAX; n += 1) expect(await signUp(servers[0], n)).toBe(200);
    expect(await signUp(servers[1], 10)).toBe(429);
    expect(await signUp(servers[2], 11)).toBe(429);
    expect(await signUp(servers[0], 12)).toBe(429);
  }, 240_000);

  it("lose no acknowledged enquiry when one is killed mid-burst; the others send its claimed mail after the lease", async () => {
    const { databaseUrl, smtp, env } = await setUp();
    const [doomed, ...survivors] = await startServers(3, env);
    if (!doomed) throw new Error("no server");

    const acknowledged = new Set<string>();
    await inParallel(80, 8, async (n) => {
      if (n === 40) {
        doomed.child.kill("SIGKILL");
      }
      const status = await postEnquiry(doomed.url, n, `10.1.0.${n}`).catch(() => 0);
      if (status === 200) acknowledged.add(String(n));
    });
    await exited(doomed.child);
    expect(acknowledged.size).toBeGreaterThanOrEqual(30);

    const store = await openPostgresStore(databaseUrl, { readonly: true });
    cleanups.push(() => store.close());
    const stored = new Set(
      (await store.listEnquiries()).map((enquiry) => enquiryNumber(enquiry.description)),
    );
    for (const n of acknowledged) expect(stored).toContain(n);

    // The survivors received none of these enquiries: every mail they send was queued at the
    // killed server, and the ones it had claimed wait for the lease to end.
    expect(survivors).toHaveLength(2);
    const deadline = Date.now() + 60_000;
    while ((await store.outboxSummary()).queued > 0) {
      if (Date.now() > deadline) throw new Error("the queued mails were not sent");
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const mailed = smtp.received.map((mail) => enquiryNumber(mail.text));
    for (const n of acknowledged) expect(mailed).toContain(n);
    // Only a mail being handed to SMTP at the moment of the kill can go out twice.
    expect(mailed.length).toBeLessThanOrEqual(stored.size + 1);
  }, 240_000);

  it("post each of 60 enquiries spread over three servers to the hook exactly once", async () => {
    const { databaseUrl, env } = await setUp();
    // Every tenth request is refused 503 once: retried by whichever server claims it next.
    const hook = await startTestWebhookReceiver({
      answer: (_delivery, n) => ({ status: n % 10 === 0 ? 503 : 200 }),
    });
    cleanups.push(() => hook.close());
    const servers = await startServers(3, {
      ...env,
      WEBHOOK_URL: hook.url,
      WEBHOOK_SECRET: "a-webhook-secret-for-the-tests",
    });
    const statuses: number[] = [];
    await inParallel(60, 6, async (n) => {
      const server = servers[n % servers.length];
      statuses.push(await postEnquiry(server?.url ?? "", n, `10.2.0.${n}`));
    });
    expect(statuses.filter((status) => status === 200)).toHaveLength(60);
    await hook.waitForAccepted(60, 60_000);

    const store = await openPostgresStore(databaseUrl, { readonly: true });
    cleanups.push(() => store.close());
    const deadline = Date.now() + 60_000;
    while ((await store.webhookSummary()).queued > 0) {
      if (Date.now() > deadline) throw new Error("the deliveries were not all recorded");
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const accepted = hook.accepted().map((delivery) => JSON.parse(delivery.body).id as string);
    expect(accepted).toHaveLength(60);
    expect(new Set(accepted).size).toBe(60);
    expect(await store.webhookSummary()).toMatchObject({ delivered: 60, queued: 0, failed: 0 });
  }, 240_000);
});
