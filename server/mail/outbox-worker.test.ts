import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { freePort } from "../../scripts/support/server-process.ts";
import { TEST_SETTINGS } from "../../scripts/support/test-site.ts";
import { failingWrites } from "../../tests/support/server/failing-store.ts";
import { startTestSmtp, type TestSmtp } from "../../tests/support/server/test-smtp.ts";
import { until } from "../../tests/support/server/until.ts";
import { composeOutboxMail } from "../form-mails.ts";
import type { LogLine } from "../log.ts";
import type { EnquiryInput, LeadsStore } from "../store/leads-store.ts";
import { openSqliteStore } from "../store/sqlite-store.ts";
import type { ConfirmationLinkSettings } from "../subscription/confirmation-request.ts";
import { type OutboxWorker, retryDelay, startOutboxWorker } from "./outbox-worker.ts";
import type { MailSettings } from "./outgoing-mail.ts";
import { smtpSender } from "./smtp-transport.ts";

const SETTINGS: MailSettings & ConfirmationLinkSettings = {
  ...TEST_SETTINGS,
  mailFrom: undefined,
  siteOrigin: "https://www.example.com",
  secret: "a-test-key-of-at-least-32-characters",
};

const ENQUIRY: EnquiryInput = {
  firstName: "Mallory\r\nBcc: victim@evil.test",
  lastName: "Subject: hacked",
  email: "mallory@example.org",
  phone: "+1 555 0100",
  company: "X-Injected: yes",
  serviceInterest: "E-commerce Platforms",
  budget: "under-10k",
  description: "Please build a shop.\nSecond line.",
};

const FAST = { baseDelayMs: 40, maxDelayMs: 300, pollMs: 50 };

let dataDir: string;
let store: LeadsStore;
let logs: LogLine[];
const cleanups: (() => Promise<void> | void)[] = [];

function worker(smtpUrl: string | undefined, on: LeadsStore = store): OutboxWorker {
  const smtp = smtpUrl ? smtpSender(smtpUrl) : undefined;
  const started = startOutboxWorker({
    store: on,
    compose: (item, now) => composeOutboxMail(item, SETTINGS, now),
    send: smtp?.send,
    log: (line) => logs.push(line),
    ...FAST,
    leaseMs: 300_000, // longer than any test: no claim is taken over
  });
  cleanups.push(async () => {
    await started.stop();
    smtp?.close();
  });
  return started;
}

async function smtpServer(port?: number): Promise<TestSmtp> {
  const server = await startTestSmtp(port);
  cleanups.push(() => server.close());
  return server;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Attempts so far of every queued e-mail, whether due or not. */
async function queuedAttempts(on: LeadsStore = store): Promise<number[]> {
  const queued = await on.dueMails(new Date(Date.now() + 86_400_000), 100);
  return queued.map((item) => item.attempts);
}

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), "outbox-"));
  store = openSqliteStore(dataDir);
  logs = [];
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  await store.close().catch(() => {});
  rmSync(dataDir, { recursive: true, force: true });
});

describe("retryDelay", () => {
  afterEach(() => vi.restoreAllMocks());

  it("doubles from the base delay up to the cap, within ±20 % jitter", () => {
    for (const [random, factor] of [
      [0, 0.8],
      [0.5, 1],
      [0.999_999, 1.2],
    ] as const) {
      vi.spyOn(Math, "random").mockReturnValue(random);
      expect(retryDelay(0, 1000, 60_000)).toBe(Math.round(1000 * factor));
      expect(retryDelay(1, 1000, 60_000)).toBe(Math.round(1000 * factor));
      expect(retryDelay(2, 1000, 60_000)).toBe(Math.round(2000 * factor));
      expect(retryDelay(4, 1000, 60_000)).toBe(Math.round(8000 * factor));
      expect(retryDelay(7, 1000, 60_000)).toBe(Math.round(60_000 * factor));
      expect(retryDelay(500, 1000, 60_000)).toBe(Math.round(60_000 * factor));
    }
  });

  it("spreads retries over the whole jitter range", () => {
    const delays = Array.from({ length: 2000 }, () => retryDelay(3, 30_000, 3_600_000));
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(96_000);
    expect(Math.max(...delays)).toBeLessThanOrEqual(144_000);
    expect(Math.min(...delays)).toBeLessThan(100_000);
    expect(Math.max(...delays)).toBeGreaterThan(140_000);
  });
});

