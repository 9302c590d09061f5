/**
 * The Lighthouse mobile budgets every route meets, and which of them a route missed: 100 in all
 * four categories and CLS 0 (docs/performance.md, "Budgets"), TBT ≤ 30 ms and
 * LCP ≤ 1.5 s, checked on the medians of several runs; and in every single run, TBT ≤ 30 ms and no
 * long task after the first contentful paint.
 */
import { CATEGORIES, type CategoryId, type RouteAudit } from "./audit.ts";

/** The least score each category must reach: 100 in all four. */
export const SCORE_BUDGETS: Record<CategoryId, number> = {
  performance: 100,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
};

export type MetricId = "lcpMs" | "cls" | "tbtMs";

/** The most each metric may reach, with how it reads in a message. */
export const METRIC_BUDGETS: Record<MetricId, { label: string; max: number; digits: number; unit: string }> =
  {
    lcpMs: { label: "LCP", max: 1500, digits: 0, unit: " ms" },
    cls: { label: "CLS", max: 0, digits: 3, unit: "" },
    tbtMs: { label: "TBT", max: 30, digits: 0, unit: " ms" },
  };

/** The metrics in table order. */
export const METRICS: readonly MetricId[] = ["lcpMs", "cls", "tbtMs"];

/** Whether a measured value misses its budget (a value not measured is reported apart). */
export const scoreMissed = (id: CategoryId, score: number | null) =>
  score !== null && score < SCORE_BUDGETS[id];
export const metricMissed = (id: MetricId, value: number | null) =>
  value !== null && value > METRIC_BUDGETS[id].max;

/** `value` with the metric's digits, or more when those would read as the budget itself. */
function shown(value: number, max: number, digits: number): string {
  let places = digits;
  while (places < 6 && value !== max && value.toFixed(places) === max.toFixed(places)) places++;
  return value.toFixed(places);
}

/** Every budget a route missed, as one line each. */
export function missedBudgets(audit: RouteAudit): string[] {
  if (audit.error) return [`${audit.route}: Lighthouse failed: ${audit.error}`];
  const missed: string[] = [];
  for (const { id, label } of CATEGORIES) {
    const score = audit.scores[id];
    if (score === null) missed.push(`${audit.route}: ${label} not scored`);
    else if (scoreMissed(id, score)) missed.push(`${audit.route}: ${label} ${score} < ${SCORE_BUDGETS[id]}`);
  }
  for (const id of METRICS) {
    const { label, max, digits, unit } = METRIC_BUDGETS[id];
    const value = audit[id];
    if (value === null) missed.push(`${audit.route}: ${label} not measured`);
    else if (metricMissed(id, value))
      missed.push(`${audit.route}: ${label} ${shown(value, max, digits)}${unit} > ${max}${unit}`);
  }
  return missed;
}

/**
 * What one run of a route missed of the budgets every run meets: TBT ≤ 30 ms, and no long task
 * (over 50 ms) after the first contentful paint. `run` counts from 1.
 */
export function missedInRun(audit: RouteAudit, run: number): string[] {
  if (audit.error) return [];
  const missed: string[] = [];
  const { max, unit } = METRIC_BUDGETS.tbtMs;
  if (audit.tbtMs !== null && audit.tbtMs > max)
    missed.push(`${audit.route} run ${run}: TBT ${audit.tbtMs.toFixed(0)}${unit} > ${max}${unit}`);
  for (const task of audit.longTasksAfterFcp)
    missed.push(
      `${audit.route} run ${run}: a ${task.duration.toFixed(0)} ms task at ${task.startTime.toFixed(0)} ms, after the first contentful paint (${task.url || "no script"})`,
    );
  return missed;
}
