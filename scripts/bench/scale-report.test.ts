import { describe, expect, it } from "vitest";
import { type ScaleRun, scaleTable } from "./scale-report.ts";

const wall = {
  validate: 500,
  images: 200,
  social: 10,
  generate: 1300,
  prerender: 40_000,
  links: 700,
  compress: 800,
};
const cpu = {
  validate: 300,
  images: 380,
  social: 10,
  generate: 1100,
  prerender: 12_500,
  links: 600,
  compress: 500,
};

const run: ScaleRun = {
  label: "warm, nothing changed",
  build: {
    ok: true,
    timings: Object.entries(wall).map(([stage, ms]) => ({
      stage,
      ms,
      cpuMs: cpu[stage as keyof typeof cpu],
    })),
    pages: 1250,
    compressed: 0,
    reused: 1394,
    peakMb: 855,
  },
};

describe("scaleTable", () => {
  it("prints wall-clock stages with the cores each kept busy, CPU seconds, and pages per second", () => {
    const [header, , row] = scaleTable([run]).split("\n");
    const cells = (line = "") =>
      line
        .split("|")
        .slice(1, -1)
        .map((cell) => cell.trim());
    const byColumn = Object.fromEntries(cells(header).map((name, index) => [name, cells(row)[index]]));
    expect(byColumn).toEqual({
      build: "warm, nothing changed",
      "validate s (cores)": "0.5 (0.6)",
      "images s (cores)": "0.2 (1.9)",
      "social s (cores)": "0.0 (1.0)",
      "generate s (cores)": "1.3 (0.8)",
      "prerender s (cores)": "40.0 (0.3)",
      "links s (cores)": "0.7 (0.9)",
      "compress s (cores)": "0.8 (0.6)",
      "total s": "43.5",
      "prerender CPU s": "12.5",
      "total CPU s": "15.4",
      pages: "1250",
      "prerender pages/s": "31",
      "pages per prerender CPU s": "100",
      "compressed / reused": "0 / 1394",
      "peak MB": "855",
    });
  });
});
