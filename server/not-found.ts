import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Context } from "hono";
import { PROJECT_NOT_FOUND_ID, REQUEST_PATH_PLACEHOLDER } from "../contracts/not-found.ts";

const PROJECT_PATH = /^\/projects\/[^/]+$/;
/** The prerendered pages, relative to the client dir. */
export const PROJECT_NOT_FOUND_PAGE = `projects/${PROJECT_NOT_FOUND_ID}/index.html`;
export const NOT_FOUND_PAGE = "404.html";

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** The prerendered page that answers `path` when nothing else does, relative to the client dir. */
export function notFoundPageFor(path: string): string[] {
  return PROJECT_PATH.test(path) ? [PROJECT_NOT_FOUND_PAGE, NOT_FOUND_PAGE] : [NOT_FOUND_PAGE];
}

/** A file's text, or `undefined` when there is no such file. */
export async function readIfExists(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, "utf8");
  } catch (error) {
    const code = error instanceof Error && "code" in error ? error.code : undefined;
    if (code === "ENOENT" || code === "ENOTDIR") return undefined;
    throw error;
  }
}

/**
 * The not-found handler: status 404 with the prerendered 404 page (or the 'Project Not Found'
 * page for an unknown `/projects/<id>`), the request path filled in. Never cached, never
 * precompressed, since the body differs per request.
 */
export function notFoundHandler(clientDir: string) {
  return async (c: Context): Promise<Response> => {
    c.header("Cache-Control", "no-store");
    for (const page of notFoundPageFor(c.req.path)) {
      const html = await readIfExists(join(clientDir, page));
      if (html !== undefined) {
        const body = html.replaceAll(REQUEST_PATH_PLACEHOLDER, escapeHtml(c.req.path));
        return c.body(body, 404, { "Content-Type": "text/html; charset=utf-8" });
      }
    }
    return c.text("Not Found", 404);
  };
}
