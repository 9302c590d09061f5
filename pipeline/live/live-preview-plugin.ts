import { join, relative, sep } from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import {
  CONTENT_CHANGED,
  CONTENT_PROBLEMS,
  type ContentChanged,
  type ContentProblems,
  PAGE_OPENED,
  type ProblemText,
} from "../../contracts/live-preview.ts";
import { problemText } from "../problems/problem-text.ts";
import { errorsOf } from "../problems/problems.ts";
import { affectedPages } from "./affected-pages.ts";
import type { LiveRun, LiveSite } from "./live-site.ts";
import { onSavedFiles } from "./saved-files.ts";

export interface LivePreviewOptions {
  live: LiveSite;
  /** Told of every run (to print it); `social` when it only rendered link previews. */
  onRun(run: LiveRun): void;
  /** Told of a run that failed (a bug, or a file that cannot be read): the server goes on. */
  onError(error: unknown): void;
}

/** Files whose change the live engine handles: content and schemas. */
function watched(root: string, path: string): boolean {
  const file = relative(root, path).split(sep).join("/");
  return file.startsWith("content/") || file.startsWith("schemas/");
}

/**
 * `site dev`'s live preview, a Vite plugin around the live engine (live-site.ts): on every saved
 * content file it runs the engine, then tells the open pages (site/live-preview/) which of them
 * changed, so each updates in place, or what the content's problems are, so each shows them. Saves
 * that come while a run is going on are taken together by the next run.
 *
 * The modules the engine writes are server-only (pages import them from their data hooks); Vike
 * would answer their change with a full reload of every page. This plugin marks them stale itself
 * and names the pages that read them instead.
 */
export function livePreviewPlugin(
  root: string,
  options: LivePreviewOptions,
): Plugin & { runNow(paths: readonly string[]): Promise<LiveRun> } {
  const generatedDir = join(root, "site/generated") + sep;
  let problems: ProblemText[] = [];
  const pending = new Set<string>();
  let running = false;

  const tellPages = (server: ViteDevServer, changed: readonly string[]) => {
    if (changed.length === 0) return;
    const pages = affectedPages(
      server.environments.ssr.moduleGraph,
      root,
      changed.map((path) => join(generatedDir, path)),
    );
    if (pages === "all" || pages.length > 0)
      server.environments.client.hot.send(CONTENT_CHANGED, { pages } satisfies ContentChanged);
  };

  /** The dev server, once Vite has made it. */
  let current: ViteDevServer | undefined;
  const runOnce = async (server: ViteDevServer, paths: readonly string[]): Promise<LiveRun> => {
    const run = await options.live.update(paths);
    options.onRun(run);
    // The panel is for what keeps a change off the page; warnings are said in the terminal.
    const errors = errorsOf(run.problems);
    const now = errors.map(problemText);
    if (now.length > 0 || problems.length > 0) {
      problems = now;
      server.environments.client.hot.send(CONTENT_PROBLEMS, { problems } satisfies ContentProblems);
    }
    tellPages(server, run.changed);
    // The link previews follow in the background: what asked for this run (a save, or the studio's
    // check of what is typed) has its answer without waiting for a new image to be drawn.
    if (errors.length === 0)
      options.live.renderSocialImages().then((changed) => tellPages(server, changed), options.onError);
    return run;
  };

  const drain = async (server: ViteDevServer) => {
    if (running) return;
    running = true;
    try {
      while (pending.size > 0) {
        const paths = [...pending];
        pending.clear();
        await runOnce(server, paths).catch(options.onError);
      }
    } finally {
      running = false;
    }
  };

  return {
    name: "site-live-preview",
    apply: "serve",
    /** Runs the engine on these files now (not saved: their unsaved text changed) and updates the open pages. */
    runNow: (paths) => (current ? runOnce(current, paths) : options.live.update(paths)),
    configureServer(devServer) {
      current = devServer;
      devServer.watcher.add([join(root, "content"), join(root, "schemas")]);
      onSavedFiles(
        devServer.watcher,
        (path) => watched(root, path),
        (path) => {
          pending.add(path);
          void drain(devServer);
        },
      );
      devServer.environments.client.hot.on(PAGE_OPENED, (_data, client) => {
        client.send(CONTENT_PROBLEMS, { problems } satisfies ContentProblems);
      });
    },
    hotUpdate: {
      order: "pre",
      handler({ file, modules }) {
        if (!file.startsWith(generatedDir)) return;
        // On the server, handled when the engine wrote it (tellPages): Vike would reload every
        // page. A module an island's code imports in the browser (the portfolio's facets) takes
        // Vite's own way, a reload of the pages that load it.
        if (this.environment.name !== "client" || modules.length === 0) return [];
      },
    },
  };
}
