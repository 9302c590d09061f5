import { spawn } from "node:child_process";

/** A push taking longer than this is stopped and said to have failed. */
const PUSH_TIMEOUT_MS = 180_000;

export type PushOutcome = { ok: true; upToDate: boolean } | { ok: false; output: string };

/**
 * `git push` of exactly `branch` (refs/heads/<branch> to the same name on `remote`), setting it as
 * the branch's upstream. Run as a process of its own rather than through simple-git, which removes
 * git's environment variables (GIT_ASKPASS, GIT_SSH_COMMAND…) that git's credentials may rely on.
 * It runs detached from the terminal, with git's prompts off: a push that would ask for a password
 * fails at once and says so, instead of waiting on a terminal the studio's user never sees.
 */
export function gitPush(root: string, remote: string, branch: string): Promise<PushOutcome> {
  const refspec = `refs/heads/${branch}:refs/heads/${branch}`;
  return new Promise((resolve) => {
    const child = spawn("git", ["push", "--porcelain", "--set-upstream", remote, refspec], {
      cwd: root,
      env: { ...process.env, GIT_TERMINAL_PROMPT: "0" },
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      stdout += chunk;
    });
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      stderr += chunk;
    });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill();
    }, PUSH_TIMEOUT_MS);
    child.on("error", (error) => {
      clearTimeout(timer);
      resolve({ ok: false, output: `fatal: ${error.message}` });
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      if (timedOut)
        resolve({ ok: false, output: `fatal: git did not finish within ${PUSH_TIMEOUT_MS / 1000} seconds` });
      // --porcelain marks a ref the remote already had as it is with '='.
      else if (code === 0) resolve({ ok: true, upToDate: /^=\t/m.test(stdout) });
      else resolve({ ok: false, output: `${stderr}\n${stdout}` });
    });
  });
}
