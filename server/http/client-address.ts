import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import type { ProxyTrust } from "./trusted-proxies.ts";

/** The socket's peer; undefined without a socket (app.request() in tests). */
export function peerAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/**
 * The visitor's address. Each proxy appends to X-Forwarded-For the address it got the request
 * from, so the hops are read from the server outwards: the socket's peer, then X-Forwarded-For
 * from right to left. The client is the first hop that is not a trusted proxy (`trust`); what
 * stands left of it is whatever that client claimed. Only when every hop is trusted does the
 * left-most entry count.
 */
export function clientAddress(c: Context, trust: ProxyTrust): string | undefined {
  const forwarded = (c.req.header("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  const hops = [peerAddress(c), ...forwarded.reverse()];
  const client = hops.findIndex((address, hop) => !trust(address, hop));
  return client === -1 ? hops.at(-1) : hops[client];
}

/** Whether the socket's peer is a trusted proxy, whose X-Forwarded-* headers count. */
export function fromTrustedProxy(c: Context, trust: ProxyTrust): boolean {
  return trust(peerAddress(c), 0);
}
