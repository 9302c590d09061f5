import { describe, expect, it } from "vitest";
import type { RouteAudit } from "./audit.ts";
import { missedBudgets, missedInRun } from "./budgets.ts";

const perfect: RouteAudit = {
  route: "/contact",
  scores: { performance: 100, accessibility: 100, "best-practices": 100, seo: 100 },
  lcpMs: 1500,
  cls: 0,
  tbtMs: 30,
  fcpMs: 900,
  transferBytes: 120_000,
  longTasksAfterFcp: [],
  findings: [],
  warnings: [],
};

describe("missedBudgets", () => {
  it("passes a route at every limit: scores 100, LCP 1500 ms, TBT 30 ms, CLS 0", () => {
    expect(missedBudgets(perfect)).toEqual([]);
  });

  it("names a TBT over 30 ms", () => {
    expect(missedBudgets({ ...perfect, tbtMs: 31 })).toEqual(["/contact: TBT 31 ms > 30 ms"]);
  });

  it("names an LCP over 1.5 s, with the digits that tell it from the budget", () => {
    expect(missedBudgets({ ...perfect, lcpMs: 1820 })).toEqual(["/contact: LCP 1820 ms > 1500 ms"]);
    expect(missedBudgets({ ...perfect, lcpMs: 1500.2 })).toEqual(["/contact: LCP 1500.2 ms > 1500 ms"]);
  });

  it("names every miss: a score below 100, layout shift, and a metric not measured", () => {
    expect(
      missedBudgets({ ...perfect, scores: { ...perfect.scores, performance: 99 }, cls: 0.004, tbtMs: null }),
    ).toEqual(["/contact: performance 99 < 100", "/contact: CLS 0.004 > 0", "/contact: TBT not measured"]);
  });

  it("reports a failed route as that alone", () => {
    expect(missedBudgets({ ...perfect, error: "NO_FCP" })).toEqual(["/contact: Lighthouse failed: NO_FCP"]);
  });
});

describe("missedInRun", () => {
  it("passes a run with TBT 30 ms and no long task after the first contentful paint", () => {
    expect(missedInRun(perfect, 1)).toEqual([]);
  });

  it("names a run's TBT over 30 ms and each long task after the first contentful paint", () => {
    const task = {
      url: "http://127.0.0.1:4000/assets/entries/site_client.js",
      startTime: 1204.6,
      duration: 61.2,
    };
    expect(
      missedInRun({ ...perfect, tbtMs: 41, longTasksAfterFcp: [task, { ...task, url: "" }] }, 2),
    ).toEqual([
      "/contact run 2: TBT 41 ms > 30 ms",
      "/contact run 2: a 61 ms task at 1205 ms, after the first contentful paint (http://127.0.0.1:4000/assets/entries/site_client.js)",
      "/contact run 2: a 61 ms task at 1205 ms, after the first contentful paint (no script)",
    ]);
  });

  it("leaves a failed run to missedBudgets", () => {
    expect(missedInRun({ ...perfect, tbtMs: 400, error: "NO_FCP" }, 1)).toEqual([]);
  });
});
