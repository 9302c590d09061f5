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
