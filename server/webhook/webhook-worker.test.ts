import { createHmac } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Webhook } from "standardwebhooks";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { freePort } from "../../scripts/support/server-process.ts";
import { TEST_SETTINGS } from "../../scripts/support/test-site.ts";
import {
  type ReceiverAnswer,
  startTestWebhookReceiver,
  type TestWebhookReceiver,
} from "../../tests/support/server/test-webhook-receiver.ts";
import { until } from "../../tests/support/server/until.ts";
import type { LogLine } from "../log.ts";
import type { EnquiryInput, LeadsStore } from "../store/leads-store.ts";
import { openSqliteStore } from "../store/sqlite-store.ts";
import { parseWebhookUrls, type WebhookTarget } from "./webhook-targets.ts";
import { startWebhookWorker } from "./webhook-worker.ts";

const SECRET = "a-webhook-secret-for-the-tests";
const FAST = { baseDelayMs: 40, maxDelayMs: 300, pollMs: 50 };
const DAY_MS = 86_400_000;

const ENQUIRY: EnquiryInput = {
  firstName: "Ann",
  lastName: "Lee <b>&</b>",
  email: "ann@example.com",
  phone: "+61 2 9999 0000",
  company: "Acme Health",
  serviceInterest: "Healthcare Management Systems",
  budget: "discuss",
  description: "We need a patient booking system.\nSoon.",
};

let dataDir: string;
let store: LeadsStore;
let logs: LogLine[];
const cleanups: (() => Promise<void> | void)[] = [];

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), "webhooks-"));
  store = openSqliteStore(dataDir);
  logs = [];
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  await store.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function targetsOf(value: string): WebhookTarget[] {
  const { targets, problems } = parseWebhookUrls(value, undefined);
  if (problems.length > 0) throw new Error(problems.join("\n"));
  return targets;
}

function worker(targets: WebhookTarget[], options: { now?: () => Date; giveUpMs?: number } = {}) {
  const started = startWebhookWorker({
    store,
    targets,
    secret: SECRET,
    settings: TEST_SETTINGS,
    giveUpMs: options.giveUpMs ?? 3 * DAY_MS,
    log: (line) => logs.push(line),
    leaseMs: 300_000,
    timeoutMs: 2000,
    ...FAST,
    ...(options.now ? { now: options.now } : {}),
  });
  cleanups.push(() => started.stop());
  return started;
}

async function receiver(
  options: { port?: number; answer?: ReceiverAnswer } = {},
): Promise<TestWebhookReceiver> {
  const started = await startTestWebhookReceiver(options);
  cleanups.push(() => started.close());
  return started;
}

const signed = (body: string) => `sha256=${createHmac("sha256", SECRET).update(body).digest("hex")}`;

