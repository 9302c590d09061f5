import { timingSafeEqual } from "node:crypto";
import type { EventEmitter } from "node:events";
import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { refuseUpgrade } from "./refuse-upgrade.ts";

type UpgradeListener = (request: IncomingMessage, socket: Duplex, head: Buffer) => void;

function hasToken(request: IncomingMessage, token: string): boolean {
  const given = new URL(request.url ?? "/", "http://dev").searchParams.get("token");
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Vite checks its HMR token (written into /@vite/client) only on handshakes that carry an Origin,
 * so any local program, or a machine that can reach the port, could open the socket without it.
 * This puts the check in front of Vite's own upgrade listeners for every handshake but Vite's ping
 * (a reconnecting page asking whether the server is back: answered by a close, nothing else).
 * Call it once Vite has added its listeners to `server`.
 */
export function requireHmrToken(server: EventEmitter, token: string): void {
  const vite = server.listeners("upgrade") as UpgradeListener[];
  server.removeAllListeners("upgrade");
  server.on("upgrade", (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const ping = request.headers["sec-websocket-protocol"] === "vite-ping";
    if (!ping && !hasToken(request, token)) {
      refuseUpgrade(socket, 403, "the dev server's HMR token is missing or wrong");
      return;
    }
    for (const listener of vite) listener.call(server, request, socket, head);
  });
}
