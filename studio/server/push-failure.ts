/**
 * Why git did not push, in words a person can act on: git's output (several lines of `fatal:`,
 * `error:` and `hint:`) cut to its one telling line, or a sentence for the failures met most.
 */
export function pushFailureReason(remote: string, branch: string, gitOutput: string): string {
  const text = gitOutput.toLowerCase();
  if (
    /could not read (username|password)|authentication failed|permission denied|access denied|403/.test(text)
  )
    return `${remote} did not accept the credentials git has on this computer: ask whoever set up the repository to give git access to it.`;
  if (/refusing to update checked out branch|is currently checked out/.test(text))
    return `${remote} is a folder where branch ${branch} is open in a working copy, and git does not change a branch that is open there: commit to a new branch and send that one instead.`;
  if (/\[rejected\]|non-fast-forward|fetch first/.test(text))
    return `${remote} has changes on branch ${branch} that this copy does not have yet: commit to a new branch and send that one instead, or ask a developer to bring those changes in first.`;
  const line = tellingLine(gitOutput);
  if (
    /does not appear to be a git repository|could not read from remote|repository not found|could not resolve host|unable to access|connection (refused|timed out)/.test(
      text,
    )
  )
    return `${remote} could not be reached (git says: “${line}”).`;
  return `git says: “${line}”.`;
}

/** The first `fatal:` line of git's output, else its first `error:` line, else its first line. */
function tellingLine(gitOutput: string): string {
  const lines = gitOutput
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("hint:"));
  const found =
    lines.find((line) => line.startsWith("fatal:")) ?? lines.find((line) => line.startsWith("error:"));
  const line = (found ?? lines[0] ?? "no message")
    .replace(/^(fatal|error):\s*/, "")
    .replace(/[.:]$/, "")
    // An address git quotes may carry a password or token: never shown.
    .replace(/([a-z][a-z0-9+.-]*:\/\/)[^/@\s]+@/gi, "$1");
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
}
