/**
 * One build of the project at argv[2], in a process of its own so that its peak memory is its
 * own: writes a ScaleBuild as JSON to argv[3] (stdout is Vike's).
 */
import { writeFileSync } from "node:fs";
import { type BuildResult, buildSite } from "../../pipeline/build/build.ts";
import type { ScaleBuild } from "./scale-report.ts";

const [root, resultFile] = process.argv.slice(2);
if (root === undefined || resultFile === undefined)
  throw new Error("usage: scale-build.ts <project root> <result file>");

async function build(): Promise<ScaleBuild> {
  try {
    // This process's memory while the prerender processes run (it barely changes then).
    let rssDuringPrerender = 0;
    const result = await buildSite(root as string, {
      onProgress: ({ stage }) => {
        if (stage === "prerender")
          rssDuringPrerender = Math.max(rssDuringPrerender, process.memoryUsage().rss);
      },
    });
    if (!result.ok) return { ok: false, reason: failureOf(result) };
    // Prerendering runs in processes of their own (their CPU time is in the stage's timing): the
    // peak is the larger of this process's own and this process's size then plus theirs.
    const children = result.prerenderProcesses;
    const peakKb = Math.max(process.resourceUsage().maxRSS, rssDuringPrerender / 1024 + children.peakRssKb);
    return {
      ok: true,
      timings: result.timings,
      pages: result.pages,
      compressed: result.compression?.compressed ?? 0,
      reused: result.compression?.reused ?? 0,
      peakMb: Math.round(peakKb / 1024),
    };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}

function failureOf(result: BuildResult & { ok: false }): string {
  return result.reason === "content"
    ? JSON.stringify(result.validation.problems.slice(0, 5))
    : result.reason === "broken-links"
      ? JSON.stringify(result.brokenLinks.slice(0, 5))
      : `missing ${result.missing.slice(0, 5).join(", ")}`;
}

writeFileSync(resultFile, JSON.stringify(await build()));
