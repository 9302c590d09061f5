import ipaddr from "ipaddr.js";

/**
 * The reverse proxies whose X-Forwarded-For and X-Forwarded-Proto the server believes
 * (`TRUST_PROXY`): their addresses and networks (`networks`, as `address/prefix`), or how many
 * stand in front of it (`hops`), whatever their addresses. `{ hops: 0 }` believes nobody.
 */
export type TrustedProxies = { hops: number } | { networks: readonly string[] };

/** More proxies than this in front of one server is a mistake in the setting. */
export const MAX_PROXY_HOPS = 10;

export type TrustedProxiesResult = { ok: true; value: TrustedProxies } | { ok: false; problem: string };

/** The old boolean form believed X-Forwarded-For from anyone who could reach the port. */
const TRUSTED_ANYONE =
  "TRUST_PROXY=true is no longer accepted: it let anyone who reaches this port choose the client address in X-Forwarded-For. Write the proxies' addresses or networks instead (e.g. TRUST_PROXY=127.0.0.1 for nginx on this machine, or TRUST_PROXY=10.0.0.0/8,fd00::/8), or, if nothing but the proxies can reach this port, how many there are (TRUST_PROXY=1).";

const neither = (value: string) =>
  `TRUST_PROXY must be the number of proxies in front of this server (0 to ${MAX_PROXY_HOPS}) or a comma-separated list of their IP addresses and networks (e.g. 127.0.0.1,10.0.0.0/8,::1); "${value}" is neither.`;

/**
 * `address` or `address/prefix` as `address/prefix`, IPv4 (written as four decimal numbers, so
 * `10.1` or `0x7f.0.0.1` cannot mean something unexpected) or IPv6; an IPv4-mapped IPv6 address
 * counts as its IPv4 address, as a peer's does. Undefined when it is neither.
 */
function network(entry: string): string | undefined {
  const [address = "", prefix, ...rest] = entry.split("/");
  if (rest.length > 0 || (prefix !== undefined && !/^\d{1,3}$/.test(prefix))) return undefined;
  let ip: ipaddr.IPv4 | ipaddr.IPv6;
  if (ipaddr.IPv4.isValidFourPartDecimal(address)) ip = ipaddr.IPv4.parse(address);
  else if (ipaddr.IPv6.isValid(address)) ip = ipaddr.IPv6.parse(address);
  else return undefined;
  if (ip.kind() === "ipv6" && prefix === undefined) ip = ipaddr.process(ip.toString());
  const bits = prefix === undefined ? (ip.kind() === "ipv4" ? 32 : 128) : Number(prefix);
  return bits <= (ip.kind() === "ipv4" ? 32 : 128) ? `${ip.toString()}/${bits}` : undefined;
}

/** Reads TRUST_PROXY; unset, `0` and `false` trust nobody. */
export function parseTrustedProxies(raw: string | undefined): TrustedProxiesResult {
  if (raw === undefined || raw.toLowerCase() === "false") return { ok: true, value: { hops: 0 } };
  if (raw.toLowerCase() === "true") return { ok: false, problem: TRUSTED_ANYONE };
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    return hops <= MAX_PROXY_HOPS ? { ok: true, value: { hops } } : { ok: false, problem: neither(raw) };
  }
  const networks: string[] = [];
  for (const entry of raw.split(",").map((part) => part.trim())) {
    const parsed = network(entry);
    if (parsed === undefined) return { ok: false, problem: neither(entry) };
    networks.push(parsed);
  }
  return { ok: true, value: { networks } };
}

/**
 * Whether the hop `hop` steps from the server (0: the socket's peer, 1: the last X-Forwarded-For
 * entry, …) at `address` (undefined when unknown) is a trusted proxy.
 */
export type ProxyTrust = (address: string | undefined, hop: number) => boolean;

/** The address as ipaddr.js reads it, IPv4-mapped IPv6 as IPv4; undefined when it is not one. */
export function parseAddress(address: string | undefined): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  return address !== undefined && ipaddr.isValid(address) ? ipaddr.process(address) : undefined;
}

export function proxyTrust(trusted: TrustedProxies): ProxyTrust {
  if ("hops" in trusted) return (_address, hop) => hop < trusted.hops;
  const ranges = trusted.networks.map((entry) => ipaddr.parseCIDR(entry));
  return (address) => {
    const ip = parseAddress(address);
    return ip !== undefined && ranges.some(([net, bits]) => net.kind() === ip.kind() && ip.match(net, bits));
  };
}
