/**
 * `npm run bench`: the build's stage timings (cold with --cold, which empties the image and social-image caches;
 * none with --no-build, which measures dist/ as it is), the time of `site validate`, and per route
 * the JavaScript and CSS the page really loads in Chromium (phone viewport, scrolled to the
 * bottom), gzip: JavaScript split into enhance, framework and islands by file name. Checks the
 * budgets of docs/performance.md; exits 1 when one is missed, 2 on a usage error or a missing build.
 *
 *   npm run bench -- --no-build
 *
 * With --scale N it measures only the build, of the content grown N-fold in a temporary folder
 * (scripts/bench/scale.ts); --keep leaves that folder; --social-concurrency C adds a build that
 * renders every social image again, C at once (1: one at a time), beside the cold build's one per core.
 *
 *   npm run bench -- --scale 30 --social-concurrency 1
 *
 * With --dev it measures `site dev` instead: from a saved content file to the open page showing it
 * (scripts/bench/dev-preview.ts), at ×1 or with --scale N.
 *
 *   npm run bench -- --dev --scale 30
 *
 * With --studio it measures `site studio` (scripts/bench/studio.ts): start, opening each entry,
 * typing → preview, save.
 */
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { formatCores } from "../cli/format.ts";
import { buildSite } from "../pipeline/build/build.ts";
import { isBuildCurrent } from "../pipeline/build/fingerprint.ts";
import { checkBudgets } from "./bench/budgets.ts";
import { BUILD_FILES_TEXT, builtRoutes, isCompleteBuild, NO_ROUTES } from "./bench/built-site.ts";
import { weighPage } from "./bench/classify.ts";
import { benchDevPreview } from "./bench/dev-preview.ts";
import { measureSite } from "./bench/measure-site.ts";
import type { PageWeight } from "./bench/page-weight.ts";
import { printBudgets, printRouteTable, printWarnings } from "./bench/report.ts";
import { benchScale } from "./bench/scale.ts";
import { benchStudio } from "./bench/studio.ts";
import { MOBILE } from "./support/viewports.ts";

const root = resolve(import.meta.dirname, "..");
const distDir = join(root, "dist");

function usageError(message: string): never {
  console.error(message);
  process.exit(2);
}

function parseFlags() {
  try {
    const { values } = parseArgs({
      options: {
        cold: { type: "boolean", default: false },
        "no-build": { type: "boolean", default: false },
        scale: { type: "string" },
        keep: { type: "boolean", default: false },
        "social-concurrency": { type: "string" },
        dev: { type: "boolean", default: false },
        studio: { type: "boolean", default: false },
      },
      strict: true,
    });
    if (values.cold && values["no-build"]) throw new Error("--cold and --no-build do not go together.");
    const scale = values.scale === undefined ? undefined : Number(values.scale);
    if (scale !== undefined && !(Number.isInteger(scale) && scale >= 1))
      throw new Error(`--scale takes a whole number ≥ 1, not "${values.scale}".`);
    const given = values["social-concurrency"];
    const socialConcurrency = given === undefined ? undefined : Number(given);
    if (socialConcurrency !== undefined && !(Number.isInteger(socialConcurrency) && socialConcurrency >= 1))
      throw new Error(`--social-concurrency takes a whole number ≥ 1, not "${given}".`);
    if (socialConcurrency !== undefined && scale === undefined)
      throw new Error(
        "--social-concurrency goes with --scale N (else set SITE_SOCIAL_CONCURRENCY for the build).",
      );
    if (scale !== undefined && (values.cold || values["no-build"]))
      throw new Error("--scale builds cold and warm itself: drop --cold and --no-build.");
    if (values.dev && (values.cold || values["no-build"] || values.keep))
      throw new Error("--dev measures site dev in a copy of the project: it takes only --scale.");
    if (
      values.studio &&
      (values.cold ||
        values["no-build"] ||
        values.keep ||
        values.dev ||
        scale !== undefined ||
        values["social-concurrency"] !== undefined)
    )
      throw new Error("--studio measures site studio in a copy of the project: it takes no other option.");
    return {
      cold: values.cold,
      build: !values["no-build"],
      scale,
      keep: values.keep,
      dev: values.dev,
      studio: values.studio,
      socialConcurrency,
    };
  } catch (error) {
    usageError(
      `${error instanceof Error ? error.message : String(error)}\nUsage: npm run bench -- [--cold | --no-build | --scale N [--keep] [--social-concurrency C] | --dev [--scale N] | --studio]`,
    );
  }
}

