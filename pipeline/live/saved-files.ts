import { statSync } from "node:fs";

/**
 * chokidar (Vite's watcher) passes on at most one change of a file per 50 ms and drops the others,
 * so a second save inside that time (an editor's save, then its formatter's) would never reach the
 * engine and the page would show the first. Each change is looked at again once that time has
 * passed and reported once more if the file has moved on since.
 *
 * An editor that saves in place empties the file before it writes the new text, and the watcher
 * reports the emptying: read then, the file would be a page with no fields, and every open page
 * would flash its problems. A file found empty is reported only once that time has passed, when
 * the write has come or the file was emptied on purpose.
 */
const DROPPED_CHANGE_WINDOW_MS = 60;

/** What tells one state of a file from the next without reading it, and whether it is empty. */
function stateOf(path: string): { signature: string; empty: boolean } {
  try {
    const stats = statSync(path);
    return { signature: `${stats.ino}:${stats.size}:${stats.mtimeMs}`, empty: stats.size === 0 };
  } catch {
    return { signature: "absent", empty: false };
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
    const { signature, empty } = stateOf(path);
    if (empty) seen.delete(path);
    else {
      seen.set(path, signature);
      saved(path);
    }
    setTimeout(() => {
      const now = stateOf(path).signature;
      if (now === seen.get(path)) return;
      seen.set(path, now);
      saved(path);
    }, DROPPED_CHANGE_WINDOW_MS).unref();
  });
}
