import { timingSafeEqual } from "node:crypto";
import type { EventEmitter } from "node:events";
import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { refuseUpgrade } from "./refuse-upgrade.ts";

function hasToken(request: IncomingMessage, token: string): boolean {
  const given = new URL(request.url ?? "/", "http://dev").searchParams.get("token");
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The token each guarded server checks now (Vite makes a new server, with a new token, when it restarts). */
const currentToken = new WeakMap<EventEmitter, () => string>();

/**
 * Vite checks its HMR token (written into /@vite/client) only on handshakes that carry an Origin,
 * so any local program, or a machine that can reach the port, could open the socket without it.
 * This checks it first on every handshake `server` is given, whatever listeners Vite adds or
 * removes as it restarts, except Vite's ping (a reconnecting page asking whether the server is
 * back: answered by a close, nothing else). Calling it again only changes the token.
 */
export function requireHmrToken(server: EventEmitter, token: () => string): void {
  const guarded = currentToken.has(server);
  currentToken.set(server, token);
  if (guarded) return;
  const emit = server.emit.bind(server);
  server.emit = (event: string | symbol, ...args: unknown[]): boolean => {
    if (event !== "upgrade") return emit(event, ...args);
    const [request, socket] = args as [IncomingMessage, Duplex];
    const ping = request.headers["sec-websocket-protocol"] === "vite-ping";
    if (!ping && !hasToken(request, currentToken.get(server)?.() ?? "")) {
      refuseUpgrade(socket, 403, "the dev server's HMR token is missing or wrong");
      return true;
    }
    return emit(event, ...args);
  };
}
