import type { StageTiming } from "../../pipeline/build/build.ts";

export type ScaleBuild =
  | {
      ok: true;
      timings: StageTiming[];
      /** CPU time of each stage (all of the process's threads). */
      cpu: StageTiming[];
      pages: number;
      /** Text files compressed, and reused from the compression cache. */
      compressed: number;
      reused: number;
      peakMb: number;
    }
  | { ok: false; reason: string };

export interface ScaleRun {
  label: string;
  build: ScaleBuild & { ok: true };
}

const STAGES = ["validate", "images", "social", "generate", "prerender", "links", "compress"];

function msOf(timings: readonly StageTiming[], stage: string): number {
  return timings.find((timing) => timing.stage === stage)?.ms ?? 0;
}

const sum = (timings: readonly StageTiming[]) => timings.reduce((total, timing) => total + timing.ms, 0);

const seconds = (ms: number) => (ms / 1000).toFixed(1);

const perSecond = (pages: number, ms: number) => (ms === 0 ? "–" : String(Math.round(pages / (ms / 1000))));

/**
 * A Markdown table: one row per build, a column per stage (wall-clock seconds), the total, the
 * CPU seconds of the prerender stage and of the build, pages, prerender pages per second (of
 * wall-clock and of CPU time), files compressed, peak memory.
 */
export function scaleTable(runs: readonly ScaleRun[]): string {
  const header = [
    "build",
    ...STAGES.map((stage) => `${stage} s`),
    "total s",
    "prerender CPU s",
    "total CPU s",
    "pages",
    "prerender pages/s",
    "pages per prerender CPU s",
    "compressed / reused",
    "peak MB",
  ];
  const rows = runs.map(({ label, build }) => {
    const prerender = msOf(build.timings, "prerender");
    const prerenderCpu = msOf(build.cpu, "prerender");
    return [
      label,
      ...STAGES.map((stage) => seconds(msOf(build.timings, stage))),
      seconds(sum(build.timings)),
      seconds(prerenderCpu),
      seconds(sum(build.cpu)),
      String(build.pages),
      perSecond(build.pages, prerender),
      perSecond(build.pages, prerenderCpu),
      `${build.compressed} / ${build.reused}`,
      String(build.peakMb),
    ];
  });
  return [header, header.map(() => "---"), ...rows].map((cells) => `| ${cells.join(" | ")} |`).join("\n");
}
