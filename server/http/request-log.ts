import type { MiddlewareHandler } from "hono";
import type { AppEnv, LogWriter } from "../log.ts";

/**
 * Logs `{ time, method, path, status, ms }` once per request, after the response is known, with
 * whatever the handler added as `logFields` (an enquiry's id, a refusal's reason).
 */
export function requestLog(log: LogWriter): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    log({
      time: new Date().toISOString(),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      ...c.get("logFields"),
    });
  };
}
