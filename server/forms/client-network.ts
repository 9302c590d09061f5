import ipaddr from "ipaddr.js";
import { parseAddress } from "../http/trusted-proxies.ts";

/** The IPv6 prefix one subscriber line gets at the least: all of it is one client. */
const IPV6_CLIENT_PREFIX = 64;

/**
 * What the rate limit counts a client by: an IPv4 address, or the /64 network of an IPv6 one,
 * since a client given a /64 could otherwise take a new address for each request. An IPv4-mapped
 * IPv6 address counts as its IPv4 address. Undefined when `address` is not an IP address.
 */
export function clientNetwork(address: string | undefined): string | undefined {
  const ip = parseAddress(address);
  if (ip === undefined) return undefined;
  if (ip.kind() === "ipv4") return ip.toString();
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${ip.toString()}/${IPV6_CLIENT_PREFIX}`);
  return `${network.toString()}/${IPV6_CLIENT_PREFIX}`;
}
