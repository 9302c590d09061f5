/**
 * One build of the project at argv[2], in a process of its own so that its peak memory is its
 * own: writes a ScaleBuild as JSON to argv[3] (stdout is Vike's).
 */
import { writeFileSync } from "node:fs";
import { buildSite } from "../../cli/pipeline/build.ts";
import type { ScaleBuild } from "./scale-report.ts";

const [root, resultFile] = process.argv.slice(2);
if (root === undefined || resultFile === undefined)
  throw new Error("usage: scale-build.ts <project root> <result file>");

async function build(): Promise<ScaleBuild> {
  try {
    const result = await buildSite(root as string);
    return result.ok
      ? {
          ok: true,
          timings: result.timings,
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
