import type { Command } from "commander";
import type { LiveRun } from "../../pipeline/index.ts";
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
      const studio = await startStudio(root, {
        port,
        onRun: reportFirstRun,
        onError: (error) =>
          process.stderr.write(`site studio: ${error instanceof Error ? error.message : String(error)}\n`),
      });
      process.stdout.write(`Content studio: ${studio.url}\n`);
    });
}
