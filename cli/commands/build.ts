import type { Command } from "commander";
import { buildSite } from "../pipeline/build.ts";
import { formatBytes, formatMs } from "../format.ts";
import { formatProblems } from "../report.ts";
import { projectRoot } from "../root.ts";
import { parseFormat } from "./validate.ts";

export function registerBuild(program: Command): void {
  program
    .command("build")
    .description("validate, process images, generate modules and prerender the site into dist/")
    .option("--format <format>", "how to report content problems: pretty, json or github")
    .action(async (options: { format?: string }) => {
      const format = parseFormat(options.format);
      const started = performance.now();
      const result = await buildSite(projectRoot(), {
        onStage: ({ stage, ms }) => process.stdout.write(`✓ ${stage.padEnd(10)} ${formatMs(ms)}\n`),
      });
      if (!result.ok && result.reason === "content") {
        process.stdout.write(`${formatProblems(result.validation.problems, format)}\n`);
        process.stderr.write("Build stopped: fix the content problems above (run `npm run validate` to check again).\n");
        process.exitCode = 1;
        return;
      }
      if (!result.ok) {
        process.stderr.write(`Build failed: no HTML was written for ${result.missing.join(", ")}\n`);
        process.exitCode = 1;
        return;
      }
      const warnings = result.validation.problems;
      if (warnings.length > 0) process.stdout.write(`${formatProblems(warnings, format)}\n`);
      process.stdout.write(
        `Built ${result.pages} pages in ${formatMs(Math.round(performance.now() - started))}: ` +
          `images ${result.images.processed} processed, ${result.images.reused} reused from cache; ` +
          `output ${formatBytes(result.outputBytes)} in dist/client\n`,
      );
    });
}
