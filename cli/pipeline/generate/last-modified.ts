import { spawnSync } from "node:child_process";
import { statSync } from "node:fs";
import { join } from "node:path";

/**
 * When the newest of these files last changed, as YYYY-MM-DD: the date of the last commit that
 * touched any of them, or, for files git does not know (or no git at all), their modification time.
 * Undefined when none of the files exists.
 */
export function lastModified(root: string, files: readonly string[]): string | undefined {
  if (files.length === 0) return undefined;
  const log = spawnSync("git", ["log", "-1", "--format=%cI", "--", ...files], {
    cwd: root,
    encoding: "utf8",
  });
  const committed = log.status === 0 ? log.stdout.trim() : "";
  if (committed) return new Date(committed).toISOString().slice(0, 10);
  const times = files.flatMap((file) => {
    try {
      return [statSync(join(root, file)).mtime.getTime()];
    } catch {
      return [];
    }
  });
  return times.length ? new Date(Math.max(...times)).toISOString().slice(0, 10) : undefined;
}
