import { SingleBar } from "cli-progress";
import type { StageProgress, StageTiming } from "../pipeline/index.ts";
import { formatCores, formatMs } from "./format.ts";

/** The width of a stage's name in the summary: its longest, "deploy files". */
const STAGE_WIDTH = 12;

/** `bar`: a redrawn progress bar per long stage; `plain`: one line per finished stage, no escape codes. */
export type ProgressStyle = "bar" | "plain";

/** What the build prints on: stdout, or a stream standing in for a terminal in tests. */
export type ProgressStream = NodeJS.WritableStream & { isTTY?: boolean; columns?: number };

function isCi(env: NodeJS.ProcessEnv): boolean {
  const ci = env.CI?.trim().toLowerCase();
  return ci !== undefined && ci !== "" && ci !== "0" && ci !== "false";
}

/** A bar only for a person at a terminal: not when the output is piped or logged, and not in CI. */
export function progressStyle(stream: ProgressStream, env: NodeJS.ProcessEnv): ProgressStyle {
  return stream.isTTY === true && !isCi(env) ? "bar" : "plain";
}

export interface BuildProgress {
  progress(progress: StageProgress): void;
  stageDone(timing: StageTiming): void;
  /** Takes a bar still drawn off the terminal (the build failed mid-stage). */
  stop(): void;
}

/** "✓ images       21.30 s · 1.9 cores": the stage's wall-clock time and how many cores it kept busy. */
export const stageLine = ({ stage, ms, cpuMs }: StageTiming): string =>
  `✓ ${stage.padEnd(STAGE_WIDTH)} ${formatMs(ms)}${ms > 0 ? ` · ${formatCores(cpuMs / ms)}` : ""}\n`;

/** Prints the build's stages: a line when each ends and, in `bar` style, a bar while images and pages are made. */
export function buildProgress(stream: ProgressStream, style: ProgressStyle): BuildProgress {
  let active: { stage: string; bar: SingleBar } | undefined;
  const stopBar = () => {
    active?.bar.stop();
    active = undefined;
  };
  return {
    progress({ stage, done, total, step }) {
      if (style === "plain") return;
      const payload = { step: step ? ` | ${step}` : "" };
      if (active?.stage !== stage) {
        stopBar();
        const bar = new SingleBar({
          stream,
          format: `  ${stage.padEnd(STAGE_WIDTH)} [{bar}] {value}/{total} | {duration_formatted}{step}`,
          barsize: 30,
          clearOnComplete: true,
          // No terminal modes (hidden cursor, no line wrap) to restore: Ctrl-C must stop the build at
          // once, and cli-progress's own SIGINT handler (gracefulExit) would only stop the bar.
          hideCursor: false,
          linewrap: true,
        });
        bar.start(total, done, payload);
        active = { stage, bar };
        return;
      }
      active.bar.setTotal(total);
      active.bar.update(done, payload);
    },
    stageDone(timing) {
      if (active?.stage === timing.stage) stopBar();
      stream.write(stageLine(timing));
    },
    stop: stopBar,
  };
}
