/**
 * One build of the project at argv[2], in a process of its own so that its peak memory is its
 * own: writes a ScaleBuild as JSON to argv[3] (stdout is Vike's).
 */
import { writeFileSync } from "node:fs";
import { buildSite, type StageTiming } from "../../cli/pipeline/build.ts";
import type { ScaleBuild } from "./scale-report.ts";

const [root, resultFile] = process.argv.slice(2);
if (root === undefined || resultFile === undefined)
  throw new Error("usage: scale-build.ts <project root> <result file>");

/** Seconds of CPU the whole process (its threads too) has used. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

async function build(): Promise<ScaleBuild> {
  try {
    // CPU time per stage, beside the wall-clock time: on a shared machine it says what the
    // stage costs, whatever else runs at the same time.
    const cpu: StageTiming[] = [];
    let stageStart = cpuMs();
    const result = await buildSite(root as string, {
      onStage: ({ stage }) => {
        const now = cpuMs();
        cpu.push({ stage, ms: Math.round(now - stageStart) });
        stageStart = now;
      },
    });
    return result.ok
      ? {
          ok: true,
          timings: result.timings,
          cpu,
          pages: result.pages,
          compressed: result.compression?.compressed ?? 0,
          reused: result.compression?.reused ?? 0,
          peakMb: Math.round(process.resourceUsage().maxRSS / 1024),
        }
      : {
          ok: false,
          reason:
            result.reason === "content"
              ? JSON.stringify(result.validation.problems.slice(0, 5))
              : result.reason === "broken-links"
                ? JSON.stringify(result.brokenLinks.slice(0, 5))
                : `missing ${result.missing.slice(0, 5).join(", ")}`,
        };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}

writeFileSync(resultFile, JSON.stringify(await build()));
