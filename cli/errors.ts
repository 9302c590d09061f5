import { CommanderError } from "commander";
import type { Outcome } from "./exit-codes.ts";

/** An error whose message is meant for the person at the terminal: printed without a stack trace. */
export class UsageError extends Error {
  override name = "UsageError";
}

export function describeFailure(error: unknown, debug: boolean): string {
  if (error instanceof UsageError) return error.message;
  if (debug && error instanceof Error) return error.stack ?? error.message;
  const message = error instanceof Error ? error.message : String(error);
  return `${message}\n(run again with --debug for the full stack trace)`;
}

/**
 * How a command that threw ends: commander's own exits (after `--help` it is done; a bad flag or
 * command, which it has already explained, is a usage error), a UsageError, or an internal error.
 */
export function outcomeOf(error: unknown): Outcome {
  if (error instanceof CommanderError) return error.exitCode === 0 ? "done" : "usage";
  return error instanceof UsageError ? "usage" : "internal";
}
