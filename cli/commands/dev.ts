import { join } from "node:path";
import type { Command } from "commander";
import { countErrors } from "../pipeline/problems.ts";
import { formatProblems } from "../report.ts";
import { projectRoot } from "../root.ts";
import { parseFormat } from "./validate.ts";

export function registerDev(program: Command): void {
  program
    .command("dev")
    .description("serve the site with live reload; content and schema changes re-run the pipeline")
    .action(async () => {
      const root = projectRoot();
      const { buildSite } = await import("../pipeline/build.ts");
      const format = parseFormat(undefined);
      let running: Promise<void> = Promise.resolve();
      let again = false;

      // Generated modules change only when content is valid, so the open page keeps the last good state.
      const regenerate = async (): Promise<void> => {
        const started = performance.now();
        const result = await buildSite(root, { skipPrerender: true });
        const problems = result.ok || result.reason === "content" ? result.validation.problems : [];
        if (problems.length > 0) process.stdout.write(`${formatProblems(problems, format)}\n`);
        const errors = countErrors(problems);
        process.stdout.write(
          errors > 0
            ? `✗ content has ${errors} problem(s): the page keeps showing the last valid content\n`
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

      const { watch } = await import("chokidar");
      watch([join(root, "content"), join(root, "schemas")], { ignoreInitial: true }).on("all", schedule);

      const { dev } = await import("vike/api");
      const port = Number(process.env.PORT ?? 3000);
      const { viteServer } = await dev({
        viteConfig: { root, configFile: join(root, "vite.config.ts"), server: { port } },
      });
      // vike's dev() has already started listening.
      viteServer.printUrls();
    });
}
