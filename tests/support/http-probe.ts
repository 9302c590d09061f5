import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { request } from "node:http";

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * A GET with exactly these headers (node:http, which lets a test set Host, Origin and the
 * Sec-Fetch headers a browser would); rejects when no answer comes within `timeoutMs`.
 */
export function get(url: string, headers: Record<string, string> = {}, timeoutMs = 10_000): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { headers, timeout: timeoutMs }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString("utf8"),
        }),
      );
    });
    sent.on("timeout", () => sent.destroy(new Error(`no answer from ${url} within ${timeoutMs} ms`)));
    sent.on("error", reject);
    sent.end();
  });
}

/**
 * Opens a WebSocket handshake (Vite's `vite-hmr` protocol unless given) and says how it ended: 101
 * when the server took it, else the status it answered, or 0 when it closed the connection without one.
 */
export function handshake(url: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve) => {
    const sent = request(url, {
      timeout: 10_000,
      headers: {
        Connection: "Upgrade",
        Upgrade: "websocket",
        "Sec-WebSocket-Version": "13",
        "Sec-WebSocket-Key": randomBytes(16).toString("base64"),
        "Sec-WebSocket-Protocol": "vite-hmr",
        ...headers,
      },
    });
    sent.on("upgrade", (_response, socket) => {
      socket.destroy();
      resolve(101);
    });
    sent.on("response", (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    sent.on("timeout", () => sent.destroy());
    sent.on("error", () => resolve(0));
    sent.on("close", () => resolve(0));
    sent.end();
  });
}

/** The HMR token Vite writes into its client script. */
export function hmrTokenIn(client: string): string {
  return /const wsToken = "([^"]+)"/.exec(client)?.[1] ?? "";
}

/** The local addresses `pid` listens on for TCP (`ss -ltnp`), as `address:port`. */
export function listeningAddresses(pid: number): string[] {
  const table = execFileSync("ss", ["-Hltnp"], { encoding: "utf8" });
  return table
    .split("\n")
    .filter((line) => line.includes(`pid=${pid},`))
    .map((line) => line.trim().split(/\s+/)[3] ?? "");
}
