/**
 * Several Lighthouse runs of one route reduced to one: the median of each score and metric over
 * the runs that did not fail, and the findings of the run with the median performance score. For
 * an even count the median is the lower of the two middle values, so every number shown is one a
 * run measured (and scores stay whole).
 */
import { CATEGORIES, type RouteAudit } from "./audit.ts";

/** The lower-middle value of those measured; null when none was. */
export function median(values: readonly (number | null)[]): number | null {
  const measured = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  return measured[Math.floor((measured.length - 1) / 2)] ?? null;
}

export interface RouteRuns {
  /** The medians (or, when every run failed, the route with their errors). */
  audit: RouteAudit;
  /** The index in `runs` of the run whose findings `audit` carries; undefined when every run failed. */
  medianRun: number | undefined;
  runs: number;
  /** The error of each failed run, in run order. */
  failures: string[];
}

/** The runs (at least one) of one route as one audit. */
export function medianOfRuns(runs: readonly RouteAudit[]): RouteRuns {
  const [first] = runs;
  if (!first) throw new Error("medianOfRuns needs at least one run");
  const failures = runs.flatMap((run) => (run.error ? [run.error] : []));
  const ok = runs.map((run, index) => ({ run, index })).filter(({ run }) => !run.error);
  if (ok.length === 0)
    return {
      audit: { ...first, error: [...new Set(failures)].join("; ") },
      medianRun: undefined,
      runs: runs.length,
      failures,
    };
  // Unscored runs sort first, as the worst; stable, so ties keep the earlier run.
  const byPerformance = [...ok].sort(
    (a, b) => (a.run.scores.performance ?? -1) - (b.run.scores.performance ?? -1),
  );
  const middle = byPerformance[Math.floor((byPerformance.length - 1) / 2)];
  if (!middle) throw new Error("unreachable: no run succeeded");
  const scores = { ...first.scores };
  for (const { id } of CATEGORIES) scores[id] = median(ok.map(({ run }) => run.scores[id]));
  const audit: RouteAudit = {
    route: first.route,
    scores,
    lcpMs: median(ok.map(({ run }) => run.lcpMs)),
    cls: median(ok.map(({ run }) => run.cls)),
    tbtMs: median(ok.map(({ run }) => run.tbtMs)),
    fcpMs: median(ok.map(({ run }) => run.fcpMs)),
    transferBytes: median(ok.map(({ run }) => run.transferBytes)),
    longTasksAfterFcp: ok.flatMap(({ run }) => run.longTasksAfterFcp),
    findings: middle.run.findings,
    warnings: [...new Set(ok.flatMap(({ run }) => run.warnings))],
  };
  return { audit, medianRun: middle.index, runs: runs.length, failures };
}
