/**
 * `npm run bench:audit`: the quality bars of docs/performance.md checked on the current build, served by the
 * real server (with its Content-Security-Policy) started in-process on a temporary data folder.
 *
 * - the Nu HTML checker (vnu-jar) over every HTML file of dist/client: errors miss the budget;
 * - Lighthouse (default mobile emulation, one Chromium for all routes) run --runs times (3 unless
 *   told) on every route of site/generated/routes.json, each run in a fresh page: the medians per
 *   route must reach 100 in performance, accessibility, best practices and SEO, with TBT ≤ 50 ms,
 *   LCP ≤ 1500 ms and CLS 0 (scripts/bench-audit/budgets.ts). Lighthouse's timings are only worth
 *   reading on a quiet machine.
 *
 * Prints a score table of the medians and the audits that kept a category below 100 in each
 * route's median-performance run, grouped across routes. Exits 1 when a budget is missed, 2 when it
 * cannot run (no build, unknown route, bad flag).
 *
 *   npm run bench:audit -- --routes /,/contact --runs 5
 *   npm run bench:audit -- --save .cache/lighthouse   (also writes each route's median run's JSON report)
 *   npm run bench:audit -- --vs http://127.0.0.1:8080 [--vs-routes /,/about]
 *
 * Each run of each route must also keep TBT ≤ 30 ms and have no long task (over 50 ms) after the
 * first contentful paint. With --vs, the same Lighthouse runs go, interleaved with ours, to the same
 * routes of the site at that URL (those it answers), or to the --vs-routes list, and both are shown
 * side by side (scripts/bench-audit/compare.ts); only our own routes are held to the budgets.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { isBuildCurrent } from "../pipeline/build/fingerprint.ts";
import {
  BUILD_FILES_TEXT,
  builtRoutes,
  isCompleteBuild,
  NO_ROUTES,
  type ServedBuild,
  serveBuild,
} from "./bench/built-site.ts";
import type { RouteAudit } from "./bench-audit/audit.ts";
import { missedBudgets, missedInRun } from "./bench-audit/budgets.ts";
import { printComparison, routesAnswered } from "./bench-audit/compare.ts";
import { auditRoute, launchChromium } from "./bench-audit/lighthouse.ts";
import { medianOfRuns, type RouteRuns } from "./bench-audit/median.ts";
import { printFindings, printRunWarnings, printScoreTable } from "./bench-audit/report.ts";
import { plural } from "./bench-audit/table.ts";
import { runVnu } from "./bench-audit/vnu.ts";

const root = resolve(import.meta.dirname, "..");
const distDir = join(root, "dist");
const clientDir = join(distDir, "client");
const started = performance.now();

function usageError(message: string): never {
  console.error(message);
  process.exit(2);
}

const USAGE =
  "Usage: npm run bench:audit -- [--routes /,/contact] [--runs 3] [--save <dir>] [--vs <url> [--vs-routes /,/about]]";
const MAX_RUNS = 9;

function parseFlags() {
  try {
    return parseArgs({
      options: {
        routes: { type: "string" },
        runs: { type: "string" },
        save: { type: "string" },
        vs: { type: "string" },
        "vs-routes": { type: "string" },
      },
      strict: true,
    }).values;
  } catch (error) {
    usageError(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
}
const flags = parseFlags();

const runs = Number(flags.runs ?? "3");
if (!/^\d+$/.test(flags.runs ?? "3") || runs < 1 || runs > MAX_RUNS)
  usageError(`--runs takes a whole number of Lighthouse runs per route, 1 to ${MAX_RUNS}.\n${USAGE}`);

if (!isCompleteBuild(root))
  usageError(`No complete build in dist/ (${BUILD_FILES_TEXT}): run \`npm run build\`.`);
const allRoutes = builtRoutes(root) ?? usageError(NO_ROUTES);

const routeList = (text: string) =>
  text
    .split(",")
    .map((route) => route.trim())
    .filter(Boolean);
let routes = allRoutes;
if (flags.routes !== undefined) {
  routes = routeList(flags.routes);
  const unknown = routes.filter((route) => !allRoutes.includes(route));
  if (routes.length === 0 || unknown.length > 0)
    usageError(
      `--routes takes a comma-separated list of routes from site/generated/routes.json` +
        (unknown.length > 0 ? `; not routes: ${unknown.join(", ")}` : "."),
    );
}

let vsOrigin: string | undefined;
if (flags.vs !== undefined) {
  try {
    vsOrigin = new URL(flags.vs).origin;
  } catch {
    usageError(`--vs takes the URL of the site to compare with, e.g. http://127.0.0.1:8080.\n${USAGE}`);
  }
} else if (flags["vs-routes"] !== undefined) usageError(`--vs-routes goes with --vs.\n${USAGE}`);
const vsRoutesAsked = flags["vs-routes"] === undefined ? routes : routeList(flags["vs-routes"]);
if (vsRoutesAsked.some((route) => !route.startsWith("/")))
  usageError(`--vs-routes takes a comma-separated list of paths starting with /.\n${USAGE}`);
const vsRoutes = vsOrigin ? await routesAnswered(vsOrigin, vsRoutesAsked) : [];
if (vsOrigin && vsRoutes.length === 0)
  usageError(`${vsOrigin} answered none of ${vsRoutesAsked.join(", ")} with a page.\n${USAGE}`);

if (!isBuildCurrent(root))
  console.log("NOTE: dist/ is older than its inputs (content, site, cli, …); auditing it as it is.\n");

const saveDir = resolve(flags.save ?? ".");
if (flags.save) mkdirSync(saveDir, { recursive: true });

const failures: string[] = [];

const vnu = runVnu(root, clientDir);
if (vnu.errors > 0) failures.push(`Nu HTML checker: ${vnu.errors} errors`);
if (!vnu.ran) console.log("  (continuing with Lighthouse only)");

let server: ServedBuild | undefined;
let chrome: Awaited<ReturnType<typeof launchChromium>> | undefined;
const results: RouteRuns[] = [];
const vsResults: RouteRuns[] = [];
const reportName = (route: string) => `${route.slice(1).replaceAll("/", "--") || "home"}.json`;
try {
  server = await serveBuild(distDir, "bench-audit-");
  chrome = await launchChromium();
  console.log(
    `\nLighthouse (mobile emulation, simulated throttling) on ${plural(routes.length, "route")}, ${plural(runs, "run")} each, at ${server.url}`,
  );
  if (vsOrigin)
    console.log(
      `interleaved with ${plural(vsRoutes.length, "route")} of ${vsOrigin}: ${vsRoutes.join(", ")}`,
    );
  const ours = routes.map((route) => ({
    route,
    runs: [] as RouteAudit[],
    reports: [] as (string | undefined)[],
  }));
  const theirs = vsRoutes.map((route) => ({ route, runs: [] as RouteAudit[] }));
  const runStarted = performance.now();
  for (let run = 1; run <= runs; run++) {
    for (let index = 0; index < Math.max(ours.length, theirs.length); index++) {
      const own = ours[index];
      if (own) {
        const { audit, report, retried } = await auditRoute(own.route, server.url, chrome.port);
        own.runs.push(audit);
        own.reports.push(flags.save ? report : undefined);
        if (retried) console.error(`  ${own.route}: run ${run}'s first attempt failed; ran it again`);
        failures.push(...missedInRun(audit, run));
        console.error(
          `  [run ${run}/${runs}, ${index + 1}/${ours.length}] ${own.route}: performance ${audit.error ? "failed" : (audit.scores.performance ?? "–")}, TBT ${audit.tbtMs?.toFixed(0) ?? "–"} ms`,
        );
      }
      const other = vsOrigin ? theirs[index] : undefined;
      if (vsOrigin && other) {
        const { audit } = await auditRoute(other.route, vsOrigin, chrome.port);
        other.runs.push(audit);
        console.error(
          `  [run ${run}/${runs}] ${vsOrigin}${other.route}: performance ${audit.error ? "failed" : (audit.scores.performance ?? "–")}, TBT ${audit.tbtMs?.toFixed(0) ?? "–"} ms`,
        );
      }
    }
  }
  for (const own of ours) {
    const result = medianOfRuns(own.runs);
    results.push(result);
    const saved = result.medianRun === undefined ? undefined : own.reports[result.medianRun];
    if (saved) writeFileSync(join(saveDir, reportName(own.route)), saved);
  }
  vsResults.push(...theirs.map((other) => medianOfRuns(other.runs)));
  console.error(`  Lighthouse took ${((performance.now() - runStarted) / 1000).toFixed(1)} s`);
} catch (error) {
  failures.push(`Lighthouse could not run: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  chrome?.kill();
  await server?.close();
}

if (results.length > 0) {
  const audits = results.map((result) => result.audit);
  console.log("");
  printScoreTable(results, runs);
  if (vsOrigin)
    printComparison([
      { name: "this site", routes: results },
      { name: vsOrigin, routes: vsResults },
    ]);
  printFindings(audits);
  printRunWarnings(audits);
  for (const audit of audits) failures.push(...missedBudgets(audit));
}

const elapsed = ((performance.now() - started) / 1000).toFixed(0);
if (failures.length > 0) {
  console.log(`\nBudgets missed (${elapsed} s):`);
  for (const failure of failures) console.log(`  ${failure}`);
  process.exitCode = 1;
} else {
  console.log(`\nAll budgets met (${elapsed} s).`);
}