describe("the webhook worker", () => {
  it("posts each received enquiry and confirmed subscription once, as JSON signed with WEBHOOK_SECRET", async () => {
    const hook = await receiver();
    const targets = targetsOf(hook.url);
    const keys = targets.map((target) => target.key);
    const { id: enquiryId } = await store.saveEnquiry(ENQUIRY, "token-1", { webhooks: keys });
    const { id: subscriptionId } = await store.saveSubscription("reader@example.com");
    const confirmedAt = new Date();
    await store.confirmSubscription(subscriptionId, confirmedAt, keys);
    worker(targets);
    await hook.waitForAccepted(2);
    await until(async () => (await store.webhookSummary()).delivered === 2);

    const about = (kind: string) => hook.received.find((delivery) => JSON.parse(delivery.body).kind === kind);
    const [first, second] = [about("enquiry"), about("subscription")];
    for (const delivery of [first, second]) {
      const body = delivery?.body ?? "";
      expect(delivery?.headers["content-type"]).toBe("application/json");
      expect(delivery?.headers["x-signature-256"]).toBe(signed(body));
      expect(delivery?.headers["idempotency-key"]).toBe(JSON.parse(body).id);
      // As a receiver using a Standard Webhooks library checks it: signature, id and a fresh timestamp.
      const headers = Object.fromEntries(
        ["webhook-id", "webhook-timestamp", "webhook-signature"].map((name) => [
          name,
          String(delivery?.headers[name]),
        ]),
      );
      expect(headers["webhook-id"]).toBe(JSON.parse(body).id);
      expect(new Webhook(SECRET, { format: "raw" }).verify(body, headers)).toEqual(JSON.parse(body));
      expect(() =>
        new Webhook("another-secret-of-the-same-size", { format: "raw" }).verify(body, headers),
      ).toThrow("No matching signature found");
      const replayed = { ...headers, "webhook-timestamp": String(Math.floor(Date.now() / 1000) - 3600) };
      expect(() => new Webhook(SECRET, { format: "raw" }).verify(body, replayed)).toThrow();
    }
    const [enquiry] = await store.listEnquiries();
    expect(JSON.parse(first?.body ?? "")).toEqual({
      id: `enquiry-${enquiryId}`,
      kind: "enquiry",
      createdAt: enquiry?.receivedAt,
      data: { ...ENQUIRY, id: enquiryId, receivedAt: enquiry?.receivedAt },
    });
    const [subscription] = await store.listSubscriptions();
    expect(JSON.parse(second?.body ?? "")).toEqual({
      id: `subscription-${subscriptionId}`,
      kind: "subscription",
      createdAt: subscription?.subscribedAt,
      data: {
        id: subscriptionId,
        email: "reader@example.com",
        subscribedAt: subscription?.subscribedAt,
        confirmedAt: confirmedAt.toISOString(),
      },
    });
    expect(hook.received).toHaveLength(2);
    const sent = logs.filter((line) => line.event === "webhook-sent");
    expect(sent).toHaveLength(2);
    expect(sent).toContainEqual(expect.objectContaining({ enquiry: enquiryId, hook: keys[0] }));
    expect(sent).toContainEqual(expect.objectContaining({ subscription: subscriptionId, hook: keys[0] }));
  });

  it("keeps a delivery while the receiver is down, then delivers it exactly once when it is back", async () => {
    const port = await freePort();
    const targets = targetsOf(`http://127.0.0.1:${port}/hooks/leads`);
    await store.saveEnquiry(ENQUIRY, "token-1", { webhooks: targets.map((target) => target.key) });
    worker(targets);
    await until(() => logs.filter((line) => line.event === "webhook-failed").length >= 2);
    expect(logs.find((line) => line.event === "webhook-failed")).toMatchObject({
      level: "warn",
      attempts: 1,
      error: expect.stringMatching(/ECONNREFUSED/),
    });
    expect(await store.webhookSummary()).toMatchObject({ queued: 1, delivered: 0, failed: 0 });

    const hook = await receiver({ port });
    await until(async () => (await store.webhookSummary()).delivered === 1);
    // Polled every 50 ms: a second copy would have gone out long before this.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(hook.received).toHaveLength(1);
    expect(await store.webhookSummary()).toMatchObject({ queued: 0, delivered: 1, failed: 0 });
  });

  it("gives a delivery up at once when the hook answers 4xx other than 429, without a retry", async () => {
    const hook = await receiver({ answer: () => ({ status: 404 }) });
    const targets = targetsOf(hook.url);
    const { id } = await store.saveEnquiry(ENQUIRY, "token-1", {
      webhooks: targets.map((target) => target.key),
    });
    worker(targets);
    await until(async () => (await store.webhookSummary()).failed === 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(hook.received).toHaveLength(1);
    const summary = await store.webhookSummary();
    expect(summary).toMatchObject({ queued: 0, delivered: 0, failed: 1 });
    expect(summary.recentFailures).toEqual([
      expect.objectContaining({
        lead: { enquiry: id },
        target: targets[0]?.key,
        attempts: 1,
        lastError: "HTTP 404 Not Found: refused (test receiver, 404)",
      }),
    ]);
    expect(logs).toContainEqual(expect.objectContaining({ event: "webhook-given-up", enquiry: id }));
  });

  it("retries after a 5xx and a 429, waiting as long as Retry-After asks, until the hook accepts", async () => {
    const statuses = [503, 429];
    const hook = await receiver({
      answer: (_delivery, n) => ({
        status: statuses[n - 1] ?? 200,
        headers: n === 2 ? { "Retry-After": "1" } : ({} as Record<string, string>),
      }),
    });
    const targets = targetsOf(hook.url);
    await store.saveEnquiry(ENQUIRY, "token-1", { webhooks: targets.map((target) => target.key) });
    worker(targets);
    await hook.waitForAccepted(1);
    expect(hook.received.map((delivery) => delivery.status)).toEqual([503, 429, 200]);
    const failed = logs.filter((line) => line.event === "webhook-failed");
    expect(failed.map((line) => line.error)).toEqual([
      "HTTP 503 Service Unavailable: refused (test receiver, 503)",
      "HTTP 429 Too Many Requests: refused (test receiver, 429)",
    ]);
    expect(failed[1]?.retryInMs).toBeGreaterThanOrEqual(1000);
    // The same delivery each time: the same key and body.
    expect(new Set(hook.received.map((delivery) => delivery.headers["idempotency-key"])).size).toBe(1);
    expect(new Set(hook.received.map((delivery) => delivery.body)).size).toBe(1);
    await until(async () => (await store.webhookSummary()).delivered === 1);
  });

  it("gives up a delivery that still fails past the give-up age", async () => {
    const port = await freePort();
    const targets = targetsOf(`http://127.0.0.1:${port}/hooks/leads`);
    const { id } = await store.saveEnquiry(ENQUIRY, "token-1", {
      webhooks: targets.map((target) => target.key),
    });
    // Four days on, with the default give-up age of three.
    worker(targets, { now: () => new Date(Date.now() + 4 * DAY_MS) });
    await until(async () => (await store.webhookSummary()).failed === 1);
    const [failure] = (await store.webhookSummary()).recentFailures;
    expect(failure).toMatchObject({ lead: { enquiry: id }, attempts: 1 });
    expect(failure?.lastError).toMatch(/^not delivered within 72 h: .*ECONNREFUSED/);
  });

  it("sends a Slack hook a readable message and a Teams workflow an Adaptive Card", async () => {
    const hook = await receiver();
    const targets = targetsOf(`slack:${hook.url}?chat=slack,teams:${hook.url}?chat=teams`);
    const { id } = await store.saveEnquiry(ENQUIRY, "token-1", {
      webhooks: targets.map((target) => target.key),
    });
    worker(targets);
    await hook.waitForAccepted(2);
    const slack = hook.received.find((delivery) => delivery.path.endsWith("chat=slack"));
    const teams = hook.received.find((delivery) => delivery.path.endsWith("chat=teams"));
    expect(JSON.parse(slack?.body ?? "")).toEqual({
      text: [
        `*New enquiry #${id} on the Northwind Digital website*`,
        "Name: Ann Lee &lt;b&gt;&amp;&lt;/b&gt;",
        "Email: ann@example.com",
        "Phone: +61 2 9999 0000",
        "Company: Acme Health",
        "Service interest: Healthcare Management Systems",
        "Budget: Let's discuss",
        "> We need a patient booking system.",
        "> Soon.",
      ].join("\n"),
    });
    const card = JSON.parse(teams?.body ?? "");
    expect(card.attachments[0].contentType).toBe("application/vnd.microsoft.card.adaptive");
    expect(card.attachments[0].content.body).toEqual([
      expect.objectContaining({
        type: "TextBlock",
        text: `New enquiry #${id} on the Northwind Digital website`,
      }),
      {
        type: "FactSet",
        facts: expect.arrayContaining([{ title: "Email", value: "ann@example.com" }]),
      },
      expect.objectContaining({ type: "TextBlock", text: ENQUIRY.description }),
    ]);
    // Signed all the same, for a receiver that checks.
    expect(slack?.headers["x-signature-256"]).toBe(signed(slack?.body ?? ""));
  });
});
