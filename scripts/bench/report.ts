/**
 * Printing the page weights: one row per route (JavaScript per kind, CSS, the budgets the route
 * misses), then the budget checks, then what made a measurement uncertain.
 */
import { formatBytes } from "../../cli/format.ts";
import { clip, printTable } from "../bench-audit/table.ts";
import type { BudgetReport } from "./budgets.ts";
import { routeMisses } from "./budgets.ts";
import { totalJs, weighPage } from "./classify.ts";
import type { PageWeight } from "./page-weight.ts";

const ERROR_WIDTH = 60;

export function printRouteTable(pages: readonly PageWeight[]): void {
  const rows = pages.map((page) => {
    if (page.error !== undefined)
      return [page.route, "–", "–", "–", "–", "–", "–", `FAILED: ${clip(page.error, ERROR_WIDTH)}`];
    const weight = weighPage(page);
    const misses = routeMisses(weight);
    return [
      page.route,
      formatBytes(weight.js.enhance),
      formatBytes(weight.js.framework),
      formatBytes(weight.js.islands),
      formatBytes(totalJs(weight)),
      formatBytes(weight.jsRaw),
      formatBytes(weight.css),
      misses.length > 0 ? `! ${misses.join(", ")}` : "",
    ];
  });
  printTable(["route", "enhance", "framework", "islands", "JS", "JS raw", "CSS", "budget"], rows);
  console.log("(gzip level 9 unless raw; ! = budget missed)");
}

export function printBudgets(report: BudgetReport): void {
  const rows = report.checks.map((check) => [
    check.label,
    check.route ?? "",
    check.actual === null ? "none" : formatBytes(check.actual),
    `≤ ${formatBytes(check.limit)}`,
    check.met ? "met" : "MISSED",
  ]);
  for (const failed of report.failedRoutes)
    rows.push([
      "route did not load",
      failed.route,
      "–",
      "loads",
      `FAILED: ${clip(failed.error, ERROR_WIDTH)}`,
    ]);
  printTable(["budget (gzip)", "route", "measured", "limit", "result"], rows);
}

/** Lines that say a route's numbers may be incomplete; nothing when there are none. */
export function printWarnings(pages: readonly PageWeight[]): void {
  const lines = pages.flatMap((page) => page.warnings.map((warning) => `  ${page.route}: ${warning}`));
  if (lines.length === 0) return;
  console.log("\nMeasurement warnings:");
  for (const line of lines) console.log(line);
}
