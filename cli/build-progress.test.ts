import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { buildProgress, type ProgressStream, progressStyle } from "./build-progress.ts";

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
  progress.stageDone({ stage: "images", ms: 12 });
  progress.stageDone({ stage: "generate", ms: 1500 });
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
    expect(output).toContain("✓ images     12 ms\n");
    expect(output.endsWith("✓ generate   1.50 s\n")).toBe(true);
  });

  it("says what a stage does besides counting, when told", async () => {
    const { stream, text } = capture(true);
    const progress = buildProgress(stream, "bar");
    progress.progress({ stage: "prerender", done: 0, total: 5, step: "bundling" });
    progress.progress({ stage: "prerender", done: 2, total: 5, step: "pages" });
    progress.stageDone({ stage: "prerender", ms: 2000 });
    await new Promise((resolve) => setImmediate(resolve));
    expect(text()).toMatch(/prerender +\[-+\] 0\/5 \| \d+s \| bundling/);
    expect(text()).toMatch(/prerender +\[=+-+\] 2\/5 \| \d+s \| pages/);
  });

  it("prints only the stage lines, without escape codes, when plain", async () => {
    const { stream, text } = capture(false);
    imagesStage(buildProgress(stream, "plain"));
    await new Promise((resolve) => setImmediate(resolve));
    expect(text()).toBe("✓ images     12 ms\n✓ generate   1.50 s\n");
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
