import { describe, expect, it } from "vitest";
import type { Finding, RouteAudit } from "./audit.ts";
import { median, medianOfRuns } from "./median.ts";

const finding = (id: string): Finding => ({
  category: "performance",
  kind: "metric",
  id,
  title: id,
  savingsMs: 0,
  items: [],
});

/** A made-up run of /about: a performance score, LCP and TBT; the rest fixed unless given. */
function run(
  performance: number | null,
  lcpMs: number,
  tbtMs: number,
  extra: Partial<RouteAudit> = {},
): RouteAudit {
  return {
    route: "/about",
    scores: { performance, accessibility: 100, "best-practices": 100, seo: 100 },
    lcpMs,
    cls: 0,
    tbtMs,
    fcpMs: 800,
    transferBytes: 100_000,
    longTasksAfterFcp: [],
    findings: [finding(`run-with-${performance}`)],
    warnings: [],
    ...extra,
  };
}

describe("median", () => {
  it("takes the middle of an odd count, whatever the order", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([1200, 900, 1500, 1000, 1100])).toBe(1100);
  });

  it("takes the lower of the two middle values of an even count", () => {
    expect(median([4, 1, 3, 2])).toBe(2);
    expect(median([0.1, 0])).toBe(0);
  });

  it("leaves out what was not measured, and is null when nothing was", () => {
    expect(median([null, 5, 7, null, 6])).toBe(6);
    expect(median([null, null])).toBeNull();
    expect(median([])).toBeNull();
  });
});

describe("medianOfRuns", () => {
  it("takes each number's median on its own, and the findings of the median-performance run", () => {
    const runs = [run(97, 1400, 80), run(100, 1600, 10), run(99, 1500, 30, { cls: 0.02 })];
    const { audit, medianRun, runs: count, failures } = medianOfRuns(runs);
    expect(audit.scores).toEqual({ performance: 99, accessibility: 100, "best-practices": 100, seo: 100 });
    expect(audit.lcpMs).toBe(1500);
    expect(audit.tbtMs).toBe(30);
    expect(audit.cls).toBe(0);
    expect(medianRun).toBe(2);
    expect(audit.findings).toEqual([finding("run-with-99")]);
    expect(audit.error).toBeUndefined();
    expect(count).toBe(3);
    expect(failures).toEqual([]);
  });

  it("keeps each run warning once", () => {
    const runs = [
      run(100, 1000, 0, { warnings: ["slow"] }),
      run(100, 1000, 0, { warnings: ["slow", "cache"] }),
    ];
    expect(medianOfRuns(runs).audit.warnings).toEqual(["slow", "cache"]);
  });

  it("leaves a failed run out of the medians and counts it", () => {
    const failed = run(null, 0, 0, { error: "NO_NAVSTART: no trace" });
    const { audit, medianRun, failures } = medianOfRuns([run(90, 2000, 200), failed, run(100, 1000, 0)]);
    expect(audit.error).toBeUndefined();
    expect(audit.scores.performance).toBe(90);
    expect(audit.lcpMs).toBe(1000);
    expect(medianRun).toBe(0);
    expect(failures).toEqual(["NO_NAVSTART: no trace"]);
  });

  it("reports the error, once per distinct message, when every run failed", () => {
    const runs = [
      run(null, 0, 0, { error: "PROTOCOL_TIMEOUT" }),
      run(null, 0, 0, { error: "PROTOCOL_TIMEOUT" }),
      run(null, 0, 0, { error: "NO_FCP" }),
    ];
    const { audit, medianRun, failures } = medianOfRuns(runs);
    expect(audit.error).toBe("PROTOCOL_TIMEOUT; NO_FCP");
    expect(audit.route).toBe("/about");
    expect(medianRun).toBeUndefined();
    expect(failures).toHaveLength(3);
  });

  it("is the run itself when there is one", () => {
    const only = run(98, 1300, 20);
    const { audit, medianRun } = medianOfRuns([only]);
    expect(audit).toEqual({ ...only });
    expect(medianRun).toBe(0);
  });
});