async function build(cold: boolean): Promise<void> {
  if (cold) {
    rmSync(join(root, ".cache/images"), { recursive: true, force: true });
    rmSync(join(root, ".cache/social"), { recursive: true, force: true });
  }
  const result = await buildSite(root);
  if (!result.ok) {
    console.error("The build failed: run `npm run build` to see why.");
    process.exit(1);
  }
  console.log(
    `Build (${cold ? "cold: empty image caches" : "warm"}), ${result.images.processed} images processed, ${result.images.reused} reused, ${result.socialImages.rendered} social images rendered, ${result.socialImages.reused} reused`,
  );
  // Each stage's CPU use: its CPU time (threads and prerender processes) over its wall-clock time.
  for (const { stage, ms, cpuMs } of result.timings)
    console.log(
      `  ${stage.padEnd(12)} ${String(ms).padStart(6)} ms  ${String(cpuMs).padStart(6)} ms CPU${ms > 0 ? `  ${formatCores(cpuMs / ms)}` : ""}`,
    );
  const total = result.timings.reduce((sum, t) => sum + t.ms, 0);
  const totalCpu = result.timings.reduce((sum, t) => sum + t.cpuMs, 0);
  console.log(
    `  ${"total".padEnd(12)} ${String(total).padStart(6)} ms  ${String(totalCpu).padStart(6)} ms CPU  ${formatCores(totalCpu / total)}`,
  );
}

function checkExistingBuild(): void {
  if (!isCompleteBuild(root))
    usageError(
      `--no-build: no complete build in dist/ (${BUILD_FILES_TEXT}); run \`npm run build\` or drop --no-build.`,
    );
  console.log("Build: skipped (--no-build), measuring dist/ as it is.");
  if (!isBuildCurrent(root)) console.log("NOTE: dist/ is older than its inputs (content, site, cli, …).");
}

function timeValidate(): string {
  const started = performance.now();
  const run = spawnSync(process.execPath, [join(root, "bin/site.js"), "validate"], {
    cwd: root,
    stdio: "ignore",
  });
  const ms = Math.round(performance.now() - started);
  return `${ms} ms (budget 1000 ms)${run.status === 0 ? "" : `, exited ${run.status ?? run.signal}`}`;
}

const flags = parseFlags();
if (flags.studio) {
  const met = await benchStudio();
  console.log(met ? "\nAll budgets met." : "\nBudgets missed.");
  process.exit(met ? 0 : 1);
}
if (flags.dev) {
  const met = await benchDevPreview(root, flags.scale ?? 1);
  console.log(met ? "\nAll budgets met." : "\nBudgets missed.");
  process.exit(met ? 0 : 1);
}
if (flags.scale !== undefined) {
  benchScale(root, flags.scale, flags.keep, flags.socialConcurrency);
  process.exit(0);
}
if (flags.build) await build(flags.cold);
else checkExistingBuild();
const routes = [...(builtRoutes(root) ?? usageError(NO_ROUTES)), "/404"];
console.log(`site validate (whole command): ${timeValidate()}\n`);

console.log(
  `Page weight: ${routes.length} routes in Chromium, ${MOBILE.width}×${MOBILE.height}, scrolled to the bottom`,
);
let pages: PageWeight[] = [];
try {
  pages = await measureSite(distDir, routes, (page, index) =>
    console.error(
      `  [${index + 1}/${routes.length}] ${page.route}${page.error ? ` FAILED: ${page.error}` : ""}`,
    ),
  );
} catch (error) {
  console.error(
    `The page weights could not be measured: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}

console.log("");
printRouteTable(pages);
const measured = pages.filter((page) => page.error === undefined);
const failed = pages.flatMap((page) =>
  page.error === undefined ? [] : [{ route: page.route, error: page.error }],
);
const report = checkBudgets(measured.map(weighPage), failed);
console.log("");
printBudgets(report);
printWarnings(pages);
console.log(report.ok ? "\nAll budgets met." : "\nBudgets missed.");
if (!report.ok) process.exitCode = 1;
