/**
 * `npm run bench:long-tasks`: the long tasks of every route of the current build while it loads in
 * Chromium with the CPU slowed 4× and a phone's screen (Lighthouse's mobile emulation, without its
 * network throttling), served by the real server. For each route: the first contentful paint, the
 * long tasks after it (the work Total Blocking Time counts), and the longest script entry points
 * after it with the script they came from (our own `/assets/…` or another), what invoked them and
 * their forced style and layout (scripts/bench-audit/long-tasks.ts). Exits 1 when one of our own
 * scripts ran over 50 ms after the first paint. Only worth reading on a quiet machine: a busy one
 * stretches every task.
 *
 *   npm run bench:long-tasks -- --routes /,/about --runs 3
 */
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { BEHAVIOURS } from "../site/enhance/attributes.ts";
import { BUILD_FILES_TEXT, builtRoutes, isCompleteBuild, NO_ROUTES, serveBuild } from "./bench/built-site.ts";
import {
  blockingTime,
  framesAfterPaint,
  isOwnScript,
  LONG_TASK_MS,
  type LongWork,
  longWorkOf,
  recordLongWork,
  scriptsAfterPaint,
  tasksAfterPaint,
} from "./bench-audit/long-tasks.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./support/chromium.ts";

const root = resolve(import.meta.dirname, "..");
const USAGE = "Usage: npm run bench:long-tasks -- [--routes /,/about] [--runs 1]";
/** Lighthouse's mobile screen (a Moto G Power). */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
/** How long the page is left to settle once its behaviours have started (islands, reveals). */
const SETTLE_MS = 2000;

function usageError(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

function parseFlags() {
  try {
    return parseArgs({ options: { routes: { type: "string" }, runs: { type: "string" } }, strict: true })
      .values;
  } catch (error) {
    usageError(error instanceof Error ? error.message : String(error));
  }
}
const flags = parseFlags();
const runs = Number(flags.runs ?? "1");
if (!/^\d+$/.test(flags.runs ?? "1") || runs < 1 || runs > 9) usageError("--runs takes 1 to 9.");
if (!isCompleteBuild(root))
  usageError(`No complete build in dist/ (${BUILD_FILES_TEXT}): run \`npm run build\`.`);
const allRoutes = builtRoutes(root) ?? usageError(NO_ROUTES);
const routes = flags.routes?.split(",").map((route) => route.trim()) ?? allRoutes;
const unknown = routes.filter((route) => !allRoutes.includes(route));
if (unknown.length > 0) usageError(`Not routes of the build: ${unknown.join(", ")}`);

const ms = (value: number) => `${Math.round(value)}`;
const shortUrl = (url: string, origin: string) =>
  url.startsWith(origin) ? url.slice(origin.length) : url || "(none)";

function describe(route: string, work: LongWork, origin: string): { line: string; ownOver: number } {
  const tasks = tasksAfterPaint(work);
  const scripts = scriptsAfterPaint(work);
  const own = scripts.filter((script) => isOwnScript(script, origin));
  const ownOver = own.filter((script) => script.duration > LONG_TASK_MS).length;
  const lines = [
    `${route}  FCP ${work.fcp === null ? "–" : ms(work.fcp)} ms, long tasks after it: ${tasks.length}` +
      (tasks.length > 0 ? ` (${tasks.map((task) => ms(task.duration)).join(", ")} ms)` : "") +
      `, blocking ${ms(blockingTime(work))} ms; own script entries over ${LONG_TASK_MS} ms: ${ownOver}`,
    ...framesAfterPaint(work).map((frame) => {
      const end = frame.startTime + frame.duration;
      const own = frame.scripts.filter((script) => isOwnScript(script, origin));
      return (
        `  frame at ${ms(frame.startTime)} ms: ${ms(frame.duration)} ms, style+layout ${frame.styleAndLayoutStart > 0 ? ms(end - frame.styleAndLayoutStart) : "0"} ms, ` +
        `scripts ${ms(frame.scripts.reduce((sum, script) => sum + script.duration, 0))} ms (own ${ms(own.reduce((sum, script) => sum + script.duration, 0))} ms)`
      );
    }),
    ...scripts
      .slice(0, 5)
      .map(
        (script) =>
          `    ${ms(script.duration).padStart(4)} ms  ${shortUrl(script.sourceURL, origin)}:${script.sourceCharPosition} ${script.sourceFunctionName || "(anonymous)"}  ${script.invoker}` +
          (script.forcedStyleAndLayoutDuration > 0
            ? ` (forced style+layout ${ms(script.forcedStyleAndLayoutDuration)} ms)`
            : ""),
      ),
  ];
  return { line: lines.join("\n"), ownOver };
}

const server = await serveBuild(resolve(root, "dist"), "bench-long-tasks-");
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
let ownOverTotal = 0;
try {
  console.log(`Long tasks at ${server.url}, CPU slowed 4×, ${runs} run(s) per route, a fresh page each:\n`);
  for (const route of routes) {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext(PHONE);
      const page = await context.newPage();
      await recordLongWork(page);
      await page.goto(`${server.url}${route}`, { waitUntil: "load", timeout: 60_000 });
      await page.waitForFunction(
        (attribute) => document.documentElement.getAttribute(attribute) === "started",
        BEHAVIOURS,
        { timeout: 60_000 },
      );
      await page.waitForTimeout(SETTLE_MS);
      const { line, ownOver } = describe(route, await longWorkOf(page), server.url);
      ownOverTotal += ownOver;
      console.log(line);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
if (ownOverTotal > 0) {
  console.log(
    `\n${ownOverTotal} of our own script entries ran over ${LONG_TASK_MS} ms after the first paint.`,
  );
  process.exitCode = 1;
}
