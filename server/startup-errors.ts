import { SettingsError } from "./site-settings.ts";
import { StoreOpenError } from "./store/leads-store.ts";

/** Thrown by startServer when `<distDir>/client/index.html` does not exist. */
export class MissingBuildError extends Error {
  override name = "MissingBuildError";

  constructor(readonly distDir: string) {
    super(`No build found in ${distDir}/: run \`npm run build\` first.`);
  }
}

/** Settings that would run a public site unprotected (a Turnstile test secret, no NEWSLETTER_SECRET). */
export class UnsafeSettingsError extends Error {
  override name = "UnsafeSettingsError";
}

/**
 * What `node server/start.ts` exits with when it does not start: 1 when the build is missing or
 * unreadable (build again), 2 when a setting or the machine refuses (change the environment). A
 * setting loadConfig refuses exits 2 as well.
 */
export const EXIT_BUILD = 1;
export const EXIT_SETTINGS = 2;

type ErrorClass = abstract new (...args: never[]) => Error;

interface StartFailureRow {
  /** An error class, or the `code` of a Node.js system error. */
  error: ErrorClass | string;
  exitCode: typeof EXIT_BUILD | typeof EXIT_SETTINGS;
  /** The line printed; unset, the error's own message, which already says what to do. */
  message?: (port: number) => string;
}

/** Every failure to start that the server knows, with its exit code and, where needed, its line. */
const START_FAILURES: readonly StartFailureRow[] = [
  { error: MissingBuildError, exitCode: EXIT_BUILD },
  { error: SettingsError, exitCode: EXIT_BUILD },
  { error: UnsafeSettingsError, exitCode: EXIT_SETTINGS },
  { error: StoreOpenError, exitCode: EXIT_SETTINGS },
  {
    error: "EADDRINUSE",
    exitCode: EXIT_SETTINGS,
    message: (port) => `Port ${port} is already in use: set PORT to a free one.`,
  },
  {
    error: "EACCES",
    exitCode: EXIT_SETTINGS,
    message: (port) => `Not allowed to listen on port ${port}: set PORT to one above 1023.`,
  },
];

function matches(row: StartFailureRow, error: unknown): boolean {
  if (typeof row.error !== "string") return error instanceof row.error;
  return error instanceof Error && "code" in error && error.code === row.error;
}

/**
 * The exit code and the one line to print for an error that stopped the server from starting on
 * `port`. An error the table does not know (a fault of the server itself) exits 2 with its message.
 */
export function startFailure(
  error: unknown,
  port: number,
): { exitCode: StartFailureRow["exitCode"]; message: string } {
  const row = START_FAILURES.find((candidate) => matches(candidate, error));
  const ownMessage = error instanceof Error ? error.message : String(error);
  return { exitCode: row?.exitCode ?? EXIT_SETTINGS, message: row?.message?.(port) ?? ownMessage };
}
