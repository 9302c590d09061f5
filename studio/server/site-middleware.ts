import type { Server } from "node:http";
import { join } from "node:path";
import type { Plugin, ViteDevServer } from "vite";

/**
 * The site's dev server as middleware of the studio's own HTTP server (Vike's custom-server way:
 * Vite in middleware mode, its hot updates over the studio's server, each page rendered by Vike's
 * renderPage), so the studio can listen and answer before Vite has started.
 */
export async function siteMiddleware(
  root: string,
  server: Server,
  livePreview: Plugin,
): Promise<ViteDevServer> {
  const { createDevMiddleware, renderPage } = await import("vike/server");
  const { viteServer } = await createDevMiddleware({
    root,
    viteConfig: {
      configFile: join(root, "vite.config.ts"),
      server: { middlewareMode: true, hmr: { server } },
      plugins: [livePreview],
    },
  });
  viteServer.middlewares.use(async (request, response, next) => {
    try {
      const { httpResponse } = await renderPage({
        urlOriginal: request.originalUrl ?? request.url ?? "/",
        headersOriginal: request.headers,
      });
      for (const [name, value] of httpResponse.headers) response.setHeader(name, value);
      response.statusCode = httpResponse.statusCode;
      httpResponse.pipe(response);
    } catch (error) {
      next(error);
    }
  });
  return viteServer;
}
