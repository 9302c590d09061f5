import { statSync } from "node:fs";

/**
 * chokidar (Vite's watcher) passes on at most one change of a file per 50 ms and drops the others,
 * so a second save inside that time (an editor's save, then its formatter's) would never reach the
 * engine and the page would show the first. Each change is looked at again once that time has
 * passed and reported once more if the file has moved on since.
 */
const DROPPED_CHANGE_WINDOW_MS = 60;

/** What tells one state of a file from the next without reading it. */
function signature(path: string): string {
  try {
    const stats = statSync(path);
    return `${stats.ino}:${stats.size}:${stats.mtimeMs}`;
  } catch {
    return "absent";
  }
}

interface Watcher {
  on(event: "all", listener: (event: string, path: string) => void): unknown;
}

/** Calls `saved` with the path of each file `watched` accepts when it is written, added or deleted. */
export function onSavedFiles(
  watcher: Watcher,
  watched: (path: string) => boolean,
  saved: (path: string) => void,
): void {
  const seen = new Map<string, string>();
  watcher.on("all", (_event, path) => {
    if (!watched(path)) return;
    seen.set(path, signature(path));
    saved(path);
    setTimeout(() => {
      const now = signature(path);
      if (now === seen.get(path)) return;
      seen.set(path, now);
      saved(path);
    }, DROPPED_CHANGE_WINDOW_MS).unref();
  });
}
