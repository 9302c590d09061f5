import { connect as connectTcp, type Socket } from "node:net";
import { connect as connectTls } from "node:tls";

/** One HTTP/1.x response as it came off the wire. */
export interface WireResponse {
  status: number;
  /** Header lines in order, names lower-cased; a name sent twice appears twice. */
  headers: [name: string, value: string][];
  body: Buffer;
}

export interface WireOptions {
  /** TLS without checking the certificate (the tests' nginx has a self-signed one). */
  tls?: boolean;
  host?: string;
  /** Headers after the request line, Host first; `Connection: close` is added. */
  headers?: Record<string, string>;
}

/**
 * Sends `GET <path> HTTP/1.1` exactly as written (any byte but CR and LF in the path, so nothing on
 * the way percent-encodes, decodes or normalizes it) and reads until the server closes. Returns
 * every response the bytes hold, as a keep-alive client would read them: more than one means the
 * answer was split.
 */
export async function wireGet(
  port: number,
  path: string,
  options: WireOptions = {},
): Promise<WireResponse[]> {
  const headers = { Host: "localhost", ...options.headers, Connection: "close" };
  const request = [`GET ${path} HTTP/1.1`, ...Object.entries(headers).map(([n, v]) => `${n}: ${v}`), "", ""];
  const host = options.host ?? "127.0.0.1";
  const socket: Socket = options.tls
    ? connectTls({ port, host, rejectUnauthorized: false, servername: headers.Host })
    : connectTcp(port, host);
  const bytes = await new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("end", () => resolve(Buffer.concat(chunks)));
    socket.on("error", reject);
    socket.setTimeout(10_000, () =>
      socket.destroy(new Error(`no answer to ${JSON.stringify(path)} in 10 s`)),
    );
    socket.write(Buffer.from(request.join("\r\n"), "latin1"));
  });
  return parseResponses(bytes);
}

const HEADER_END = Buffer.from("\r\n\r\n");

/** The body of a chunked message starting at `from`, and where the message ends. */
function chunkedBody(bytes: Buffer, from: number): { body: Buffer; end: number } {
  const parts: Buffer[] = [];
  let at = from;
  for (;;) {
    const lineEnd = bytes.indexOf("\r\n", at);
    if (lineEnd < 0) throw new Error("a chunk size line without its end");
    const size = Number.parseInt(bytes.subarray(at, lineEnd).toString("latin1"), 16);
    if (Number.isNaN(size)) throw new Error("a chunk size that is not hexadecimal");
    at = lineEnd + 2;
    if (size === 0) {
      const trailerEnd = bytes.indexOf("\r\n", at);
      return { body: Buffer.concat(parts), end: trailerEnd < 0 ? bytes.length : trailerEnd + 2 };
    }
    parts.push(bytes.subarray(at, at + size));
    at += size + 2;
  }
}

/** Every response in `bytes`, framed by Content-Length or chunked encoding, the last by the close. */
export function parseResponses(bytes: Buffer): WireResponse[] {
  const responses: WireResponse[] = [];
  let at = 0;
  while (at < bytes.length) {
    const headEnd = bytes.indexOf(HEADER_END, at);
    const head = bytes.subarray(at, headEnd < 0 ? bytes.length : headEnd).toString("latin1");
    const [statusLine = "", ...lines] = head.split("\r\n");
    const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? Number.NaN);
    const headers = lines.map((line): [string, string] => {
      const colon = line.indexOf(":");
      return colon < 0
        ? [line.toLowerCase(), ""]
        : [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
    });
    const bodyStart = headEnd < 0 ? bytes.length : headEnd + HEADER_END.length;
    const header = (name: string) => headers.find(([n]) => n === name)?.[1];
    let end = bytes.length;
    let body = bytes.subarray(bodyStart);
    if (header("transfer-encoding")?.toLowerCase() === "chunked") {
      ({ body, end } = chunkedBody(bytes, bodyStart));
    } else if (header("content-length") !== undefined) {
      end = Math.min(bytes.length, bodyStart + Number(header("content-length")));
      body = bytes.subarray(bodyStart, end);
    }
    responses.push({ status, headers, body });
    at = end;
  }
  return responses;
}
