import type { IncomingMessage, ServerResponse } from "node:http";
import { hasTokenCookie, isToken, loopbackHosts } from "./session-credential.ts";

export interface GuardOptions {
  token: string;
  port: number;
}

/** The cookie that carries the token after the first visit, named after the port (cookies ignore ports). */
export function cookieName(port: number): string {
  return `studio-token-${port}`;
}

export type Verdict = { ok: true; setCookie: boolean } | { ok: false; reason: string };

/**
 * Whether a request may reach the studio: it names the studio itself as its host (no DNS rebinding:
 * a page on another name that resolves to 127.0.0.1 is refused), comes from no other site (a form or
 * a script on a page the maintainer happens to visit), and carries the session token printed at
 * start, in the URL (`?token=`, the start link), the `X-Studio-Token` header or the cookie the first
 * visit sets.
 */
export function admit(request: IncomingMessage, options: GuardOptions): Verdict {
  const own = loopbackHosts(options.port);
  const host = request.headers.host ?? "";
  if (!own.includes(host))
    return { ok: false, reason: `the Host header must be the studio's own (${own[0]})` };
  const origin = request.headers.origin;
  if (origin !== undefined && !own.some((name) => origin === `http://${name}`))
    return { ok: false, reason: "requests from another site are refused" };
  // Browsers say where a request comes from: only the studio's own pages and a link opened
  // directly (typed, or from the terminal) may use it; another port of localhost is another origin.
  const from = request.headers["sec-fetch-site"];
  if (from !== undefined && from !== "same-origin" && from !== "none")
    return { ok: false, reason: "requests from another site are refused" };
  const query = new URL(request.url ?? "/", "http://studio").searchParams.get("token") ?? undefined;
  if (isToken(query, options.token)) return { ok: true, setCookie: true };
  const header = request.headers["x-studio-token"];
  if (isToken(typeof header === "string" ? header : undefined, options.token))
    return { ok: true, setCookie: false };
  if (hasTokenCookie(request.headers.cookie, cookieName(options.port), options.token))
    return { ok: true, setCookie: false };
  return {
    ok: false,
    reason: "the studio's session token is missing or wrong: open the link `site studio` printed",
  };
}

/** Connect middleware: a refused request gets 403 and the reason, in plain text. */
export function guard(options: GuardOptions) {
  return (request: IncomingMessage, response: ServerResponse, next: () => void): void => {
    const verdict = admit(request, options);
    if (!verdict.ok) {
      response.statusCode = 403;
      response.setHeader("Content-Type", "text/plain; charset=utf-8");
      response.end(`Forbidden: ${verdict.reason}\n`);
      return;
    }
    if (verdict.setCookie)
      response.setHeader(
        "Set-Cookie",
        `${cookieName(options.port)}=${options.token}; Path=/; HttpOnly; SameSite=Strict`,
      );
    next();
  };
}
