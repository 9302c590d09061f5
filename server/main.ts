import { existsSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { relative, resolve } from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "./app.ts";
import { loadConfig, type ServerConfig } from "./config.ts";
import type { LogWriter } from "./log.ts";

/** Open connections get this long to finish after a shutdown request before they are cut. */
const SHUTDOWN_GRACE_MS = 10_000;

export interface RunningServer {
  /** Where the site is reachable, e.g. `http://localhost:3000`. */
  url: string;
  /** The folder being served. */
  clientDir: string;
  /** Stops accepting connections and resolves once open ones are done. */
  close(): Promise<void>;
}

export interface StartOptions {
  log?: LogWriter;
  logError?: LogWriter;
}

/** Thrown by startServer when `<distDir>/client/index.html` does not exist. */
export class MissingBuildError extends Error {
  constructor(readonly distDir: string) {
    super(`No build found in ${distDir}/: run \`npm run build\` first.`);
    this.name = "MissingBuildError";
  }
}

function urlFor(host: string, port: number): string {
  const wildcard = host === "0.0.0.0" || host === "::" || host === "";
  const name = wildcard ? "localhost" : host.includes(":") ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/** Serves `<distDir>/client` on `config.host:config.port` (port 0 picks a free port). */
export async function startServer(config: ServerConfig, options: StartOptions = {}): Promise<RunningServer> {
  const clientDir = resolve(config.distDir, "client");
  if (!existsSync(resolve(clientDir, "index.html"))) throw new MissingBuildError(config.distDir);

  const app = createApp({ clientDir, ...options });
  const { server, port } = await new Promise<{ server: ReturnType<typeof serve>; port: number }>(
    (resolveListen, rejectListen) => {
      const server = serve(
        { fetch: app.fetch, port: config.port, hostname: config.host },
        (info: AddressInfo) => resolveListen({ server, port: info.port }),
      );
      server.once("error", rejectListen);
    },
  );

  const close = () =>
    new Promise<void>((resolveClose, rejectClose) => {
      const force = setTimeout(() => {
        if ("closeAllConnections" in server) server.closeAllConnections();
      }, SHUTDOWN_GRACE_MS);
      force.unref();
      server.close((error) => {
        clearTimeout(force);
        if (error) rejectClose(error);
        else resolveClose();
      });
      if ("closeIdleConnections" in server) server.closeIdleConnections();
    });

  return { url: urlFor(config.host, port), clientDir, close };
}

function startFailure(error: unknown, config: ServerConfig): string {
  const code = error instanceof Error && "code" in error ? error.code : undefined;
  if (code === "EADDRINUSE") return `Port ${config.port} is already in use: set PORT to a free one.`;
  if (code === "EACCES") return `Not allowed to listen on port ${config.port}: set PORT to one above 1023.`;
  return error instanceof Error ? error.message : String(error);
}

/** The `node server/index.ts` entry: config from the environment, exit codes 0/1/2. */
export async function main(env: Record<string, string | undefined>): Promise<void> {
  const loaded = loadConfig(env);
  if (!loaded.ok) {
    for (const problem of loaded.problems) console.error(problem);
    process.exitCode = 2;
    return;
  }
  let running: RunningServer;
  try {
    running = await startServer(loaded.config);
  } catch (error) {
    console.error(startFailure(error, loaded.config));
    process.exitCode = error instanceof MissingBuildError ? 1 : 2;
    return;
  }
  const shown = relative(process.cwd(), running.clientDir) || ".";
  console.log(`Serving ${shown} at ${running.url}`);

  const shutdown = (signal: NodeJS.Signals) => {
    console.log(`${signal} received, closing…`);
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error instanceof Error ? error.message : String(error));
        process.exit(1);
      },
    );
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
}
