/**
 * How a `site` command ends, and the exit code each way gives: every command sets its code from
 * this table (docs/content.md's CLI reference lists them per command). Scripts and CI read only
 * the number: 0 done, 1 something in the content or the data to see to, 2 the command itself.
 */
export const exitCodes = {
  /** Done: the content is clean, the site built, the entry written, the leads read. */
  done: 0,
  /** The content has problems, or the site built from it has (a broken link, a route without HTML). */
  problems: 1,
  /**
   * `site new` or `site mv` refused (an unknown collection or entry, an id that is not one or is
   * taken, a file that exists), or `site leads erase` was not confirmed.
   */
  refused: 1,
  /** What the command reads or writes is not there: no leads store yet, an output file it cannot write. */
  unavailable: 1,
  /** A bad command, flag, argument or setting (`DATABASE_URL`, the server's settings for `site dev`). */
  usage: 2,
  /** The command failed on its own (a bug, a full disk): said in one line, with the stack under --debug. */
  internal: 2,
} as const;

export type Outcome = keyof typeof exitCodes;

/** Ends the command with the exit code of `outcome`, once its output is written. */
export function setExitCode(outcome: Outcome): void {
  process.exitCode = exitCodes[outcome];
}
