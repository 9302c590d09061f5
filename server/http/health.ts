import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../log.ts";

/** Rejects saying why the server should not get traffic now; resolves when it may. */
export type ReadinessCheck = () => Promise<void>;

/** A load balancer waits this long for /readyz before counting the server as not ready anyway. */
const READY_TIMEOUT_MS = 2000;

const plain = (status: number, text: string) =>
  new Response(`${text}\n`, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

function withTimeout(check: ReadinessCheck): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS);
  });
  return Promise.race([check(), timeout]).finally(() => clearTimeout(timer));
}

/**
 * `GET /healthz`: 200 while the process serves requests (restart it otherwise). `GET /readyz`: 200
 * when `ready` resolves (the store answers and is migrated, the server is not shutting down), else
 * 503; the reason goes to the request log, not to the client.
 */
export function healthChecks(ready: ReadinessCheck | undefined): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    if (c.req.path === "/healthz") return plain(200, "ok");
    if (c.req.path !== "/readyz") return next();
    try {
      if (ready) await withTimeout(ready);
      return plain(200, "ready");
    } catch (error) {
      c.set("logFields", { notReady: error instanceof Error ? error.message : String(error) });
      return plain(503, "not ready");
    }
  };
}
