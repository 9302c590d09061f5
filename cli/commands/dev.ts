import { join } from "node:path";
import type { Command } from "commander";
import type { Plugin } from "vite";
import { API_PREFIX } from "../../contracts/api-routes.ts";
import {
  devListenHost,
  devServerHardening,
  errorsOf,
  type LiveRun,
  startLivePreview,
} from "../../pipeline/index.ts";
import type { DevApi, ServerConfig } from "../../server/index.ts";
import { setExitCode } from "../exit-codes.ts";
import { formatProblems, type ReportFormat } from "../report.ts";
import { projectRoot } from "../root.ts";
import { parseFormat } from "./validate.ts";

/** What the terminal says after each run of the live engine. */
function reportRun(run: LiveRun, format: ReportFormat): void {
  if (run.problems.length > 0) process.stdout.write(`${formatProblems(run.problems, format)}\n`);
  const errors = errorsOf(run.problems).length;
  if (errors > 0) {
    process.stdout.write(
      `✗ content has ${errors} problem(s): the pages keep showing the last valid content\n`,
    );
    return;
  }
  if (run.changed.length > 0) process.stdout.write(`✓ content updated in ${run.ms} ms\n`);
}

export function registerDev(program: Command): void {
  program
    .command("dev")
    .description("serve the site; a saved content file shows on the open pages at once, a problem in it too")
    .action(async () => {
      const root = projectRoot();
      const format = parseFormat(undefined);
      // First: a refused setting ends the command at once.
      const config = await serverConfig(root);
      if (!config) return;
      const { host, warning } = devListenHost(process.env);
      if (warning) process.stderr.write(`${warning}\n`);
      const { first, plugin } = await startLivePreview(root, {
        onRun: (run) => reportRun(run, format),
        onError: (error) =>
          process.stderr.write(`site dev: ${error instanceof Error ? error.message : String(error)}\n`),
      });
      reportRun({ ...first, changed: errorsOf(first.problems).length > 0 ? [] : ["*"] }, format);
      // The forms' pages read the settings the engine has just written.
      const formApi = await startFormApi(root, config);

      const { dev } = await import("vike/api");
      const port = Number(process.env.PORT ?? 3000);
      const { viteServer } = await dev({
        viteConfig: {
          root,
          configFile: join(root, "vite.config.ts"),
          server: { port, host },
          plugins: [devServerHardening(root), formApiPlugin(formApi), plugin],
        },
      });
      // vike's dev() has already started listening.
      viteServer.printUrls();
    });
}
/** The server's settings from the environment (the store defaults to data/ in the project); undefined, said why, when refused. */
async function serverConfig(root: string): Promise<ServerConfig | undefined> {
  const { loadConfig } = await import("../../server/index.ts");
  const loaded = loadConfig({ DATA_DIR: join(root, "data"), ...process.env });
  if (loaded.ok) return loaded.config;
  for (const problem of loaded.problems) process.stderr.write(`${problem}\n`);
  setExitCode("usage");
  return undefined;
}

/** The forms' API as in production (store in DATA_DIR or DATABASE_URL, Turnstile, outbox). */
async function startFormApi(root: string, config: ServerConfig): Promise<DevApi> {
  const { startDevApi, writeStdout } = await import("../../server/index.ts");
  return startDevApi(config, join(root, "site/generated"), writeStdout);
}

/** Sends /api/ requests to the form routes; Vite serves everything else. */
function formApiPlugin(api: DevApi): Plugin {
  return {
    name: "site-form-api",
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url?.startsWith(`${API_PREFIX}/`)) api.handle(request, response);
        else next();
      });
      server.httpServer?.once("close", () => void api.close());
    },
  };
}
