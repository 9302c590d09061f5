import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

/** One POST the receiver got. */
export interface ReceivedDelivery {
  /** The path and query posted to. */
  path: string;
  headers: IncomingHttpHeaders;
  /** The raw body, as signed. */
  body: string;
  /** What the receiver answered it. */
  status: number;
}

/** How to answer the n-th request (from 1): a status, and headers such as Retry-After. */
export type ReceiverAnswer = (
  delivery: Omit<ReceivedDelivery, "status">,
  n: number,
) => {
  status: number;
  headers?: Record<string, string>;
};

export interface TestWebhookReceiver {
  port: number;
  /** Point WEBHOOK_URL here. */
  url: string;
  /** Every request, in arrival order, whatever it was answered. */
  received: ReceivedDelivery[];
  /** Those answered 2xx. */
  accepted(): ReceivedDelivery[];
  /** Resolves once `count` requests were answered 2xx; rejects after `timeoutMs`. */
  waitForAccepted(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * A real HTTP server in this process standing for a team's webhook receiver (a CRM, an automation
 * tool): it keeps every POST with its headers and raw body, and answers 200 unless `answer` says
 * otherwise. `port` 0 picks a free one; give a port to bring a receiver back where a sender expects it.
 */
export async function startTestWebhookReceiver(
  options: { port?: number; answer?: ReceiverAnswer } = {},
): Promise<TestWebhookReceiver> {
  const received: ReceivedDelivery[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const delivery = {
        path: request.url ?? "",
        headers: request.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      };
      const { status, headers = {} } = options.answer?.(delivery, received.length + 1) ?? { status: 200 };
      received.push({ ...delivery, status });
      response.writeHead(status, { "Content-Type": "text/plain", ...headers });
      response.end(status < 300 ? "ok" : `refused (test receiver, ${status})`);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const accepted = () => received.filter((delivery) => delivery.status < 300);
  return {
    port,
    url: `http://127.0.0.1:${port}/hooks/leads`,
    received,
    accepted,
    async waitForAccepted(count, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (accepted().length < count) {
        if (Date.now() > deadline) {
          throw new Error(
            `Expected ${count} accepted deliveries within ${timeoutMs} ms, got ${accepted().length}.`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
