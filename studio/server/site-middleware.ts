import type { Server } from "node:http";
import { join } from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import { devServerHardening, requireHmrToken } from "../../pipeline/index.ts";

/** `head` right after a page's `<head>` tag (or at its start when it has none). */
function withHead(html: string, head: string): string {
  const open = /<head(\s[^>]*)?>/i.exec(html);
  if (!open) return head + html;
  const at = open.index + open[0].length;
  return html.slice(0, at) + head + html.slice(at);
}

/**
 * The site's dev server as middleware of the preview's own HTTP server (Vike's custom-server way:
 * Vite in middleware mode, its hot updates over `hmr`, each page rendered by Vike's renderPage), so
 * the studio can listen and answer before Vite has started. Every page gets `pageHead` (the
 * preview's side of the studio's messages); a build never does.
 */
export async function siteMiddleware(
  root: string,
  hmr: Server,
  livePreview: Plugin,
  pageHead: string,
): Promise<ViteDevServer> {
  const { createDevMiddleware, renderPage } = await import("vike/server");
  const { viteServer } = await createDevMiddleware({
    root,
    viteConfig: {
      configFile: join(root, "vite.config.ts"),
      server: { middlewareMode: true, hmr: { server: hmr } },
      plugins: [devServerHardening(root), livePreview],
    },
  });
  requireHmrToken(hmr, () => viteServer.config.webSocketToken);
  viteServer.middlewares.use(async (request, response, next) => {
    try {
      const { httpResponse } = await renderPage({
        urlOriginal: request.originalUrl ?? request.url ?? "/",
        headersOriginal: request.headers,
      });
      for (const [name, value] of httpResponse.headers) response.setHeader(name, value);
      response.statusCode = httpResponse.statusCode;
      const type = httpResponse.headers.find(([name]) => name.toLowerCase() === "content-type")?.[1] ?? "";
      if (!type.includes("text/html")) {
        httpResponse.pipe(response);
        return;
      }
      const html = withHead(await httpResponse.getBody(), pageHead);
      response.setHeader("Content-Length", Buffer.byteLength(html));
      response.end(html);
    } catch (error) {
      next(error);
    }
  });
  return viteServer;
}
