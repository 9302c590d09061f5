import type { LogWriter } from "../log.ts";

/**
 * Whether the database answers, as the outcomes of the queries run on it tell, logged once when it
 * stops answering and once when it answers again, never once per query. An outcome changes the
 * state only when its query started after the last change: a query already under way when the
 * database went away, that then succeeded, says nothing about now (nor does one that started in the
 * outage and failed after it ended), so overlapping queries do not make the state flap.
 */
export class AvailabilityLog {
  #state: "unknown" | "available" | "unavailable" = "unknown";
  /** When the state last changed (performance.now()). */
  #changedAt = 0;
  /** When it became unavailable (wall clock, for the log). */
  #unavailableSince = 0;
  readonly #log: LogWriter;
  /** What is watched, for the log lines: "The leads store, PostgreSQL database …". */
  readonly #what: string;

  constructor(log: LogWriter, what: string) {
    this.#log = log;
    this.#what = what;
  }

  /** Call when a query starts; give the result to succeeded or failed. */
  start(): number {
    return performance.now();
  }

  succeeded(startedAt: number): void {
    if (this.#state === "available") return;
    if (this.#state === "unavailable") {
      if (startedAt < this.#changedAt) return;
      this.#log({
        time: new Date().toISOString(),
        level: "info",
        event: "database-available",
        unavailableMs: Date.now() - this.#unavailableSince,
        message: `${this.#what} answers again: form submissions are accepted and /readyz answers 200.`,
      });
    }
    this.#state = "available";
    this.#changedAt = performance.now();
  }

  /**
   * A query failed because the database cannot be reached or used (`why`). Before the first
   * answer (while the store opens) nothing is logged: the caller says what failed.
   */
  failed(startedAt: number, why: string): void {
    if (this.#state !== "available" || startedAt < this.#changedAt) return;
    this.#log({
      time: new Date().toISOString(),
      level: "error",
      event: "database-unavailable",
      error: why,
      message: `${this.#what} cannot be used (${why}): form submissions are answered 503 and /readyz 503 until it answers again.`,
    });
    this.#state = "unavailable";
    this.#changedAt = performance.now();
    this.#unavailableSince = Date.now();
  }
}
