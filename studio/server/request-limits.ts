import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { megabytes } from "./content-access.ts";
import { MAX_UPLOAD_BYTES } from "./images.ts";

/** The largest JSON body the studio reads: a content file is at most 1 MB, and its form's values as JSON about as much. */
export const MAX_JSON_BODY_BYTES = 2 * 1024 * 1024;
/** What multipart wraps around an uploaded picture (boundaries, headers, the folder field). */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * A limit on every request's body, by route: an upload up to MAX_UPLOAD_BYTES, anything else up to
 * MAX_JSON_BODY_BYTES. A body that declares a bigger length is refused before any of it is read;
 * one without a length is counted as it comes and cut at the limit (hono/body-limit), so the studio
 * never holds more than the limit.
 */
export function requestLimits(uploadPath: string): MiddlewareHandler {
  const upload = bodyLimit({
    maxSize: MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES,
    onError: (c) =>
      c.json(
        { ok: false, message: `The picture is too big: the limit is ${megabytes(MAX_UPLOAD_BYTES)}.` },
        413,
      ),
  });
  const json = bodyLimit({
    maxSize: MAX_JSON_BODY_BYTES,
    onError: (c) =>
      c.json(
        {
          message: `The request is too big: the studio reads requests up to ${megabytes(MAX_JSON_BODY_BYTES)}.`,
        },
        413,
      ),
  });
  return (c, next) => (c.req.method === "POST" && c.req.path === uploadPath ? upload : json)(c, next);
}
