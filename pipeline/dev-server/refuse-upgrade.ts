import type { Duplex } from "node:stream";

/** Answers a WebSocket handshake with a plain HTTP refusal and closes the connection. */
export function refuseUpgrade(socket: Duplex, status: 403 | 404, reason: string): void {
  const title = status === 403 ? "Forbidden" : "Not Found";
  const body = `${title}: ${reason}\n`;
  socket.end(
    `HTTP/1.1 ${status} ${title}\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}
