import { appendFileSync } from "node:fs";
import type { Command } from "commander";
import { checkLaunch, errorsOf, isMomentText, sortProblems, validateContent } from "../../pipeline/index.ts";
import { UsageError } from "../errors.ts";
import { setExitCode } from "../exit-codes.ts";
import {
  defaultFormat,
  formatNotices,
  formatProblems,
  problemCount,
  type ReportFormat,
  reportFormats,
  stepSummary,
} from "../report.ts";
import { projectRoot } from "../root.ts";

/** `--at`: a date-time with its zone, or a date (00:00 in the site's time zone). */
export function parseAt(value: string | undefined): string | undefined {
  if (value === undefined || isMomentText(value)) return value;
  throw new UsageError(
    `--at '${value}' is no moment: write a date-time with its zone (2026-06-02T09:00:00+10:00) or a date (2026-06-02)`,
  );
}

export function parseFormat(value: string | undefined): ReportFormat {
  if (value === undefined) return defaultFormat(process.env);
  if ((reportFormats as readonly string[]).includes(value)) return value as ReportFormat;
  throw new UsageError(`unknown --format '${value}': use one of ${reportFormats.join(", ")}`);
}

export function registerValidate(program: Command): void {
  program
    .command("validate")
    .description("check every content file against its schema and across files")
    .option("--format <format>", "pretty, json or github (github is the default when GITHUB_ACTIONS=true)")
    .option("--at <moment>", "check the site as it will be then: a date-time with its zone, or a date")
    .option(
      "--launch",
      "also refuse what must not go live: placeholder addresses and phones, test keys, sample text",
    )
    .action(async (options: { format?: string; launch?: boolean; at?: string }) => {
      const format = parseFormat(options.format);
      const at = parseAt(options.at);
      const started = performance.now();
      const root = projectRoot();
      const result = await validateContent(root, at);
      if (options.launch)
        result.problems = sortProblems([...result.problems, ...checkLaunch(root, result.collections)]);
      const errors = errorsOf(result.problems).length;
      const seconds = ((performance.now() - started) / 1000).toFixed(2);
      if (format === "json") {
        process.stdout.write(`${formatProblems(result.problems, "json")}\n`);
      } else if (result.problems.length > 0) {
        process.stdout.write(`${formatProblems(result.problems, format)}\n`);
      }
      // Notices go to stderr: in JSON mode stdout carries only the problems.
      if (result.notices.length > 0) process.stderr.write(`${formatNotices(result.notices, format)}\n`);
      const summary = `${result.filesChecked} files checked, ${problemCount(result.problems)} in ${seconds}s`;
      // In JSON mode stdout carries only the JSON, so the summary goes to stderr.
      (format === "json" ? process.stderr : process.stdout).write(`${summary}\n`);
      // GitHub Actions shows this file on the run page, where a pull request's author looks first.
      const summaryFile = process.env.GITHUB_STEP_SUMMARY;
      if (summaryFile) appendFileSync(summaryFile, stepSummary(result.problems, summary));
      setExitCode(errors > 0 ? "problems" : "done");
    });
}
