/**
 * The Cloudflare Pages Worker of the site (`_worker.js` of dist/cloudflare; bundled by
 * pages-worker-bundle.ts with this build's rules): it runs on Cloudflare, for the paths
 * `_routes.json` sends it, never in Node. Everything else Cloudflare serves from the files.
 */
import { parseApiOrigin } from "../../contracts/api-origin.ts";
import { API_PREFIX } from "../../contracts/api-routes.ts";
import { NOT_FOUND_CACHE } from "../../contracts/cache-rules.ts";
import type { FormAnswer } from "../../contracts/form-answer.ts";
import { FORMS_NOT_CONNECTED, SAVE_FAILED } from "../../contracts/form-messages.ts";

/** What a build hands the Worker. */
export interface PagesWorkerRules {
  /** The security headers of every answer the Worker makes itself (the API server sends its own). */
  securityHeaders: Record<string, string>;
  /**
   * Paths answered with a not-found page and 404, each with the address of that page in the
   * folder: the not-found pages' own (`/404`, which Cloudflare would serve with 200) and the rule
   * files'.
   */
  notFound: Record<string, string>;
}

/** The Pages project's variables and bindings the Worker uses. */
export interface PagesEnv {
  /** The API server's origin (`https://api.example.com`), a variable of the Pages project. */
  API_ORIGIN?: string;
  /** The folder's files, served as Cloudflare serves them without a Worker. */
  ASSETS: { fetch(request: Request | URL | string): Promise<Response> };
}

export interface PagesWorker {
  fetch(request: Request, env: PagesEnv): Promise<Response>;
}

const READ_METHODS = new Set(["GET", "HEAD"]);

const isApiPath = (path: string) => path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);

/** Request headers Cloudflare adds for the Worker; the API server reads the visitor from X-Forwarded-For. */
const CLOUDFLARE_HEADER = /^cf-/i;

export function pagesWorker(rules: PagesWorkerRules): PagesWorker {
  const answer = (body: BodyInit | null, status: number, headers: Record<string, string>) =>
    new Response(body, { status, headers: { ...rules.securityHeaders, ...headers } });

  /** A form answer the forms show as it is (contracts/form-answer.ts). */
  const refusal = (status: number, error: string, headers: Record<string, string> = {}) => {
    const body: FormAnswer = { success: false, error };
    return answer(JSON.stringify(body), status, {
      "Content-Type": "application/json",
      "Cache-Control": "no-store",
      ...headers,
    });
  };

  async function notFound(request: Request, env: PagesEnv, page: string): Promise<Response> {
    if (!READ_METHODS.has(request.method)) {
      return answer("Method Not Allowed", 405, {
        Allow: "GET, HEAD",
        "Content-Type": "text/plain; charset=utf-8",
      });
    }
    const found = await env.ASSETS.fetch(new URL(page, request.url));
    const type = found.headers.get("Content-Type") ?? "text/html; charset=utf-8";
    if (request.method === "HEAD" || !found.ok) await found.body?.cancel();
    const body = request.method === "HEAD" ? null : found.ok ? found.body : "Not Found";
    return answer(body, 404, {
      "Content-Type": found.ok ? type : "text/plain; charset=utf-8",
      "Cache-Control": NOT_FOUND_CACHE,
    });
  }

  /**
   * The request as the visitor sent it (method, path, query, headers, body) to the API server,
   * with the visitor's address as Cloudflare saw it in X-Forwarded-For (whatever the visitor put
   * there is dropped), and the answer as the API server gave it: status, headers, body, a redirect
   * not followed.
   */
  async function proxy(request: Request, env: PagesEnv): Promise<Response> {
    const url = new URL(request.url);
    const apiOrigin = parseApiOrigin(env.API_ORIGIN);
    if (apiOrigin.kind !== "origin") {
      const why =
        apiOrigin.kind === "unset"
          ? "API_ORIGIN is not set in the Pages project's variables"
          : apiOrigin.problem;
      console.error(`${why}: ${request.method} ${url.pathname} was answered 503.`);
      return refusal(503, FORMS_NOT_CONNECTED);
    }
    const headers = new Headers();
    for (const [name, value] of request.headers) {
      if (!CLOUDFLARE_HEADER.test(name) && name !== "host" && name !== "x-forwarded-for")
        headers.set(name, value);
    }
    const visitor = request.headers.get("cf-connecting-ip");
    if (visitor) headers.set("X-Forwarded-For", visitor);
    headers.set("X-Forwarded-Proto", url.protocol.slice(0, -1));
    const init: RequestInit & { duplex?: "half" } = {
      method: request.method,
      headers,
      redirect: "manual",
      ...(READ_METHODS.has(request.method) ? {} : { body: request.body, duplex: "half" }),
    };
    try {
      return await fetch(`${apiOrigin.origin}${url.pathname}${url.search}`, init);
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      console.error(
        `The API server at ${apiOrigin.origin} did not answer ${request.method} ${url.pathname}: ${why}`,
      );
      return refusal(502, SAVE_FAILED, { "Retry-After": "30" });
    }
  }

  return {
    async fetch(request, env) {
      const path = new URL(request.url).pathname;
      const page = Object.hasOwn(rules.notFound, path) ? rules.notFound[path] : undefined;
      if (page !== undefined) return notFound(request, env, page);
      if (isApiPath(path)) return proxy(request, env);
      return env.ASSETS.fetch(request);
    },
  };
}
