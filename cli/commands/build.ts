import type { Command } from "commander";
import { parseApiOrigin } from "../../contracts/api-origin.ts";
import {
  buildSite,
  describeMoment,
  isWarning,
  recordBuildInputs,
  type ValidationResult,
} from "../../pipeline/index.ts";
import { buildProgress, progressStyle } from "../build-progress.ts";
import { setExitCode } from "../exit-codes.ts";
import { formatBytes, formatMs } from "../format.ts";
import { formatNotices, formatProblems, type ReportFormat } from "../report.ts";
import { projectRoot } from "../root.ts";
import { parseAt, parseFormat } from "./validate.ts";

/** When the built site next changes, for an operator to schedule the next build. */
function nextChangeLine(validation: ValidationResult): string {
  const next = validation.nextChange;
  if (next === undefined) return "Next change: none scheduled (no publishAt or expireAt ahead).\n";
  return (
    `Next change: ${describeMoment(next.at, validation.timeZone)}, when ${next.file} ${next.change}: ` +
    "build again then (dist/build-info.json says the same).\n"
  );
}

/** Runs the build (as the site will be `at`, else now) and prints its report; returns whether it succeeded. */
export async function runBuild(format: ReportFormat, at?: string): Promise<boolean> {
  const root = projectRoot();
  // Netlify's folder proxies the forms to it (docs/operations.md, 'Deploying and operating').
  const apiOrigin = parseApiOrigin(process.env.API_ORIGIN);
  if (apiOrigin.kind === "invalid") {
    process.stderr.write(`Build stopped: ${apiOrigin.problem}\n`);
    return false;
  }
  const started = performance.now();
  const progress = buildProgress(process.stdout, progressStyle(process.stdout, process.env));
  const result = await buildSite(root, {
    onStage: progress.stageDone,
    onProgress: progress.progress,
    apiOrigin: apiOrigin.kind === "origin" ? apiOrigin.origin : undefined,
    ...(at === undefined ? {} : { at }),
  }).finally(progress.stop);
  const notices = "validation" in result ? result.validation.notices : [];
  if (notices.length > 0) process.stderr.write(`${formatNotices(notices, format)}\n`);
  // Warnings alone do not stop the build: said before its outcome, which follows as it would without
  // them (a build stopped by content problems prints them among those).
  const contentStopped = !result.ok && result.reason === "content";
  const warnings =
    "validation" in result && !contentStopped ? result.validation.problems.filter(isWarning) : [];
  if (warnings.length > 0) process.stdout.write(`${formatProblems(warnings, format)}\n`);
  if (!result.ok && result.reason === "content") {
    process.stdout.write(`${formatProblems(result.validation.problems, format)}\n`);
    process.stderr.write(
      "Build stopped: fix the content problems above (run `npm run validate` to check again).\n",
    );
    return false;
  }
  if (!result.ok && result.reason === "broken-links") {
    const count = result.brokenLinks.length;
    process.stdout.write(`${formatProblems(result.brokenLinks, format)}\n`);
    process.stderr.write(
      `Build failed: ${count} broken link${count === 1 ? "" : "s"} above (the page, the link and why). ` +
        "Fix each link, or add the page or file it points to.\n",
    );
    return false;
  }
  if (!result.ok) {
    process.stderr.write(`Build failed: no HTML was written for ${result.missing.join(", ")}\n`);
    return false;
  }
  process.stdout.write(
    `Built ${result.pages} pages in ${formatMs(Math.round(performance.now() - started))}: ` +
      `images ${result.images.processed} processed, ${result.images.reused} reused from cache; ` +
      `social images ${result.socialImages.rendered} rendered, ${result.socialImages.reused} reused; ` +
      `files ${result.compression?.compressed ?? 0} compressed, ${result.compression?.reused ?? 0} reused; ` +
      `output ${formatBytes(result.outputBytes)} in dist/client\n`,
  );
  if (at !== undefined)
    process.stdout.write(
      `Built as the site will be at ${describeMoment(result.validation.at, result.validation.timeZone)}.\n`,
    );
  process.stdout.write(nextChangeLine(result.validation));
  await recordBuildInputs(root);
  return true;
}

export function registerBuild(program: Command): void {
  program
    .command("build")
    .description("validate, process images, generate modules and prerender the site into dist/")
    .option("--format <format>", "how to report content problems: pretty, json or github")
    .option("--at <moment>", "build the site as it will be then: a date-time with its zone, or a date")
    .action(async (options: { format?: string; at?: string }) => {
      const built = await runBuild(parseFormat(options.format), parseAt(options.at));
      setExitCode(built ? "done" : "problems");
    });
}
