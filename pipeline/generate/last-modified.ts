import { spawnSync } from "node:child_process";
import { statSync } from "node:fs";
import { join } from "node:path";

/**
 * When each of `files` (relative to `root`) was last committed, in one `git log` over all of them:
 * the first commit the log lists a file in is its last. `-c` lists a merge's files only where it
 * differs from every parent, as `git log -1 -- <file>` would show it. Empty without git.
 */
function commitTimes(root: string, files: readonly string[]): Map<string, number> {
  const times = new Map<string, number>();
  if (files.length === 0) return times;
  const log = spawnSync(
    "git",
    ["log", "-z", "-c", "--relative", "--name-only", "--format=%x01%cI", "--", ...files],
    { cwd: root, encoding: "utf8", maxBuffer: 256 * 1024 * 1024 },
  );
  if (log.status !== 0) return times;
  // Each commit: \x01<date>\0\n<file>\0<file>\0…
  for (const commit of log.stdout.split("\x01").slice(1)) {
    const [date = "", ...names] = commit.split("\0");
    const time = new Date(date).getTime();
    for (const name of names) {
      const file = name.replace(/^\n/, "");
      if (file !== "" && !times.has(file)) times.set(file, time);
    }
  }
  return times;
}

function day(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/**
 * Reads the commit dates of every file it may be asked about once, and answers for a set of them
 * when the newest last changed, as YYYY-MM-DD: the date of the last commit that touched any of
 * them, or, when git knows none of them (or there is no git), their modification time. Undefined
 * when none of the files exists.
 */
export function lastModifiedOf(
  root: string,
  known: readonly string[],
): (files: readonly string[]) => string | undefined {
  const committed = commitTimes(root, [...new Set(known)]);
  return (files) => {
    const commits = files.flatMap((file) => committed.get(file) ?? []);
    if (commits.length > 0) return day(Math.max(...commits));
    const times = files.flatMap((file) => {
      try {
        return [statSync(join(root, file)).mtime.getTime()];
      } catch {
        return [];
      }
    });
    return times.length ? day(Math.max(...times)) : undefined;
  };
}
