import { fork } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { placePublicFiles } from "./place-public-files.ts";
import { isPrerenderMessage, type PrerenderStep, type ProcessUsage } from "./prerender-protocol.ts";

/** Where Vike writes the HTML of a route. */
export function htmlFileOf(clientDir: string, route: string): string {
  return route === "/" ? join(clientDir, "index.html") : join(clientDir, route.slice(1), "index.html");
}

/** Vike only warns about a route it did not prerender; a missing page must fail the build. */
export function missingPages(clientDir: string, routes: readonly string[]): string[] {
  return routes.filter((route) => !existsSync(htmlFileOf(clientDir, route)));
}

export interface PrerenderHooks {
  /** Vite has bundled the client and the server; pages are rendered next. */
  onBundled?: () => void;
  /** Told the URL of each HTML page once its file is written. */
  onPage?: (url: string) => void;
}

/**
 * The child's module: the source beside this file when it runs as TypeScript (tsx, vitest), loaded
 * through tsx; else the bundle the CLI launcher (bin/site.js) writes beside its own.
 */
function childEntry(): { module: string; execArgv: string[] } {
  if (!import.meta.url.endsWith(".ts"))
    return { module: fileURLToPath(new URL("./prerender-child.mjs", import.meta.url)), execArgv: [] };
  const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;
  return {
    module: fileURLToPath(new URL("./prerender-child.ts", import.meta.url)),
    execArgv: ["--import", tsxLoader],
  };
}

/** An error from a prerender process, with the stack it had there. */
function childError(message: string, stack: string | undefined): Error {
  const error = new Error(message);
  if (stack) error.stack = stack;
  return error;
}

/**
 * Runs one step in a process of its own, in the working folder of this one (Vike resolves its
 * build folder against it); resolves with what that process used.
 */
function runStep(root: string, step: PrerenderStep, onPage: (url: string) => void): Promise<ProcessUsage> {
  const { module, execArgv } = childEntry();
  // The site is always built for production, whatever NODE_ENV the caller has (vitest sets "test",
  // which would ship React's development build).
  const env = { ...process.env, NODE_ENV: "production" };
  return new Promise((resolve, reject) => {
    const child = fork(module, [step, root], { execArgv, env, stdio: "inherit" });
    let ended: ProcessUsage | Error | undefined;
    child.on("message", (message: unknown) => {
      if (!isPrerenderMessage(message)) return;
      if (message.kind === "page") onPage(message.url);
      else if (message.kind === "done") ended = { peakRssKb: message.peakRssKb, cpuMs: message.cpuMs };
      else ended = childError(message.message, message.stack);
    });
    child.on("error", reject);
    // "close", not "exit": it comes after the last message the process sent.
    child.on("close", (code, signal) => {
      if (ended instanceof Error) reject(ended);
      else if (ended && code === 0) resolve(ended);
      else {
        const what = step === "bundle" ? "bundling" : "page rendering";
        reject(
          new Error(`The ${what} process stopped (${signal ?? `exit code ${code}`}) before it finished`),
        );
      }
    });
  });
}

/**
 * Runs `vike build` (client and server bundles) for the project at `root`, places the public files
 * beside them, then prerenders every page. Each step runs in a process of its own, so that the
 * memory Vite's bundler and Vike's prerender hold until they end (Vike keeps every page it wrote)
 * is returned before the next stage: at ×30 content each needs about 550 MB, the two in one
 * process 900 MB. Resolves with the larger of the two processes' peak memory and the CPU time of
 * both.
 */
export async function prerender(root: string, hooks: PrerenderHooks = {}): Promise<ProcessUsage> {
  const bundling = await runStep(root, "bundle", () => {});
  // vite.config.ts's publicDir, into the client folder Vite has just emptied and filled.
  await placePublicFiles(join(root, "site/generated/public"), join(root, "dist/client"));
  hooks.onBundled?.();
  const rendering = await runStep(root, "pages", (url) => hooks.onPage?.(url));
  return {
    peakRssKb: Math.max(bundling.peakRssKb, rendering.peakRssKb),
    cpuMs: bundling.cpuMs + rendering.cpuMs,
  };
}
