import type { StageTiming } from "../../pipeline/build/build.ts";

export type ScaleBuild =
  | {
      ok: true;
      /** Wall-clock and CPU time of each stage (the process's threads and the prerender processes). */
      timings: StageTiming[];
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

const timingOf = (timings: readonly StageTiming[], stage: string) =>
  timings.find((timing) => timing.stage === stage) ?? { stage, ms: 0, cpuMs: 0 };

const sum = (timings: readonly StageTiming[], of: "ms" | "cpuMs") =>
  timings.reduce((total, timing) => total + timing[of], 0);

const seconds = (ms: number) => (ms / 1000).toFixed(1);

const perSecond = (pages: number, ms: number) => (ms === 0 ? "–" : String(Math.round(pages / (ms / 1000))));

/** "88.6 (1.0)": a stage's wall-clock seconds and the cores it kept busy (CPU time over wall-clock time). */
function stageCell({ ms, cpuMs }: StageTiming): string {
  return ms === 0 ? seconds(ms) : `${seconds(ms)} (${(cpuMs / ms).toFixed(1)})`;
}

/**
 * A Markdown table: one row per build, a column per stage (wall-clock seconds, and in brackets the
 * cores it kept busy), the total, the CPU seconds of the prerender stage and of the build, pages,
 * prerender pages per second (of wall-clock and of CPU time), files compressed, peak memory.
 */
export function scaleTable(runs: readonly ScaleRun[]): string {
  const header = [
    "build",
    ...STAGES.map((stage) => `${stage} s (cores)`),
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
    const { ms: prerender, cpuMs: prerenderCpu } = timingOf(build.timings, "prerender");
    return [
      label,
      ...STAGES.map((stage) => stageCell(timingOf(build.timings, stage))),
      seconds(sum(build.timings, "ms")),
      seconds(prerenderCpu),
      seconds(sum(build.timings, "cpuMs")),
      String(build.pages),
      perSecond(build.pages, prerender),
      perSecond(build.pages, prerenderCpu),
      `${build.compressed} / ${build.reused}`,
      String(build.peakMb),
    ];
  });
  return [header, header.map(() => "---"), ...rows].map((cells) => `| ${cells.join(" | ")} |`).join("\n");
}
