import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { buildProgress, type ProgressStream, progressStyle, stageLine } from "./build-progress.ts";

/** A stream that keeps what is written; `isTTY` makes cli-progress treat it as a terminal. */
function capture(isTTY: boolean): { stream: ProgressStream; text: () => string } {
  const stream = Object.assign(new PassThrough(), { isTTY, columns: 100 });
  const chunks: string[] = [];
  stream.on("data", (chunk: Buffer) => chunks.push(chunk.toString("utf8")));
  return { stream, text: () => chunks.join("") };
}

const ESCAPE = "\u001b[";

function imagesStage(progress: ReturnType<typeof buildProgress>): void {
  for (let done = 0; done <= 3; done++) progress.progress({ stage: "images", done, total: 3 });
  progress.stageDone({ stage: "images", ms: 12, cpuMs: 23 });
  progress.stageDone({ stage: "generate", ms: 1500, cpuMs: 1480 });
}

describe("progressStyle", () => {
  it.each([
    ["a terminal outside CI", true, {}, "bar"],
    ["a terminal with CI=false", true, { CI: "false" }, "bar"],
    ["a terminal in CI", true, { CI: "true" }, "plain"],
    ["a terminal with CI=1", true, { CI: "1" }, "plain"],
    ["a pipe", false, {}, "plain"],
    ["a pipe in CI", false, { CI: "true" }, "plain"],
  ] as const)("on %s is %s", (_, isTTY, env, style) => {
    expect(progressStyle(capture(isTTY).stream, env)).toBe(style);
  });
});

describe("buildProgress", () => {
  it("draws a bar with the count and total on a terminal, then the stage's line", async () => {
    const { stream, text } = capture(true);
    const progress = buildProgress(stream, "bar");
    imagesStage(progress);
    await new Promise((resolve) => setImmediate(resolve));
    const output = text();
    expect(output).toContain(ESCAPE);
    expect(output).toMatch(/images +\[=+\] 3\/3 \| \d+s/);
    expect(output).toContain("✓ images       12 ms · 1.9 cores\n");
    expect(output.endsWith("✓ generate     1.50 s · 1.0 core\n")).toBe(true);
  });

  it("says what a stage does besides counting, when told", async () => {
    const { stream, text } = capture(true);
    const progress = buildProgress(stream, "bar");
    progress.progress({ stage: "prerender", done: 0, total: 5, step: "bundling" });
    progress.progress({ stage: "prerender", done: 2, total: 5, step: "pages" });
    progress.stageDone({ stage: "prerender", ms: 2000, cpuMs: 3000 });
    await new Promise((resolve) => setImmediate(resolve));
    expect(text()).toMatch(/prerender +\[-+\] 0\/5 \| \d+s \| bundling/);
    expect(text()).toMatch(/prerender +\[=+-+\] 2\/5 \| \d+s \| pages/);
  });

  it("prints only the stage lines, without escape codes, when plain", async () => {
    const { stream, text } = capture(false);
    imagesStage(buildProgress(stream, "plain"));
    await new Promise((resolve) => setImmediate(resolve));
    expect(text()).toBe("✓ images       12 ms · 1.9 cores\n✓ generate     1.50 s · 1.0 core\n");
  });

  it("takes an unfinished bar away when stopped (a failed build), leaving the terminal's modes alone", async () => {
    const { stream, text } = capture(true);
    const progress = buildProgress(stream, "bar");
    progress.progress({ stage: "prerender", done: 1, total: 5 });
    progress.stop();
    await new Promise((resolve) => setImmediate(resolve));
    expect(text()).toContain("1/5");
    expect(text().endsWith(`${ESCAPE}2K`)).toBe(true);
    // Neither a hidden cursor (?25l) nor line wrapping turned off (?7l) would outlive a Ctrl-C.
    expect(text()).not.toContain(`${ESCAPE}?25l`);
    expect(text()).not.toContain(`${ESCAPE}?7l`);
  });
});

describe("stageLine", () => {
  it("gives a stage's time and the cores it kept busy: its CPU time over its wall-clock time", () => {
    expect(stageLine({ stage: "images", ms: 21_300, cpuMs: 40_470 })).toBe(
      "✓ images       21.30 s · 1.9 cores\n",
    );
    expect(stageLine({ stage: "social", ms: 800, cpuMs: 360 })).toBe("✓ social       800 ms · 0.5 cores\n");
    // CPU time of child processes counts too: a stage may keep more cores busy than its process has threads.
    expect(stageLine({ stage: "prerender", ms: 10_000, cpuMs: 13_000 })).toBe(
      "✓ prerender    10.00 s · 1.3 cores\n",
    );
  });

  it("leaves out the cores of a stage too short to measure", () => {
    expect(stageLine({ stage: "links", ms: 0, cpuMs: 0 })).toBe("✓ links        0 ms\n");
  });
});
