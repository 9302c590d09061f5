import { spawn } from "node:child_process";
import { join } from "node:path";
import { repoRoot } from "../../../scripts/support/repo-root.ts";

export interface SiteRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * `node bin/site.js …args` as an operator runs it on the server's host, without blocking this
 * process (a server started by the test keeps delivering meanwhile): the settings of the
 * environment the tests run in are cleared, `env` sets the ones that matter, and `input` is typed
 * on stdin (then stdin ends, as a script's would).
 */
export function runSite(
  args: readonly string[],
  options: { env?: Record<string, string>; input?: string } = {},
): Promise<SiteRun> {
  const child = spawn(process.execPath, [join(repoRoot, "bin/site.js"), ...args], {
    cwd: repoRoot,
    env: {
      ...process.env,
      GITHUB_ACTIONS: "",
      DATA_DIR: "",
      DATABASE_URL: "",
      SITE_ROOT: "",
      WEBHOOK_URL: "",
      WEBHOOK_SECRET: "",
      SITE_ORIGIN: "",
      NEWSLETTER_SECRET: "",
      ...options.env,
    },
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => {
    stdout += chunk.toString("utf8");
  });
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString("utf8");
  });
  child.stdin.end(options.input ?? "");
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (code) => resolve({ code, stdout, stderr }));
  });
}
