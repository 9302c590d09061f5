/**
 * `npm run bench:audit`: the quality bars of DESIGN.md checked on the current build, served by the
 * real server (with its Content-Security-Policy) started in-process on a temporary data folder.
 *
 * - the Nu HTML checker (vnu-jar) over every HTML file of dist/client: errors miss the budget;
 * - Lighthouse (default mobile emulation, one Chromium for all routes) on every route of
 *   site/generated/routes.json: performance ≥ 95, accessibility, best practices and SEO 100, CLS 0.
 *
 * Prints a score table and the audits that kept a category below 100, grouped across routes.
 * Exits 1 when a budget is missed, 2 when it cannot run (no build, unknown route).
 *
 *   npm run bench:audit -- --routes /,/contact
 *   npm run bench:audit -- --save .cache/lighthouse   (also writes each route's full JSON report)
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { isBuildCurrent } from "../cli/pipeline/fingerprint.ts";
import { type RunningServer, startServer } from "../server/main.ts";
import { SETTINGS_FILE } from "../server/site-settings.ts";
import { testConfig } from "../server/test-site.ts";
import { auditRoute, launchChromium, type RouteAudit } from "./bench-audit/lighthouse.ts";
import { missedBudgets, printFindings, printRunWarnings, printScoreTable } from "./bench-audit/report.ts";
import { runVnu } from "./bench-audit/vnu.ts";

const root = resolve(import.meta.dirname, "..");
const distDir = join(root, "dist");
const clientDir = join(distDir, "client");
const routesFile = join(root, "site/generated/routes.json");
const started = performance.now();

function usageError(message: string): never {
  console.error(message);
  process.exit(2);
}

function parseFlags() {
  try {
    return parseArgs({ options: { routes: { type: "string" }, save: { type: "string" } }, strict: true })
      .values;
  } catch (error) {
    usageError(
      `${error instanceof Error ? error.message : String(error)}\nUsage: npm run bench:audit -- [--routes /,/contact] [--save <dir>]`,
    );
  }
}
const flags = parseFlags();

if (!existsSync(join(clientDir, "index.html")) || !existsSync(join(distDir, SETTINGS_FILE)))
  usageError(
    `No complete build in dist/ (dist/client/index.html and dist/${SETTINGS_FILE}): run \`npm run build\`.`,
  );
if (!existsSync(routesFile)) usageError("site/generated/routes.json is missing: run `npm run build`.");
const allRoutes = JSON.parse(readFileSync(routesFile, "utf8")) as string[];

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

const tempRoot = mkdtempSync(join(tmpdir(), "bench-audit-"));
let server: RunningServer | undefined;
let chrome: Awaited<ReturnType<typeof launchChromium>> | undefined;
const audits: RouteAudit[] = [];
try {
  server = await startServer(testConfig({ distDir, dataDir: join(tempRoot, "data") }), {
    log: () => {},
    logError: () => {},
  });
  chrome = await launchChromium();
  console.log(
    `\nLighthouse (mobile emulation, simulated throttling) on ${routes.length} routes at ${server.url}`,
  );
  for (const [index, route] of routes.entries()) {
    const routeStarted = performance.now();
    const { audit, report, retried } = await auditRoute(route, server.url, chrome.port);
    audits.push(audit);
    if (flags.save && report)
      writeFileSync(join(saveDir, `${route.slice(1).replaceAll("/", "--") || "home"}.json`), report);
    const seconds = ((performance.now() - routeStarted) / 1000).toFixed(1);
    if (retried) console.error(`  ${route}: the first Lighthouse run failed; ran it again`);
    console.error(
      `  [${index + 1}/${routes.length}] ${route} ${seconds} s${audit.error ? ` FAILED: ${audit.error}` : ""}`,
    );
  }
} catch (error) {
  failures.push(`Lighthouse could not run: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  chrome?.kill();
  await server?.close();
  rmSync(tempRoot, { recursive: true, force: true });
}

if (audits.length > 0) {
  console.log("");
  printScoreTable(audits);
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
