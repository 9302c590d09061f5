import { describe, expect, it } from "vitest";
import type { RouteAudit } from "./audit.ts";
import { missedBudgets } from "./budgets.ts";

const perfect: RouteAudit = {
  route: "/contact",
  scores: { performance: 100, accessibility: 100, "best-practices": 100, seo: 100 },
  lcpMs: 1500,
  cls: 0,
  tbtMs: 50,
  findings: [],
  warnings: [],
};

describe("missedBudgets", () => {
  it("passes a route at every limit: scores 100, LCP 1500 ms, TBT 50 ms, CLS 0", () => {
    expect(missedBudgets(perfect)).toEqual([]);
  });

  it("names a TBT over 50 ms", () => {
    expect(missedBudgets({ ...perfect, tbtMs: 51 })).toEqual(["/contact: TBT 51 ms > 50 ms"]);
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
