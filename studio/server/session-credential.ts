import { timingSafeEqual } from "node:crypto";

/** Whether `given` is the session's token, compared in constant time. */
export function isToken(given: string | undefined, token: string): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Whether any cookie named `name` in a Cookie header holds the token. Any, not the first: cookies
 * ignore ports, so a page on another port of the same host (the preview among them) can set more
 * cookies of that name with longer paths, which the browser sends first; reading only the first
 * would let it lock the maintainer out.
 */
export function hasTokenCookie(header: string | undefined, name: string, token: string): boolean {
  for (const part of (header ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name && isToken(value.join("="), token)) return true;
  }
  return false;
}

/** The names a server on loopback `port` answers to; the first is the one it prints. */
export function loopbackHosts(port: number): string[] {
  return [`127.0.0.1:${port}`, `localhost:${port}`];
}
