/**
 * The JavaScript and CSS budgets (docs/performance.md, "Budgets") checked against
 * measured routes: a pure function from measurements to checks, so it is tested without a browser.
 */
import { formatBytes } from "../../cli/format.ts";
import { type RouteWeight, totalJs } from "./classify.ts";

const KB = 1024;

/** Gzip bytes. */
export interface Budgets {
  /** The median route's JavaScript. */
  medianJs: number;
  /** The heaviest route's JavaScript. */
  heaviestJs: number;
  /** The JavaScript of every page that loads no island chunk. */
  withoutIslandsJs: number;
  /** Every route's CSS. */
  css: number;
}

export const BUDGETS: Budgets = {
  medianJs: 15 * KB,
  heaviestJs: 30 * KB,
  withoutIslandsJs: 10 * KB,
  css: 20 * KB,
};

export interface FailedRoute {
  route: string;
  error: string;
}

export interface BudgetCheck {
  label: string;
  /** The route the figure belongs to; none for the median. */
  route?: string;
  /** The measured gzip bytes, null when there was nothing to measure. */
  actual: number | null;
  limit: number;
  met: boolean;
}

export interface BudgetReport {
  checks: BudgetCheck[];
  /** Routes that did not load: they miss the budget, since nothing says they would meet it. */
  failedRoutes: FailedRoute[];
  ok: boolean;
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : Math.round(((sorted[middle - 1] ?? 0) + upper) / 2);
}

/** The route with the largest `size`, the first of equals; undefined for none. */
function heaviest(
  weights: readonly RouteWeight[],
  size: (weight: RouteWeight) => number,
): { route: string; size: number } | undefined {
  let found: { route: string; size: number } | undefined;
  for (const weight of weights)
    if (!found || size(weight) > found.size) found = { route: weight.route, size: size(weight) };
  return found;
}

function check(
  label: string,
  limit: number,
  found: { route?: string; size: number } | undefined,
  metWhenNone: boolean,
): BudgetCheck {
  if (!found) return { label, actual: null, limit, met: metWhenNone };
  return {
    label,
    ...(found.route !== undefined ? { route: found.route } : {}),
    actual: found.size,
    limit,
    met: found.size <= limit,
  };
}

/**
 * Every budget checked over the measured routes. With no route measured, the JavaScript and CSS
 * budgets are missed; with no page without islands, that budget is met.
 */
export function checkBudgets(
  weights: readonly RouteWeight[],
  failedRoutes: readonly FailedRoute[] = [],
  budgets: Budgets = BUDGETS,
): BudgetReport {
  const middle = median(weights.map(totalJs));
  const checks = [
    check("median route JS", budgets.medianJs, middle === null ? undefined : { size: middle }, false),
    check("heaviest route JS", budgets.heaviestJs, heaviest(weights, totalJs), false),
    check(
      "heaviest page without islands, JS",
      budgets.withoutIslandsJs,
      heaviest(
        weights.filter((weight) => weight.islandChunks === 0),
        totalJs,
      ),
      true,
    ),
    check(
      "largest CSS",
      budgets.css,
      heaviest(weights, (weight) => weight.css),
      false,
    ),
  ];
  return {
    checks,
    failedRoutes: [...failedRoutes],
    ok: failedRoutes.length === 0 && checks.every((c) => c.met),
  };
}

/** The per-route budgets one route misses, in a few words each (the median is not per route). */
export function routeMisses(weight: RouteWeight, budgets: Budgets = BUDGETS): string[] {
  const js = totalJs(weight);
  const misses: string[] = [];
  if (js > budgets.heaviestJs) misses.push(`JS > ${formatBytes(budgets.heaviestJs)}`);
  else if (weight.islandChunks === 0 && js > budgets.withoutIslandsJs)
    misses.push(`JS > ${formatBytes(budgets.withoutIslandsJs)} without islands`);
  if (weight.css > budgets.css) misses.push(`CSS > ${formatBytes(budgets.css)}`);
  return misses;
}
