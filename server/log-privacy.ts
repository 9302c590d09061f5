import { createHmac, randomBytes } from "node:crypto";

/**
 * An e-mail address anywhere in a text: what a delivery error echoes (`550 <ann@example.com>:
 * Mailbox unavailable`), a hook's answer, a database's message. Deliberately broad: a text that
 * only looks like one is hashed too.
 */
const ADDRESS = /[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;

/** Made at start: the same address gives the same hash within a process's log, and no other. */
const SALT = randomBytes(32);

/** `<address 1a2b3c4d5e6f>`: one address's lines can be told apart, the address cannot be read. */
export function hashAddresses(text: string): string {
  return text.replace(
    ADDRESS,
    (address) =>
      `<address ${createHmac("sha256", SALT).update(address.toLowerCase()).digest("hex").slice(0, 12)}>`,
  );
}

/**
 * The record with every e-mail address in it, at any depth, replaced by a salted hash: the log is
 * kept longer and read more widely than the leads, and an erased address must not stay in it.
 */
export function withoutAddresses<T>(value: T): T {
  if (typeof value === "string") return hashAddresses(value) as T;
  if (Array.isArray(value)) return value.map(withoutAddresses) as T;
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, withoutAddresses(inner)]),
    ) as T;
  }
  return value;
}
