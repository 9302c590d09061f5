import type { IncomingMessage } from "node:http";

/**
 * Whether a browser sent this request from a page of the same origin: `Sec-Fetch-Site` says so,
 * and an `Origin`, when there is one, names the host the request was sent to.
 */
export function fromSameOrigin(request: IncomingMessage): boolean {
  if (request.headers["sec-fetch-site"] !== "same-origin") return false;
  const origin = request.headers.origin;
  return origin === undefined || origin === `http://${request.headers.host ?? ""}`;
}
