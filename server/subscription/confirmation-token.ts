import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * How long a confirmation link works, counted from when its e-mail is sent: 7 days, long enough
 * for a holiday, short enough that an old mailbox leak cannot confirm much. README documents it.
 */
export const CONFIRMATION_LINK_DAYS = 7;
export const CONFIRMATION_LINK_MS = CONFIRMATION_LINK_DAYS * 24 * 60 * 60 * 1000;

/** What a token is signed for: one subscription and its address. */
export interface ConfirmationSubject {
  id: number;
  email: string;
}

/**
 * `<subscription id>.<expiry, Unix seconds>.<HMAC-SHA256, base64url>`: no address in the URL. Each
 * token is readable in one form only, the one signConfirmationToken writes: numbers without
 * leading zeros (`7.01…` would read as `7.1…` and pass its check), and a signature whose 32 bytes
 * fill 43 characters but for 2 bits of the last, which must be 0 (only every fourth letter of the
 * alphabet can end it). Otherwise several different links would decode to the same token, and a
 * link changed in a character would still confirm.
 */
const TOKEN = /^([1-9]\d{0,14})\.([1-9]\d{0,11})\.([A-Za-z0-9_-]{42}[AEIMQUYcgkosw048])$/;

/**
 * The HMAC-SHA256 of a link about one subscription: `purpose` keeps a link of one kind from
 * working as another, and the address is signed too, so a link is void for any other address that
 * might hold this id (after an erasure, say).
 */
export function linkSignature(
  purpose: string,
  subject: ConfirmationSubject,
  rest: string[],
  secret: string,
): Buffer {
  return createHmac("sha256", secret)
    .update([purpose, String(subject.id), subject.email.toLowerCase(), ...rest].join("\n"))
    .digest();
}

/** Whether `mac` is `expected`, in constant time. */
export function sameSignature(expected: Buffer, mac: Buffer): boolean {
  return expected.length === mac.length && timingSafeEqual(expected, mac);
}

function signature(subject: ConfirmationSubject, expiresAt: number, secret: string): Buffer {
  return linkSignature("newsletter-confirmation", subject, [String(expiresAt)], secret);
}

/** A token confirming `subject` until `expiresAt` (rounded down to the second). */
export function signConfirmationToken(subject: ConfirmationSubject, expiresAt: Date, secret: string): string {
  const seconds = Math.floor(expiresAt.getTime() / 1000);
  return `${subject.id}.${seconds}.${signature(subject, seconds, secret).toString("base64url")}`;
}

/** A token's parts as written, before its signature is checked. */
export interface ReadToken {
  id: number;
  expiresAt: number;
  mac: Buffer;
}

/** The parts of a well-formed token; `undefined` for anything else. */
export function readConfirmationToken(token: string): ReadToken | undefined {
  const match = TOKEN.exec(token);
  if (!match) return undefined;
  return { id: Number(match[1]), expiresAt: Number(match[2]), mac: Buffer.from(match[3] ?? "", "base64url") };
}

export type TokenCheck = "valid" | "expired" | "invalid";

/**
 * Whether `token` was signed with `secret` for `subject` (found by the token's id) and is still
 * good at `now`. The signature is checked first, in constant time, so `expired` is only ever said
 * of a link this server made.
 */
export function checkConfirmationToken(
  token: ReadToken,
  subject: ConfirmationSubject | undefined,
  secret: string,
  now: Date,
): TokenCheck {
  if (subject === undefined || subject.id !== token.id) return "invalid";
  const expected = signature(subject, token.expiresAt, secret);
  if (!sameSignature(expected, token.mac)) return "invalid";
  return now.getTime() < token.expiresAt * 1000 ? "valid" : "expired";
}
