/**
 * Waits until a page's network has been quiet (no request in flight) for a while, within a time
 * limit. Playwright's own "networkidle" fires once per navigation; this one can be asked again
 * after scrolling has started new requests. Media (a video keeps its range requests open),
 * WebSockets and event streams are not waited for.
 */
import type { Page, Request } from "playwright-core";

const IGNORED_TYPES = new Set(["media", "websocket", "eventsource"]);
const POLL_MS = 50;

export interface NetworkWatch {
  /** Resolves true once nothing was in flight for `idleMs`, false when `timeoutMs` passed first. */
  quiet(idleMs: number, timeoutMs: number): Promise<boolean>;
}

/** Starts counting `page`'s requests in flight; call before the navigation. */
export function watchNetwork(page: Page): NetworkWatch {
  const inFlight = new Set<Request>();
  let lastChange = performance.now();
  page.on("request", (request) => {
    if (IGNORED_TYPES.has(request.resourceType())) return;
    inFlight.add(request);
    lastChange = performance.now();
  });
  const done = (request: Request) => {
    if (inFlight.delete(request)) lastChange = performance.now();
  };
  page.on("requestfinished", done);
  page.on("requestfailed", done);

  return {
    async quiet(idleMs, timeoutMs) {
      const started = performance.now();
      while (performance.now() - started < timeoutMs) {
        if (inFlight.size === 0 && performance.now() - lastChange >= idleMs) return true;
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
      return false;
    },
  };
}
