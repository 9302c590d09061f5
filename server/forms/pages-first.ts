import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../log.ts";

/**
 * One form submission starts its work (read the body, check it, store it) per timer tick of 2 ms;
 * the others wait their turn in arrival order. Pages are never held back: they are answered as
 * their requests arrive. About 400 submissions a second still get through (`npm run bench:server`),
 * far above what a company site receives, while a flood of them (a bot, a load test) can no longer
 * take the event loop from the visitors reading pages: with 1 ms, pages kept about 40 % of their
 * idle throughput under 50 connections of sign-ups, with 2 ms 51 to 62 %. Nothing is dropped:
 * every waiting submission is handled in turn.
 */
const TICK_MS = 2;

/** Lets waiting work start one at a time, one per tick of TICK_MS, in arrival order. */
export class FormPacer {
  readonly #waiting: (() => void)[] = [];
  #scheduled = false;

  /** How many wait for their turn now. */
  get waiting(): number {
    return this.#waiting.length;
  }

  /** Resolves on a later tick, once everything queued before it has started. */
  turn(): Promise<void> {
    return new Promise((start) => {
      this.#waiting.push(start);
      this.#schedule();
    });
  }

  #schedule(): void {
    if (this.#scheduled) return;
    this.#scheduled = true;
    setTimeout(() => this.#release(), TICK_MS);
  }

  #release(): void {
    this.#scheduled = false;
    this.#waiting.shift()?.();
    if (this.#waiting.length > 0) this.#schedule();
  }
}

/**
 * Form work yields to pages: each request through this middleware waits its turn in one FormPacer
 * shared by the form routes. Placed after the cheap refusals (cross-site, rate limit, type, size),
 * so a refused request never waits.
 */
export function pagesFirst(pacer: FormPacer): MiddlewareHandler<AppEnv> {
  return async (_c, next) => {
    await pacer.turn();
    await next();
  };
}
