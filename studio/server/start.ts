import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { ViteDevServer } from "vite";
import { type LiveRun, startLivePreview } from "../../pipeline/index.ts";
import { API_BASE, studioApi } from "./api.ts";
import { bundleClient, STUDIO_PAGE } from "./client-bundle.ts";
import { Drafts } from "./drafts.ts";
import { ContentGit } from "./git-changes.ts";
import { guard } from "./guard.ts";
import { siteMiddleware } from "./site-middleware.ts";

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
  /** Settles once the site's pages are served too (the engine's first run and Vite's start). */
  siteReady: Promise<void>;
  close(): Promise<void>;
}

type Handler = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

/** Serves the studio's page, its script and its API; every other path is the site's. */
function studioRoutes(
  api: ReturnType<typeof getRequestListener>,
  assets: Awaited<ReturnType<typeof bundleClient>>,
): Handler {
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

function listening(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
}

/**
 * `site studio`: the studio's page and API, and the site's dev server with the live engine (as
 * `site dev`) for the preview, all on 127.0.0.1 behind the token guard. The studio answers as soon
 * as it listens: the sidebar and the forms need neither the engine nor Vite, so they start behind
 * it, and a page of the site asked for meanwhile waits for them. The engine reads the studio's
 * unsaved texts, so the preview shows what is typed before it is saved.
 */
export async function startStudio(root: string, options: StudioOptions): Promise<Studio> {
  const token = randomBytes(24).toString("base64url");
  const assets = await bundleClient();
  let drafts: Drafts | undefined;
  const live = startLivePreview(root, {
    unsaved: (file) => drafts?.unsaved(file),
    onRun: (run) => {
      drafts?.noteRun(run);
      options.onRun(run);
    },
    onError: options.onError,
  });
  drafts = new Drafts(
    root,
    async (paths) => (await live).runNow(paths),
    live.then(({ first }) => first),
  );
  const api = getRequestListener(studioApi({ root, drafts, git: new ContentGit(root) }).fetch);
  const admitted = guard({ token, port: options.port });
  const studio = studioRoutes(api, assets);
  let vite: ViteDevServer | undefined;
  let site: Handler | undefined;
  let siteFailed: unknown;
  const waiting: (() => void)[] = [];
  const server = createServer((request, response) =>
    admitted(request, response, () =>
      studio(request, response, () => {
        const serve = () => {
          if (site) return site(request, response, () => undefined);
          response.statusCode = 503;
          response.setHeader("Content-Type", "text/plain; charset=utf-8");
          response.end(`The site's preview could not start: ${String(siteFailed)}\n`);
        };
        if (site || siteFailed !== undefined) serve();
        else waiting.push(serve);
      }),
    ),
  );
  await listening(server, options.port);

  const siteReady = (async () => {
    try {
      const { first, plugin } = await live;
      options.onRun(first);
      vite = await siteMiddleware(root, server, plugin);
      site = vite.middlewares as Handler;
    } catch (error) {
      siteFailed = error instanceof Error ? error.message : error;
      throw error;
    } finally {
      for (const serve of waiting.splice(0)) serve();
    }
  })();
  return {
    url: `http://127.0.0.1:${options.port}${STUDIO_PATH}?token=${token}`,
    siteReady,
    close: async () => {
      await siteReady.catch(() => undefined);
      await vite?.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
