import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { refuseUpgrade } from "../../pipeline/index.ts";
import { PREVIEW_BRIDGE_PATH } from "../shared/preview-messages.ts";
import type { ClientAsset } from "./client-bundle.ts";
import { admitPreview, previewCookieName } from "./preview-guard.ts";
import { loopbackHosts } from "./session-credential.ts";

export type Handler = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

export interface PreviewServer {
  port: number;
  /** The preview's own credential (the frame's first URL carries it; never the studio's token). */
  token: string;
  /**
   * The server Vite's HMR runs on: it never listens itself; a handshake the preview's guard admits
   * is handed to it.
   */
  hmr: Server;
  /** The site's dev server once started, or why it could not start; requests wait until then. */
  serve(site: Handler | { failed: unknown }): void;
  close(): Promise<void>;
}

export interface PreviewServerOptions {
  /** The studio's port: only its pages may frame the preview. */
  studioPort: number;
  /** The preview's side of the studio's messages (studio/client/preview-bridge.ts, bundled). */
  bridge: ClientAsset;
}

function refuse(response: ServerResponse, status: number, reason: string): void {
  response.statusCode = status;
  response.setHeader("Content-Type", "text/plain; charset=utf-8");
  response.end(`${status === 403 ? "Forbidden" : "Unavailable"}: ${reason}\n`);
}

/**
 * The studio's preview: the site's pages, Vite's modules and its HMR socket, on a loopback port of
 * its own, so the preview's origin is not the studio's. A script in a previewed page (content is
 * others' input) can then read neither the studio's page nor its token, nor call its API. Its own
 * guard (preview-guard.ts) admits only the preview's credential, and every answer may be framed by
 * the studio's pages only.
 */
export async function startPreviewServer(options: PreviewServerOptions): Promise<PreviewServer> {
  const token = randomBytes(24).toString("base64url");
  const studio = loopbackHosts(options.studioPort).map((host) => `http://${host}`);
  const hmr = createServer();
  let site: Handler | undefined;
  let failed: unknown;
  let started = false;
  const waiting: (() => void)[] = [];
  let port = 0;

  const server = createServer((request, response) => {
    const verdict = admitPreview(request, { token, port });
    if (!verdict.ok) return refuse(response, 403, verdict.reason);
    response.setHeader("Content-Security-Policy", `frame-ancestors ${studio.join(" ")}`);
    response.setHeader("X-Content-Type-Options", "nosniff");
    if (verdict.withToken) {
      response.setHeader(
        "Set-Cookie",
        `${previewCookieName(port)}=${token}; Path=/; HttpOnly; SameSite=Strict`,
      );
      response.statusCode = 303;
      response.setHeader("Location", verdict.location);
      response.end();
      return;
    }
    // The site never reads cookies; the studio's own (cookies ignore ports) stays out of its reach.
    delete request.headers.cookie;
    if (new URL(request.url ?? "/", "http://preview").pathname === PREVIEW_BRIDGE_PATH) {
      response.setHeader("Content-Type", options.bridge.type);
      response.setHeader("Cache-Control", "no-store");
      response.end(options.bridge.bytes);
      return;
    }
    const serve = () => {
      if (site) site(request, response, () => refuse(response, 503, "the site did not answer"));
      else refuse(response, 503, `the site's preview could not start: ${String(failed)}`);
    };
    if (started) serve();
    else waiting.push(serve);
  });
  server.on("upgrade", (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const verdict = admitPreview(request, { token, port });
    if (!verdict.ok) return refuseUpgrade(socket, 403, verdict.reason);
    delete request.headers.cookie;
    hmr.emit("upgrade", request, socket, head);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const address = server.address();
  port = typeof address === "object" && address ? address.port : 0;

  return {
    port,
    token,
    hmr,
    serve(given) {
      if ("failed" in given) failed = given.failed;
      else site = given;
      started = true;
      for (const serve of waiting.splice(0)) serve();
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
