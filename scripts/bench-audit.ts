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
import { missedBudgets } from "./bench-audit/budgets.ts";
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

const USAGE = "Usage: npm run bench:audit -- [--routes /,/contact] [--runs 3] [--save <dir>]";
const MAX_RUNS = 9;

function parseFlags() {
  try {
    return parseArgs({
      options: { routes: { type: "string" }, runs: { type: "string" }, save: { type: "string" } },
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

let routes = allRoutes;
if (flags.routes !== undefined) {
  routes = flags.routes
    .split(",")
    .map((route) => route.trim())
    .filter(Boolean);
  const unknown = routes.filter((route) => !allRoutes.includes(route));
  if (routes.length === 0 || unknown.length > 0)
    usageError(
      `--routes takes a comma-separated list of routes from site/generated/routes.json` +
        (unknown.length > 0 ? `; not routes: ${unknown.join(", ")}` : "."),
    );
}

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
const reportName = (route: string) => `${route.slice(1).replaceAll("/", "--") || "home"}.json`;
try {
  server = await serveBuild(distDir, "bench-audit-");
  chrome = await launchChromium();
  console.log(
    `\nLighthouse (mobile emulation, simulated throttling) on ${plural(routes.length, "route")}, ${plural(runs, "run")} each, at ${server.url}`,
  );
  for (const [index, route] of routes.entries()) {
    const routeStarted = performance.now();
    const runAudits: RouteAudit[] = [];
    const reports: (string | undefined)[] = [];
    for (let run = 1; run <= runs; run++) {
      const { audit, report, retried } = await auditRoute(route, server.url, chrome.port);
      runAudits.push(audit);
      reports.push(flags.save ? report : undefined);
      if (retried) console.error(`  ${route}: run ${run}'s first attempt failed; ran it again`);
    }
    const result = medianOfRuns(runAudits);
    results.push(result);
    const saved = result.medianRun === undefined ? undefined : reports[result.medianRun];
    if (saved) writeFileSync(join(saveDir, reportName(route)), saved);
    const seconds = ((performance.now() - routeStarted) / 1000).toFixed(1);
    const performances = runAudits.map((audit) =>
      audit.error ? "failed" : (audit.scores.performance ?? "–"),
    );
    console.error(
      `  [${index + 1}/${routes.length}] ${route} ${seconds} s, performance per run ${performances.join(" / ")}` +
        (result.audit.error ? ` FAILED: ${result.audit.error}` : ""),
    );
  }
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
