/**
 * `npm run bench:audit -- --vs <url>`: our routes and another site's, audited with the same
 * Lighthouse settings, interleaved, and shown side by side with the medians over routes.
 */
import { formatBytes } from "../../cli/format.ts";
import { median, type RouteRuns } from "./median.ts";
import { printTable } from "./table.ts";

/** The routes of `routes` that the site at `origin` answers with a page (status 200, HTML). */
export async function routesAnswered(origin: string, routes: readonly string[]): Promise<string[]> {
  const answered: string[] = [];
  for (const route of routes) {
    try {
      const response = await fetch(new URL(route, origin), { redirect: "follow" });
      await response.arrayBuffer();
      if (response.ok && (response.headers.get("content-type") ?? "").includes("text/html"))
        answered.push(route);
    } catch {
      // Not answered: left out.
    }
  }
  return answered;
}

const cell = (value: number | null, digits = 0) => (value === null ? "–" : value.toFixed(digits));
const bytes = (value: number | null) => (value === null ? "–" : formatBytes(value));

/** One row per route of each site, then each site's medians over its routes. */
export function printComparison(sites: readonly { name: string; routes: readonly RouteRuns[] }[]): void {
  const rows: string[][] = [];
  for (const { name, routes } of sites) {
    const audits = routes.map((route) => route.audit);
    for (const audit of audits)
      rows.push([
        name,
        audit.route,
        audit.error ? "failed" : cell(audit.scores.performance),
        cell(audit.fcpMs),
        cell(audit.lcpMs),
        cell(audit.tbtMs),
        cell(audit.cls, 3),
        bytes(audit.transferBytes),
      ]);
    const of = (read: (audit: (typeof audits)[number]) => number | null) => median(audits.map(read));
    rows.push([
      name,
      "(median of routes)",
      cell(of((audit) => audit.scores.performance)),
      cell(of((audit) => audit.fcpMs)),
      cell(of((audit) => audit.lcpMs)),
      cell(of((audit) => audit.tbtMs)),
      cell(
        of((audit) => audit.cls),
        3,
      ),
      bytes(of((audit) => audit.transferBytes)),
    ]);
  }
  console.log("\nSide by side (each route's medians over its runs; runs interleaved between the two sites):");
  printTable(["site", "route", "performance", "FCP ms", "LCP ms", "TBT ms", "CLS", "transfer"], rows);
}
