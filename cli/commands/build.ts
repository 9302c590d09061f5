import type { Command } from "commander";
import { parseApiOrigin } from "../../contracts/api-origin.ts";
import { buildSite, recordBuildInputs } from "../../pipeline/index.ts";
import { buildProgress, progressStyle } from "../build-progress.ts";
import { setExitCode } from "../exit-codes.ts";
import { formatBytes, formatMs } from "../format.ts";
import { formatNotices, formatProblems, type ReportFormat } from "../report.ts";
import { projectRoot } from "../root.ts";
import { parseFormat } from "./validate.ts";

/** Runs the build and prints its report; returns whether it succeeded. */
export async function runBuild(format: ReportFormat): Promise<boolean> {
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
  }).finally(progress.stop);
  const notices = "validation" in result ? result.validation.notices : [];
  if (notices.length > 0) process.stderr.write(`${formatNotices(notices, format)}\n`);
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
  await recordBuildInputs(root);
  return true;
}

export function registerBuild(program: Command): void {
  program
    .command("build")
    .description("validate, process images, generate modules and prerender the site into dist/")
    .option("--format <format>", "how to report content problems: pretty, json or github")
    .action(async (options: { format?: string }) => {
      setExitCode((await runBuild(parseFormat(options.format))) ? "done" : "problems");
    });
}
