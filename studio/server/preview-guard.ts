import type { IncomingMessage } from "node:http";
import { PREVIEW_TOKEN_PARAMETER } from "../shared/preview-messages.ts";
import { hasTokenCookie, isToken, loopbackHosts } from "./session-credential.ts";

export interface PreviewGuardOptions {
  /** The preview's own credential: never the studio's token. */
  token: string;
  /** The preview server's port. */
  port: number;
}

/** The cookie that carries the preview's credential, named after its port: cookies ignore ports, and the studio's own is another. */
export function previewCookieName(port: number): string {
  return `studio-preview-${port}`;
}

export type PreviewVerdict =
  | { ok: true; withToken: false }
  /** The credential came in the URL: keep it in the cookie and send the browser to `location`, the URL without it. */
  | { ok: true; withToken: true; location: string }
  | { ok: false; reason: string };

/**
 * Whether a request may reach the preview: it names the preview server itself as its host (no DNS
 * rebinding), comes from the preview's own pages, the studio beside it or a link opened directly
 * (never from another site), and carries the preview's credential, in its first URL
 * (`?preview-token=`, which the studio's page puts into the frame) or in the cookie that sets.
 */
export function admitPreview(request: IncomingMessage, options: PreviewGuardOptions): PreviewVerdict {
  const own = loopbackHosts(options.port);
  const host = request.headers.host ?? "";
  if (!own.includes(host))
    return { ok: false, reason: `the Host header must be the preview's own (${own[0]})` };
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== `http://${host}`)
    return { ok: false, reason: "requests from another origin are refused" };
  if (request.headers["sec-fetch-site"] === "cross-site")
    return { ok: false, reason: "requests from another site are refused" };
  const url = new URL(request.url ?? "/", `http://${host}`);
  const given = url.searchParams.get(PREVIEW_TOKEN_PARAMETER) ?? undefined;
  if (isToken(given, options.token)) {
    url.searchParams.delete(PREVIEW_TOKEN_PARAMETER);
    return { ok: true, withToken: true, location: url.pathname + url.search };
  }
  if (hasTokenCookie(request.headers.cookie, previewCookieName(options.port), options.token))
    return { ok: true, withToken: false };
  return {
    ok: false,
    reason: "the preview's credential is missing or wrong: open the preview from the studio",
  };
}
