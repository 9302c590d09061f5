import { describe, expect, it } from "vitest";
import { type ScaleRun, scaleTable } from "./scale-report.ts";

const stages = (ms: Record<string, number>) =>
  Object.entries(ms).map(([stage, value]) => ({ stage, ms: value }));

const run: ScaleRun = {
  label: "warm, nothing changed",
  build: {
    ok: true,
    timings: stages({
      validate: 500,
      images: 200,
      social: 10,
      generate: 1300,
      prerender: 40_000,
      links: 700,
      compress: 800,
    }),
    cpu: stages({
      validate: 300,
      images: 100,
      social: 10,
      generate: 1100,
      prerender: 12_500,
      links: 600,
      compress: 500,
    }),
    pages: 1250,
    compressed: 0,
    reused: 1394,
    peakMb: 855,
  },
};

describe("scaleTable", () => {
  it("prints wall-clock stages, CPU seconds, and pages per second of each", () => {
    const [header, , row] = scaleTable([run]).split("\n");
    const cells = (line = "") =>
      line
        .split("|")
        .slice(1, -1)
        .map((cell) => cell.trim());
    const byColumn = Object.fromEntries(cells(header).map((name, index) => [name, cells(row)[index]]));
    expect(byColumn).toEqual({
      build: "warm, nothing changed",
      "validate s": "0.5",
      "images s": "0.2",
      "social s": "0.0",
      "generate s": "1.3",
      "prerender s": "40.0",
      "links s": "0.7",
      "compress s": "0.8",
      "total s": "43.5",
      "prerender CPU s": "12.5",
      "total CPU s": "15.1",
      pages: "1250",
      "prerender pages/s": "31",
      "pages per prerender CPU s": "100",
      "compressed / reused": "0 / 1394",
      "peak MB": "855",
    });
  });
});
