import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import { getRequestListener } from "@hono/node-server";
import type { Plugin } from "vite";
import { type LiveRun, startLivePreview } from "../../pipeline/index.ts";
import { API_BASE, studioApi } from "./api.ts";
import { bundleClient, STUDIO_PAGE } from "./client-bundle.ts";
import { Drafts } from "./drafts.ts";
import { ContentGit } from "./git-changes.ts";
import { guard } from "./guard.ts";

export const STUDIO_PATH = "/_studio/";

export interface StudioOptions {
  port: number;
  /** Told of each run of the live engine, to print it. */
  onRun(run: LiveRun): void;
  onError(error: unknown): void;
}

export interface Studio {
  /** The start link, with the session token. */
  url: string;
  close(): Promise<void>;
}

type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

/** Serves the studio's page, its script and its API; every other path is the site, from Vite. */
function studioRoutes(
  api: ReturnType<typeof getRequestListener>,
  assets: Awaited<ReturnType<typeof bundleClient>>,
): Middleware {
  return (request, response, next) => {
    const path = new URL(request.url ?? "/", "http://studio").pathname;
    if (path.startsWith(`${API_BASE}/`)) {
      void api(request, response);
      return;
    }
    if (path === STUDIO_PATH || path === STUDIO_PATH.slice(0, -1)) {
      response.setHeader("Content-Type", "text/html; charset=utf-8");
      response.setHeader("Cache-Control", "no-store");
      response.end(STUDIO_PAGE);
      return;
    }
    const asset = path.startsWith("/_studio/assets/")
      ? assets.get(path.slice("/_studio/assets/".length))
      : undefined;
    if (asset) {
      response.setHeader("Content-Type", asset.type);
      response.end(asset.bytes);
      return;
    }
    next();
  };
}

/**
 * `site studio`: the site's dev server with the live engine (as `site dev`), the studio's page and
 * API beside it, all on 127.0.0.1 behind the token guard. The engine reads the studio's unsaved
 * texts, so the preview (the real page from Vite) shows what is typed before it is saved.
 */
export async function startStudio(root: string, options: StudioOptions): Promise<Studio> {
  const token = randomBytes(24).toString("base64url");
  let drafts: Drafts | undefined;
  const [live, assets] = await Promise.all([
    startLivePreview(root, {
      unsaved: (file) => drafts?.unsaved(file),
      onRun: (run) => {
        drafts?.noteRun(run);
        options.onRun(run);
      },
      onError: options.onError,
    }),
    bundleClient(),
  ]);
  drafts = new Drafts(root, live.runNow);
  drafts.noteRun(live.first);
  options.onRun(live.first);
  const api = getRequestListener(studioApi({ root, drafts, git: new ContentGit(root) }).fetch);
  const studioPlugin: Plugin = {
    name: "content-studio",
    enforce: "pre",
    configureServer(server) {
      server.middlewares.use(guard({ token, port: options.port }));
      server.middlewares.use(studioRoutes(api, assets));
    },
  };
  const { dev } = await import("vike/api");
  const { viteServer } = await dev({
    viteConfig: {
      root,
      configFile: join(root, "vite.config.ts"),
      server: { port: options.port, host: "127.0.0.1", strictPort: true },
      plugins: [studioPlugin, live.plugin],
    },
  });
  return {
    url: `http://127.0.0.1:${options.port}${STUDIO_PATH}?token=${token}`,
    close: () => viteServer.close(),
  };
}
