import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { getRequestListener } from "@hono/node-server";
import type { ViteDevServer } from "vite";
import { type LiveRun, refuseUpgrade, startLivePreview } from "../../pipeline/index.ts";
import { PREVIEW_BRIDGE_PATH, STUDIO_PORT_ATTRIBUTE } from "../shared/preview-messages.ts";
import { API_BASE, studioApi } from "./api.ts";
import { bundleClient, PREVIEW_BRIDGE_ASSET, studioPage } from "./client-bundle.ts";
import { Drafts } from "./drafts.ts";
import { FormValidators } from "./form-validators.ts";
import { ContentGit } from "./git-changes.ts";
import { guard } from "./guard.ts";
import { type Handler, type PreviewServer, startPreviewServer } from "./preview-server.ts";
import { siteMiddleware } from "./site-middleware.ts";
import { studioHeaders } from "./studio-headers.ts";

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

/**
 * Serves the studio's page, its script (with each form's validator module) and its API, and
 * nothing else: the site's pages, Vite's modules and content's files are the preview server's, on
 * another origin.
 */
function studioRoutes(
  api: ReturnType<typeof getRequestListener>,
  assets: Awaited<ReturnType<typeof bundleClient>>,
  validators: FormValidators,
  preview: PreviewServer,
): Handler {
  const headers = studioHeaders(preview.port);
  const page = studioPage(preview);
  return (request, response, next) => {
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    const url = new URL(request.url ?? "/", "http://studio");
    const path = url.pathname;
    if (path.startsWith(`${API_BASE}/`)) {
      void api(request, response);
      return;
    }
    if (path === STUDIO_PATH || path === STUDIO_PATH.slice(0, -1)) {
      response.setHeader("Cache-Control", "no-store");
      // The start link's token is in the cookie the guard has just set: out of the address bar
      // (and the history) at once. The browser keeps the link's #fragment.
      if (url.searchParams.has("token")) {
        response.statusCode = 303;
        response.setHeader("Location", STUDIO_PATH);
        response.end();
        return;
      }
      response.setHeader("Content-Type", "text/html; charset=utf-8");
      response.end(page);
      return;
    }
    const validator = validators.moduleAt(path);
    if (validator) {
      void validator.then(
        (code) => {
          response.setHeader("Content-Type", "text/javascript; charset=utf-8");
          response.end(code);
        },
        (error: unknown) => {
          response.statusCode = 500;
          response.setHeader("Content-Type", "text/plain; charset=utf-8");
          response.end(`The form's checks could not be compiled: ${String(error)}\n`);
        },
      );
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

function notFound(response: ServerResponse): void {
  response.statusCode = 404;
  response.setHeader("Content-Type", "text/plain; charset=utf-8");
  response.end("Not found: the studio serves its page and its API; the site is in the preview\n");
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
 * `site studio`: the studio's page and API on 127.0.0.1:PORT behind the token guard, and the site's
 * dev server with the live engine (as `site dev`) for the preview on a port of its own
 * (preview-server.ts: another origin, its own credential). The studio answers as soon as it
 * listens: the sidebar and the forms need neither the engine nor Vite, so they start behind it, and
 * a page of the preview asked for meanwhile waits for them. The engine reads the studio's unsaved
 * texts, so the preview shows what is typed before it is saved.
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
  const validators = new FormValidators();
  const api = getRequestListener(studioApi({ root, drafts, git: new ContentGit(root), validators }).fetch);
  const admitted = guard({ token, port: options.port });
  const bridge = assets.get(PREVIEW_BRIDGE_ASSET);
  if (!bridge) throw new Error(`the studio's bundle lacks ${PREVIEW_BRIDGE_ASSET}`);
  const preview = await startPreviewServer({ studioPort: options.port, bridge });
  const studio = studioRoutes(api, assets, validators, preview);
  const server = createServer((request, response) =>
    admitted(request, response, () => studio(request, response, () => notFound(response))),
  );
  server.on("upgrade", (_request: IncomingMessage, socket: Duplex) =>
    refuseUpgrade(
      socket,
      403,
      "the studio takes no WebSocket (the preview's updates have a server of their own)",
    ),
  );
  await listening(server, options.port).catch(async (error: unknown) => {
    await preview.close();
    throw error;
  });

  let vite: ViteDevServer | undefined;
  const pageHead = `<script type="module" src="${PREVIEW_BRIDGE_PATH}" ${STUDIO_PORT_ATTRIBUTE}="${options.port}"></script>`;
  const siteReady = (async () => {
    try {
      const { first, plugin } = await live;
      options.onRun(first);
      vite = await siteMiddleware(root, preview.hmr, plugin, pageHead);
      preview.serve(vite.middlewares as Handler);
    } catch (error) {
      preview.serve({ failed: error instanceof Error ? error.message : error });
      throw error;
    }
  })();
  return {
    url: `http://127.0.0.1:${options.port}${STUDIO_PATH}?token=${token}`,
    siteReady,
    close: async () => {
      await siteReady.catch(() => undefined);
      await vite?.close();
      await preview.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
