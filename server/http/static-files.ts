import { stat } from "node:fs/promises";
import { join, posix } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { MiddlewareHandler } from "hono";
import { cacheControlFor, REVALIDATE } from "../../contracts/cache-rules.ts";
import { PRIVATE_PATH } from "../../contracts/deploy-files.ts";
import { isNotFoundPage } from "../../contracts/not-found.ts";

/** Types the build precompresses (html, js, css, svg, json, xml, txt). */
const PRECOMPRESSIBLE_TYPE = /^(?:text\/|application\/(?:json|xml)|image\/svg\+xml)/;

/**
 * Never looked up on disk: NUL bytes, backslashes, `.`/`..` segments, and encoded slashes or
 * backslashes (hono decodes the path but keeps `%2F`, which could hide a `..` segment).
 */
const UNSAFE_PATH = /\0|\\|%2f|%5c|(?:^|\/)\.{1,2}(?:\/|$)/i;

/** Whether a path may be answered from the client dir at all. */
export function isServedPath(path: string): boolean {
  return !UNSAFE_PATH.test(path) && !PRIVATE_PATH.test(path) && !isNotFoundPage(path);
}

/** serveStatic adds Vary only when it picks a compressed sibling; the identity response varies too. */
function addVary(headers: Headers): void {
  const type = headers.get("Content-Type") ?? "";
  const vary = headers.get("Vary") ?? "";
  if (PRECOMPRESSIBLE_TYPE.test(type) && !/accept-encoding/i.test(vary)) {
    headers.append("Vary", "Accept-Encoding");
  }
}

/** The file `path` was served from: itself, or the index.html of its folder. */
async function servedFile(clientDir: string, path: string) {
  for (const candidate of [path, posix.join(path, "index.html")]) {
    const info = await stat(join(clientDir, candidate)).catch(() => undefined);
    if (info?.isFile()) return info;
  }
  return undefined;
}

/**
 * A validator for a revalidated file: its size, modification time and the encoding sent, so each
 * precompressed variant has its own. Weak, as servers behind one balancer may differ in mtime
 * only by a copy, which costs a full answer, never a wrong one.
 */
async function entityTag(clientDir: string, path: string, res: Response): Promise<string | undefined> {
  const file = await servedFile(clientDir, path);
  if (!file) return undefined;
  const encoding = res.headers.get("Content-Encoding") ?? "identity";
  return `W/"${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}-${encoding}"`;
}

function matches(ifNoneMatch: string | undefined, tag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const weak = (value: string) => value.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((value) => value.trim() === "*" || weak(value) === weak(tag));
}

/**
 * Serves the prerendered site from `clientDir` with hono's serveStatic: `/x/y` from
 * `x/y/index.html`, `.br`/`.gz` siblings when Accept-Encoding allows, HEAD without body.
 * Revalidated files (pages, robots.txt) carry an ETag and answer If-None-Match with 304.
 * Anything it does not find falls through to the not-found handler.
 */
export function staticFiles(clientDir: string): MiddlewareHandler {
  const serve = serveStatic({ root: clientDir, precompressed: true });
  return async (c, next) => {
    if (!isServedPath(c.req.path)) return c.notFound();
    const res = await serve(c, next);
    // serveStatic hands back the file's Response when found, and the rest of the chain otherwise.
    if (!(res instanceof Response)) return res;
    const cacheControl = cacheControlFor(c.req.path);
    res.headers.set("Cache-Control", cacheControl);
    addVary(res.headers);
    if (cacheControl !== REVALIDATE || res.status !== 200) return res;
    const tag = await entityTag(clientDir, c.req.path, res);
    if (!tag) return res;
    res.headers.set("ETag", tag);
    if (!matches(c.req.header("if-none-match"), tag)) return res;
    await res.body?.cancel();
    const notModified = new Headers({ ETag: tag, "Cache-Control": cacheControl });
    const vary = res.headers.get("Vary");
    if (vary) notModified.set("Vary", vary);
    return new Response(null, { status: 304, headers: notModified });
  };
}
