import {
  PREVIEW_PORT_META,
  PREVIEW_TOKEN_META,
  PREVIEW_TOKEN_PARAMETER,
} from "../shared/preview-messages.ts";

function meta(name: string): string {
  return document.querySelector(`meta[name="${name}"]`)?.getAttribute("content") ?? "";
}

/**
 * The preview's origin: its own port, on the host name the studio was opened with (127.0.0.1 or
 * localhost), so the two are one site and the preview's cookie is kept in the frame.
 */
export const previewOrigin = `http://${location.hostname}:${meta(PREVIEW_PORT_META)}`;

/** A page of the preview, with the preview's credential (the preview server keeps it in its cookie and drops it from the URL). */
export function previewUrl(path: string): string {
  const url = new URL(path, previewOrigin);
  url.searchParams.set(PREVIEW_TOKEN_PARAMETER, meta(PREVIEW_TOKEN_META));
  return url.href;
}

/** A path the preview reported, if it is one of its own pages ("/…", never another origin). */
export function previewPath(path: unknown): string | undefined {
  if (typeof path !== "string" || !path.startsWith("/") || path.startsWith("//")) return undefined;
  try {
    return new URL(path, previewOrigin).origin === previewOrigin ? path : undefined;
  } catch {
    return undefined;
  }
}
