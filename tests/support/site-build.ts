import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { repoRoot } from "../../scripts/support/repo-root.ts";

/**
 * `site build` (with `args`) in the project at `root`, as a maintainer runs it there; returns what
 * it printed, or throws with its output when it fails.
 */
export function siteBuild(root: string, args: readonly string[] = []): string {
  const result = spawnSync(process.execPath, [join(repoRoot, "bin/site.js"), "build", ...args], {
    cwd: root,
    env: { ...process.env, SITE_ROOT: root, NODE_ENV: "production" },
    encoding: "utf8",
    timeout: 600_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    const why = result.error ? result.error.message : `exit code ${result.status ?? result.signal}`;
    throw new Error(`\`site build\` in ${root} failed (${why}):\n${result.stdout}\n${result.stderr}`);
  }
  return `${result.stdout}${result.stderr}`;
}
