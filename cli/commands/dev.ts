import { join } from "node:path";
import type { Command } from "commander";
import type { Plugin } from "vite";
import { API_PREFIX } from "../../contracts/api-routes.ts";
import { buildSite } from "../../pipeline/index.ts";
import type { DevApi } from "../../server/index.ts";
import { setExitCode } from "../exit-codes.ts";
import { formatProblems } from "../report.ts";
import { projectRoot } from "../root.ts";
import { parseFormat } from "./validate.ts";

export function registerDev(program: Command): void {
  program
    .command("dev")
    .description("serve the site with live reload; content and schema changes re-run the pipeline")
    .action(async () => {
      const root = projectRoot();
      const format = parseFormat(undefined);
      let running: Promise<void> = Promise.resolve();
      let again = false;

      // Generated modules change only when content is valid, so the open page keeps the last good state.
      const regenerate = async (): Promise<void> => {
        const started = performance.now();
        const result = await buildSite(root, { skipPrerender: true });
        const problems = result.ok || result.reason === "content" ? result.validation.problems : [];
        if (problems.length > 0) process.stdout.write(`${formatProblems(problems, format)}\n`);
        process.stdout.write(
          problems.length > 0
            ? `✗ content has ${problems.length} problem(s): the page keeps showing the last valid content\n`
            : `✓ content updated in ${Math.round(performance.now() - started)} ms\n`,
        );
      };
      const schedule = () => {
        if (again) return;
        again = true;
        running = running.then(() => {
          again = false;
          return regenerate().catch((error: unknown) => {
            process.stderr.write(
              `pipeline failed: ${error instanceof Error ? error.message : String(error)}\n`,
            );
          });
        });
      };

      schedule();
      await running;

      // Before the watcher, which would keep a refused start running with nothing to serve.
      const formApi = await startFormApi(root);
      if (!formApi) return;

      const { watch } = await import("chokidar");
      watch([join(root, "content"), join(root, "schemas")], { ignoreInitial: true }).on("all", schedule);

      const { dev } = await import("vike/api");
      const port = Number(process.env.PORT ?? 3000);
      const { viteServer } = await dev({
        viteConfig: {
          root,
          configFile: join(root, "vite.config.ts"),
          server: { port },
          plugins: [formApiPlugin(formApi)],
        },
      });
      // vike's dev() has already started listening.
      viteServer.printUrls();
    });
}

/** The forms' API as in production (store in DATA_DIR or DATABASE_URL, Turnstile, outbox). */
async function startFormApi(root: string): Promise<DevApi | undefined> {
  const { loadConfig } = await import("../../server/index.ts");
  const loaded = loadConfig({ DATA_DIR: join(root, "data"), ...process.env });
  if (!loaded.ok) {
    for (const problem of loaded.problems) process.stderr.write(`${problem}\n`);
    setExitCode("usage");
    return undefined;
  }
  const { startDevApi, writeStdout } = await import("../../server/index.ts");
  return startDevApi(loaded.config, join(root, "site/generated"), writeStdout);
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
