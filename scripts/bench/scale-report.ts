import type { StageTiming } from "../../cli/pipeline/build.ts";

export type ScaleBuild =
  | {
      ok: true;
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

const STAGES = ["validate", "images", "generate", "prerender", "links", "compress"];

function msOf(build: ScaleRun["build"], stage: string): number {
  return build.timings.find((timing) => timing.stage === stage)?.ms ?? 0;
}

const seconds = (ms: number) => (ms / 1000).toFixed(1);

/** A Markdown table: one row per build, a column per stage, then pages, pages/s, files compressed, peak memory. */
export function scaleTable(runs: readonly ScaleRun[]): string {
  const header = [
    "build",
    ...STAGES.map((stage) => `${stage} s`),
    "total s",
    "pages",
    "prerender pages/s",
    "compressed / reused",
    "peak MB",
  ];
  const rows = runs.map(({ label, build }) => {
    const total = build.timings.reduce((sum, timing) => sum + timing.ms, 0);
    const prerender = msOf(build, "prerender");
    return [
      label,
      ...STAGES.map((stage) => seconds(msOf(build, stage))),
      seconds(total),
      String(build.pages),
      prerender === 0 ? "–" : String(Math.round(build.pages / (prerender / 1000))),
      `${build.compressed} / ${build.reused}`,
      String(build.peakMb),
    ];
  });
  return [header, header.map(() => "---"), ...rows].map((cells) => `| ${cells.join(" | ")} |`).join("\n");
}
