import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** One message the test SMTP server accepted. */
export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  /** The message as transmitted (CRLF line ends). */
  raw: string;
  /** The header block, unfolded: one header a line. */
  headers: string[];
  /** The value of the first header of this name (case-insensitive), if any. */
  header(name: string): string | undefined;
  /** The body with its transfer encoding undone (single-part text messages). */
  text: string;
}

/** `data`: refuse the message after DATA; `rcpt`: refuse every recipient. */
export type Refusal = "data" | "rcpt" | undefined;

export interface TestSmtp {
  port: number;
  /** Point SMTP_URL here. */
  url: string;
  /** Accepted messages, in arrival order. */
  received: ReceivedMail[];
  /** Messages refused by `refuse`. */
  readonly refusedCount: number;
  refuse: Refusal;
  /** Resolves once `count` messages were accepted; rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

function parse(raw: string, envelopeFrom: string, envelopeTo: string[]): ReceivedMail {
  const split = raw.indexOf("\r\n\r\n");
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? "" : raw.slice(split + 4);
  const headers = head.replace(/\r\n[ \t]+/g, " ").split("\r\n");
  const header = (name: string) => {
    const prefix = `${name.toLowerCase()}:`;
    const line = headers.find((h) => h.toLowerCase().startsWith(prefix));
    return line?.slice(prefix.length).trim();
  };
  const encoding = header("content-transfer-encoding")?.toLowerCase();
  const text =
    encoding === "quoted-printable"
      ? decodeQuotedPrintable(body)
      : encoding === "base64"
        ? Buffer.from(body, "base64").toString("utf8")
        : body;
  return { envelopeFrom, envelopeTo, raw, headers, header, text: text.replace(/\r\n/g, "\n") };
}

/**
 * A real SMTP server in this process, for tests: no TLS, no authentication, every message kept.
 * `port` 0 picks a free one; give a port to bring a server back where a sender expects it.
 */
export async function startTestSmtp(port = 0): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const state: { refuse: Refusal; refusedCount: number } = { refuse: undefined, refusedCount: 0 };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    disableReverseLookup: true,
    onRcptTo(address, _session, callback) {
      if (state.refuse !== "rcpt") return callback();
      state.refusedCount += 1;
      // As real servers do, the refusal names the address.
      const refusal = `<${address.address}>: Mailbox unavailable (test refusal)`;
      callback(Object.assign(new Error(refusal), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (state.refuse === "data") {
          state.refusedCount += 1;
          callback(Object.assign(new Error("Try again later (test refusal)"), { responseCode: 451 }));
          return;
        }
        const { mailFrom, rcptTo } = session.envelope;
        received.push(
          parse(
            Buffer.concat(chunks).toString("utf8"),
            mailFrom ? mailFrom.address : "",
            rcptTo.map((to) => to.address),
          ),
        );
        callback();
        for (const wake of waiters) wake();
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const bound = (server.server.address() as AddressInfo).port;

  return {
    port: bound,
    url: `smtp://127.0.0.1:${bound}`,
    received,
    get refusedCount() {
      return state.refusedCount;
    },
    get refuse() {
      return state.refuse;
    },
    set refuse(value: Refusal) {
      state.refuse = value;
    },
    waitFor(count, timeoutMs = 10_000) {
      return new Promise<void>((resolve, reject) => {
        const check = () => {
          if (received.length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve();
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`Expected ${count} messages within ${timeoutMs} ms, got ${received.length}.`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
