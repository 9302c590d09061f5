import { describe, expect, it } from "vitest";
import {
  CONFIRMATION_LINK_MS,
  checkConfirmationToken,
  readConfirmationToken,
  signConfirmationToken,
} from "./confirmation-token.ts";

const SECRET = "token-test-key-0123456789abcdef0123";
const ANN = { id: 7, email: "Ann@Example.org" };
const NOW = new Date("2026-11-22T10:00:00.000Z");
const EXPIRES = new Date(NOW.getTime() + CONFIRMATION_LINK_MS);

/** Checks `token` for `subject` at `now`, as the route does. */
function check(token: string, subject = ANN, now = NOW, secret = SECRET) {
  const read = readConfirmationToken(token);
  return read ? checkConfirmationToken(read, subject, secret, now) : "unreadable";
}

describe("confirmation tokens", () => {
  const token = signConfirmationToken(ANN, EXPIRES, SECRET);

  it("carry the id and expiry in seconds, never the address", () => {
    expect(token).toMatch(new RegExp(`^7\\.${EXPIRES.getTime() / 1000}\\.[A-Za-z0-9_-]{43}$`));
    expect(token.toLowerCase()).not.toContain("ann");
  });

  it("are valid for their subscription until they expire, whatever the address's case", () => {
    expect(check(token)).toBe("valid");
    expect(check(token, { id: 7, email: "ann@example.org" })).toBe("valid");
    expect(check(token, ANN, new Date(EXPIRES.getTime() - 1))).toBe("valid");
    expect(check(token, ANN, EXPIRES)).toBe("expired");
  });

  it("are invalid for another address, another id, another key, or no subscription", () => {
    expect(check(token, { id: 7, email: "bob@example.org" })).toBe("invalid");
    expect(check(token, { id: 8, email: ANN.email })).toBe("invalid");
    expect(check(token, ANN, NOW, "another-key-0123456789abcdef012345")).toBe("invalid");
    const read = readConfirmationToken(token);
    expect(read && checkConfirmationToken(read, undefined, SECRET, NOW)).toBe("invalid");
  });

  it("are invalid once changed: a later expiry or another signature", () => {
    const [id, expires, mac] = token.split(".");
    expect(check(`${id}.${Number(expires) + 86_400}.${mac}`)).toBe("invalid");
    const flipped = `${mac?.slice(0, -1)}${mac?.endsWith("A") ? "B" : "A"}`;
    expect(check(`${id}.${expires}.${flipped}`)).toBe("invalid");
    // An expired token changed to a later expiry is not valid either: expiry is signed.
    const old = signConfirmationToken(ANN, new Date(NOW.getTime() - 1000), SECRET);
    expect(check(old)).toBe("expired");
    expect(check(old.replace(/\.(\d+)\./, (_, s: string) => `.${Number(s) + 86_400}.`))).toBe("invalid");
  });

  it("are unreadable when the signature's last character differs only in bits the signature leaves unused", () => {
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const last = token.at(-1) ?? "";
    const sameBytes = alphabet[alphabet.indexOf(last) + 1] ?? "";
    const changed = `${token.slice(0, -1)}${sameBytes}`;
    expect(Buffer.from(changed.split(".")[2] ?? "", "base64url")).toEqual(
      Buffer.from(token.split(".")[2] ?? "", "base64url"),
    );
    expect(readConfirmationToken(changed)).toBeUndefined();
  });

  it("are readable only as written: a leading zero in the id or the expiry makes another token", () => {
    const [id, expires, mac] = token.split(".");
    expect(check(`${id}.${expires}.${mac}`)).toBe("valid");
    for (const padded of [
      `${id}.0${expires}.${mac}`,
      `0${id}.${expires}.${mac}`,
      `${id}.00${expires}.${mac}`,
    ]) {
      expect(readConfirmationToken(padded)).toBeUndefined();
    }
  });

  it.each(["", "7", "7.1", "x.1.abc", `7.1.${"a".repeat(42)}`, `7.1.${"a".repeat(44)}`, "-7.1.a", " 7.1.a"])(
    "%j cannot be read",
    (text) => {
      expect(readConfirmationToken(text)).toBeUndefined();
    },
  );
});
