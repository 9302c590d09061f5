import { expect } from "vitest";
import type { WireResponse } from "./raw-exchange.ts";

/** A path with a trailing slash as sent, what it must get, and where a 301 goes (path and query). */
export interface HostilePath {
  path: string;
  status: 301 | 400;
  target?: string;
}

/**
 * Paths that tried to split a redirect (a decoded CR/LF), leave the site (a backslash, a tab, a
 * leading `//`) or break the server (non-Latin-1, broken percent-encoding), each with a trailing
 * slash so a redirect is built from it. Every byte is printable ASCII, so a socket sends it as is.
 */
export const HOSTILE_PATHS: readonly HostilePath[] = [
  { path: "/%5Cevil.com/", status: 400 },
  { path: "/%5C%5Cevil.com/", status: 400 },
  { path: "/%09/evil.com/", status: 400 },
  { path: "/%0dX:%20y%0d%0a/", status: 400 },
  { path: "/%0aSet-Cookie:%20a=b/", status: 400 },
  { path: "/%00/", status: 400 },
  { path: "/%7F/", status: 400 },
  { path: "/%zz/", status: 400 },
  { path: "/%C3/", status: 400 },
  { path: "//evil.com/", status: 301, target: "/evil.com" },
  { path: "///evil.com//", status: 301, target: "/evil.com" },
  { path: "/%2F%2Fevil.com/", status: 301, target: "/evil.com" },
  { path: "/%2F/evil.com%2F", status: 301, target: "/evil.com" },
  { path: "/%E6%97%A5/", status: 301, target: "/%E6%97%A5" },
  { path: "/caf%C3%A9/", status: 301, target: "/caf%C3%A9" },
  { path: "/caf%C3%A9/?q=%0d%0a", status: 301, target: "/caf%C3%A9?q=%0d%0a" },
  { path: "/a%3Fb%23c%25d/?x=1", status: 301, target: "/a%3Fb%23c%25d?x=1" },
  { path: '/a"b<c>/', status: 301, target: "/a%22b%3Cc%3E" },
];

/** The value of header `name` (lower-case), if sent. */
export function wireHeader(response: WireResponse, name: string): string | undefined {
  return response.headers.find(([n]) => n === name)?.[1];
}

/**
 * Checks what every answer to a hostile path must be, whoever answers: one response (not split
 * in two), no header injected, the status expected, and for a 301 the target on `origin`, written
 * in printable ASCII only. `origin` is "" when Location is a path alone.
 */
export function expectSafeAnswer(
  responses: readonly WireResponse[],
  { status, target }: HostilePath,
  origin: string,
): void {
  expect(responses.length, "one response, not split in two").toBe(1);
  const [response] = responses as [WireResponse];
  const names = response.headers.map(([name]) => name);
  expect(
    names.filter((name) => name === "x" || name === "set-cookie"),
    "injected headers",
  ).toEqual([]);
  expect(response.status, "status").toBe(status);
  const location = wireHeader(response, "location");
  expect(location, "Location").toBe(status === 301 ? `${origin}${target}` : undefined);
  if (location === undefined) return;
  expect(location, "Location in printable ASCII").toMatch(/^[\x21-\x7e]+$/);
  const base = origin || "http://localhost";
  expect(new URL(location, base).origin, "Location's origin").toBe(new URL(base).origin);
}
