import { realpathSync } from "node:fs";
import { isAbsolute, relative, resolve } from "node:path";
import type { Plugin } from "vite";
import { requireHmrToken } from "./hmr-token.ts";
import { fromSameOrigin } from "./same-origin.ts";
import { isContentFile, isThroughLink, servedFile } from "./served-file.ts";

/** Vite 8's own `server.fs.deny` (a list given in the config replaces it, so it is repeated here). */
const VITE_DENY = [
  ".env",
  ".env.*",
  "*.{crt,pem,key,p12,pfx,cer,der}",
  ".npmrc",
  ".yarnrc.yml",
  "**/.git/**",
];

/**
 * What a file of content/ opened by itself may do: show itself, run nothing, in an origin of its
 * own. An SVG, XML or XHTML file would otherwise run its scripts on the dev server's origin; as an
 * image in a page (the only way the site uses them) a response's policy does not apply.
 */
const CONTENT_FILE_POLICY = "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'";

/** A path as a literal in a glob (picomatch): the project may live in a folder with `(` or `[`. */
function literal(path: string): string {
  return path.replace(/[\\*?[\]{}()!+@]/g, "\\$&");
}

/**
 * What the dev server must never serve, though it is in the project: the leads store (every
 * enquiry), git's files, environment files, CI's workflows, and package.json (not secret, but
 * nothing a page needs).
 */
function denied(root: string, dataDir: string | undefined): string[] {
  const inRoot = (path: string) => `${literal(root)}/${path}`;
  const list = [
    ...VITE_DENY,
    ".env*",
    inRoot("data/**"),
    inRoot(".git/**"),
    inRoot(".github/**"),
    inRoot("package.json"),
    inRoot("package-lock.json"),
  ];
  if (dataDir) {
    const folder = resolve(root, dataDir);
    const rest = relative(root, folder);
    if (rest !== "" && !rest.startsWith("..") && !isAbsolute(rest)) list.push(`${literal(folder)}/**`);
  }
  return list;
}

/**
 * What `site dev` and the studio's preview share about what their dev server answers: no CORS (a
 * page on another port of localhost reads nothing), only the project's files and none of the
 * denied ones, no file through a symbolic link, content/ files inert when opened by themselves, the editor launched
 * only by the dev server's own pages, and the HMR socket only with Vite's token.
 */
export function devServerHardening(root: string, env: NodeJS.ProcessEnv = process.env): Plugin {
  return {
    name: "site-dev-server-hardening",
    apply: "serve",
    config: () => ({
      server: {
        cors: false,
        fs: { strict: true, allow: [root], deny: denied(root, env.DATA_DIR) },
      },
    }),
    configureServer(server) {
      const realRoot = realpathSync(root);
      if (server.httpServer) requireHmrToken(server.httpServer, () => server.config.webSocketToken);
      server.middlewares.use((request, response, next) => {
        const url = request.url ?? "/";
        if (url.startsWith("/__open-in-editor") && !fromSameOrigin(request)) {
          response.statusCode = 403;
          response.end("Forbidden: the editor opens only from the dev server's own pages\n");
          return;
        }
        const file = servedFile(root, url);
        if (file !== undefined && isContentFile(root, file))
          response.setHeader("Content-Security-Policy", CONTENT_FILE_POLICY);
        if (file !== undefined && isThroughLink(root, realRoot, file)) {
          response.statusCode = 404;
          response.end("Not found\n");
          return;
        }
        next();
      });
    },
  };
}