describe("the outbox worker, with a real SMTP server", () => {
  it("e-mails the team about an enquiry, nothing the visitor typed in a header", async () => {
    const smtp = await smtpServer();
    const { id } = await store.saveEnquiry(ENQUIRY, "token-1");
    worker(smtp.url);
    await smtp.waitFor(1);
    const [mail] = smtp.received;
    expect(mail?.envelopeTo).toEqual(["projects@example.com"]);
    expect(mail?.envelopeFrom).toBe("no-reply@example.com");
    expect(mail?.header("to")).toBe("projects@example.com");
    expect(mail?.header("from")).toMatch(/^"?Northwind Digital website"? <no-reply@example\.com>$/);
    expect(mail?.header("subject")).toBe(`New website enquiry #${id}`);
    expect(mail?.header("reply-to")).toBe("mallory@example.org");
    const headerBlock = mail?.headers.join("\n") ?? "";
    for (const typed of ["Mallory", "victim@evil.test", "hacked", "X-Injected", "shop"]) {
      expect(headerBlock).not.toContain(typed);
    }
    for (const field of [
      "Mallory",
      "Bcc: victim@evil.test",
      "Subject: hacked",
      "mallory@example.org",
      "+1 555 0100",
      "X-Injected: yes",
      "E-commerce Platforms",
      "Under $10,000",
      "Please build a shop.\nSecond line.",
      `Enquiry number:   ${id}`,
    ]) {
      expect(mail?.text).toContain(field);
    }
    await until(async () => (await store.outboxSummary()).sent === 1);
    expect(logs).toContainEqual(expect.objectContaining({ event: "mail-sent", enquiry: id }));
  });

  it("e-mails a subscriber the confirmation link, and skips one confirmed meanwhile", async () => {
    const smtp = await smtpServer();
    const ann = await store.saveSubscription("ann@example.org");
    const bob = await store.saveSubscription("bob@example.org");
    await store.confirmSubscription(bob.id, new Date());
    worker(smtp.url);
    await until(async () => (await store.outboxSummary()).sent === 2);
    expect(smtp.received.map((mail) => mail.envelopeTo)).toEqual([["ann@example.org"]]);
    const [mail] = smtp.received;
    expect(mail?.header("subject")).toBe(
      "Please confirm your subscription to the Northwind Digital newsletter",
    );
    expect(mail?.header("reply-to")).toBeUndefined();
    expect(mail?.text).toMatch(
      new RegExp(
        `\nhttps://www\\.example\\.com/api/newsletter/confirm\\?token=${ann.id}\\.\\d+\\.[\\w-]{43}\n`,
      ),
    );
    expect(logs).toContainEqual(expect.objectContaining({ event: "mail-sent", subscription: ann.id }));
    expect(logs).toContainEqual(
      expect.objectContaining({ event: "mail-skipped", subscription: bob.id, reason: "confirmed" }),
    );
  });

  it("keeps mail queued while nothing listens on the SMTP port, then delivers it exactly once", async () => {
    const port = await freePort();
    await store.saveEnquiry(ENQUIRY, "token-1");
    await store.saveEnquiry({ ...ENQUIRY, description: "second" }, "token-2");
    worker(`smtp://127.0.0.1:${port}`);
    await until(async () => (await queuedAttempts()).every((attempts) => attempts >= 3));
    const summary = await store.outboxSummary();
    expect(summary).toMatchObject({ sent: 0, queued: 2 });
    expect(summary.lastError).toMatch(/ECONNREFUSED/);

    const failed = logs.filter((line) => line.event === "mail-failed");
    const firstRetries = failed.filter((line) => line.attempts === 1).map((line) => line.retryInMs);
    const thirdRetries = failed.filter((line) => line.attempts === 3).map((line) => line.retryInMs);
    for (const delay of firstRetries) expect(delay).toBeGreaterThanOrEqual(32);
    for (const delay of firstRetries) expect(delay).toBeLessThanOrEqual(48);
    for (const delay of thirdRetries) expect(delay).toBeGreaterThanOrEqual(128);

    const smtp = await smtpServer(port);
    await smtp.waitFor(2);
    await until(async () => (await store.outboxSummary()).queued === 0);
    await sleep(400);
    expect(smtp.received).toHaveLength(2);
    expect(await store.outboxSummary()).toMatchObject({ sent: 2, queued: 0, lastError: undefined });
  });

  it.each([
    ["the message (onData)", "data", /451/],
    ["the recipient (onRcptTo)", "rcpt", /550/],
  ] as const)(
    "retries when the SMTP server refuses %s, then delivers exactly once",
    async (_, refuse, code) => {
      const smtp = await smtpServer();
      smtp.refuse = refuse;
      await store.saveEnquiry(ENQUIRY, "token-1");
      worker(smtp.url);
      await until(async () => ((await queuedAttempts())[0] ?? 0) >= 2);
      expect(smtp.refusedCount).toBeGreaterThanOrEqual(2);
      expect(smtp.received).toEqual([]);
      expect((await store.outboxSummary()).lastError).toMatch(code);

      smtp.refuse = undefined;
      await smtp.waitFor(1);
      await until(async () => (await store.outboxSummary()).sent === 1);
      await sleep(400);
      expect(smtp.received).toHaveLength(1);
    },
  );

  it("delivers after a restart what was queued before it, exactly once", async () => {
    const port = await freePort();
    for (let n = 1; n <= 3; n += 1) await store.saveEnquiry({ ...ENQUIRY, description: `#${n}` }, `t${n}`);
    const before = worker(`smtp://127.0.0.1:${port}`);
    await until(async () => (await queuedAttempts()).every((attempts) => attempts >= 1));
    await before.stop();
    await store.close();

    const smtp = await smtpServer(port);
    store = openSqliteStore(dataDir);
    expect(await queuedAttempts()).toHaveLength(3);
    const after = worker(smtp.url);
    await smtp.waitFor(3);
    await until(async () => (await store.outboxSummary()).sent === 3);
    await after.stop();
    await store.close();

    store = openSqliteStore(dataDir);
    const again = worker(smtp.url);
    again.wake();
    await sleep(400);
    expect(smtp.received.map((mail) => mail.text.match(/#\d/)?.[0]).sort()).toEqual(["#1", "#2", "#3"]);
  });

  it("does not send an e-mail another server claimed once this claim's lease ended", async () => {
    const smtp = await smtpServer();
    await store.saveEnquiry({ ...ENQUIRY, description: "#1" }, "t1");
    // Another server on the same store. Between this worker's claim and its send, the lease ends
    // and the other server claims the e-mail (the store was away, or this process paused):
    // the one moment a test cannot otherwise reach at will.
    const other = openSqliteStore(dataDir);
    cleanups.push(() => other.close());
    let takenOver = 0;
    const overtaken: LeadsStore = {
      ...store,
      async claimDueMails(now, limit, leaseUntil) {
        const claimed = await store.claimDueMails(now, limit, leaseUntil);
        if (claimed.length > 0) {
          const taken = await other.claimDueMails(leaseUntil, limit, new Date(Date.now() + 600_000));
          takenOver += taken.length;
        }
        return claimed;
      },
    };
    worker(smtp.url, overtaken);
    await until(() => takenOver > 0);
    await sleep(500);
    expect(takenOver).toBe(1);
    expect(smtp.received).toEqual([]);
    expect(logs).toContainEqual(expect.objectContaining({ event: "mail-claim-lost", enquiry: 1 }));
    // Still queued: the other server's claim holds it, and that server sends it.
    expect(await store.outboxSummary()).toMatchObject({ sent: 0, queued: 1 });
  });

  it("sends one mail per enquiry when woken repeatedly during a burst", async () => {
    const smtp = await smtpServer();
    const running = worker(smtp.url);
    for (let n = 1; n <= 30; n += 1) {
      await store.saveEnquiry({ ...ENQUIRY, description: `#${n}` }, `t${n}`);
      running.wake();
    }
    await smtp.waitFor(30);
    await sleep(400);
    expect(smtp.received).toHaveLength(30);
    expect(new Set(smtp.received.map((mail) => mail.header("subject"))).size).toBe(30);
    // 30 SMTP sessions one after another: ~4 s on an idle 2-core machine, more beside other work.
  }, 30_000);
});

describe("the outbox worker without SMTP_URL", () => {
  it("leaves mail queued and says so once, with the number queued", async () => {
    await store.saveEnquiry(ENQUIRY, "token-1");
    await store.saveEnquiry({ ...ENQUIRY, description: "second" }, "token-2");
    const disabled = worker(undefined);
    disabled.wake();
    await store.saveEnquiry({ ...ENQUIRY, description: "third" }, "token-3");
    disabled.wake();
    await sleep(300);
    const notices = logs.filter((line) => line.event === "mail-disabled");
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ level: "warn", queued: 2 });
    expect(notices[0]?.message).toMatch(/SMTP_URL is not set.*\(2 queued now\)/);
    expect(logs.filter((line) => line.event !== "mail-disabled")).toEqual([]);
    expect(await store.outboxSummary()).toMatchObject({ sent: 0, queued: 3 });
    expect(await queuedAttempts()).toEqual([0, 0, 0]);
  });
});

describe("the outbox worker when the store cannot write (disk full)", () => {
  function failingWorker(smtpUrl: string, on: LeadsStore, leaseMs: number): OutboxWorker {
    const smtp = smtpSender(smtpUrl);
    const started = startOutboxWorker({
      store: on,
      compose: (item, now) => composeOutboxMail(item, SETTINGS, now),
      send: smtp.send,
      log: (line) => logs.push(line),
      ...FAST,
      leaseMs,
      storeErrorDelayMs: 20,
    });
    cleanups.push(async () => {
      await started.stop();
      smtp.close();
    });
    return started;
  }

  it("sends each mail once, backs off instead of retrying at once, and records the sends once it can", async () => {
    const smtp = await smtpServer();
    const failing = failingWrites(store);
    failing.failures.bookkeeping = "all";
    for (let n = 1; n <= 3; n += 1) await store.saveEnquiry({ ...ENQUIRY, description: `#${n}` }, `t${n}`);
    const running = failingWorker(smtp.url, failing.store, 200);
    await smtp.waitFor(3);
    for (let n = 0; n < 20; n += 1) {
      running.wake();
      await sleep(50);
    }
    // A second of failing writes and wake-ups: no mail twice, no tight loop on the store.
    expect(smtp.received).toHaveLength(3);
    expect(failing.calls.markFailed).toBe(0);
    expect(failing.calls.markSent).toBeLessThan(30);
    const errors = logs.filter((line) => line.event === "outbox-error");
    expect(errors.length).toBeGreaterThanOrEqual(2);
    const delays = errors.map((line) => Number(line.retryInMs));
    expect(Math.max(...delays.slice(-2))).toBeGreaterThan(Math.min(...delays.slice(0, 2)));
    expect(errors[0]?.error).toMatch(/disk is full/);
    expect(logs.filter((line) => line.event === "mail-failed")).toEqual([]);

    failing.failures.bookkeeping = undefined;
    await until(async () => (await store.outboxSummary()).sent === 3);
    await sleep(400);
    expect(smtp.received).toHaveLength(3);
    expect(await queuedAttempts()).toEqual([]);
  });

  it("delivers the others while one e-mail cannot be recorded", async () => {
    const smtp = await smtpServer();
    const failing = failingWrites(store);
    for (let n = 1; n <= 8; n += 1) await store.saveEnquiry({ ...ENQUIRY, description: `#${n}` }, `t${n}`);
    const [stuck] = await store.dueMails(new Date(), 1);
    failing.failures.bookkeeping = new Set([stuck?.id ?? 0]);
    failingWorker(smtp.url, failing.store, 60_000);
    await until(async () => (await store.outboxSummary()).sent === 7);
    await sleep(300);
    expect(smtp.received.map((mail) => mail.text.match(/#\d/)?.[0]).sort()).toEqual([
      "#1",
      "#2",
      "#3",
      "#4",
      "#5",
      "#6",
      "#7",
      "#8",
    ]);
  });

  it("backs off while it cannot claim, and delivers once the store recovers", async () => {
    const smtp = await smtpServer();
    const failing = failingWrites(store);
    failing.failures.claims = true;
    await store.saveEnquiry(ENQUIRY, "t1");
    const running = failingWorker(smtp.url, failing.store, 60_000);
    for (let n = 0; n < 10; n += 1) {
      running.wake();
      await sleep(40);
    }
    expect(failing.calls.claim).toBeLessThan(8);
    failing.failures.claims = false;
    await smtp.waitFor(1);
    await until(async () => (await store.outboxSummary()).sent === 1);
  });
});
