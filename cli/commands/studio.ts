import type { Command } from "commander";
import type { LiveRun } from "../../pipeline/index.ts";
import { setExitCode } from "../exit-codes.ts";
import { formatProblems } from "../report.ts";
import { projectRoot } from "../root.ts";
import { parseFormat } from "./validate.ts";

export function registerStudio(program: Command): void {
  program
    .command("studio")
    .description("edit the content in the browser: forms from the schemas, the real page as the live preview")
    .action(async () => {
      const root = projectRoot();
      const port = Number(process.env.PORT ?? 4321);
      // The content's problems when the studio starts; later ones are shown beside their fields as
      // they are typed, which would flood the terminal.
      let started = false;
      const reportFirstRun = (run: LiveRun) => {
        if (started) return;
        started = true;
        if (run.problems.length > 0)
          process.stdout.write(`${formatProblems(run.problems, parseFormat(undefined))}\n`);
      };
      const { startStudio } = await import("../../studio/index.ts");
      const message = (error: unknown) => (error instanceof Error ? error.message : String(error));
      const studio = await startStudio(root, {
        port,
        onRun: reportFirstRun,
        onError: (error) => process.stderr.write(`site studio: ${message(error)}\n`),
      }).catch((error: unknown) => {
        const inUse = (error as { code?: unknown }).code === "EADDRINUSE";
        throw new Error(inUse ? `port ${port} is in use: set PORT to a free one` : message(error));
      });
      process.stdout.write(`Content studio: ${studio.url}\n`);
      await studio.siteReady.catch(async (error: unknown) => {
        process.stderr.write(`site studio: the site's preview could not start: ${message(error)}\n`);
        await studio.close();
        setExitCode("internal");
      });
    });
}
