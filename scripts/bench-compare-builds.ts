/**
 * `npm run bench:compare-builds`: the browser's own work on two builds of the site, side by side.
 * Each build is served by the real server; each route is loaded in a fresh Chromium context on a
 * 412 px phone with the CPU slowed 4× (scripts/bench/document-work.ts), the two builds interleaved
 * load by load (which goes first alternates), so a busy machine weighs on both alike. Prints, per
 * route, the median over the loads of: style and layout time with JavaScript off (the document's
 * own work up to 800 ms after `load`) and, with JavaScript on, style and layout, the longest task
 * after the first contentful paint and the blocking time (each such task's time over 50 ms). Keep
 * the build before a change with `cp -r dist /tmp/dist-before`, rebuild, then:
 *
 *   npm run bench:compare-builds -- --before /tmp/dist-before [--after dist] [--routes /,/about] [--runs 12] [--js off|on|both]
 */
import { loadavg } from "node:os";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { BUILD_FILES_TEXT, builtRoutes, isCompleteBuildIn, serveBuild } from "./bench/built-site.ts";
import { type DocumentWork, measureLoad } from "./bench/document-work.ts";
import { LONG_TASK_MS } from "./bench-audit/long-tasks.ts";
import { median } from "./bench-audit/median.ts";
import { printTable } from "./bench-audit/table.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./support/chromium.ts";

const root = resolve(import.meta.dirname, "..");
const USAGE =
  "Usage: npm run bench:compare-builds -- --before <dist copy> [--after dist] [--routes /,/about] [--runs 12] [--js off|on|both]";
/** The routes with the longest style and layout frames (docs/performance.md, "Long tasks"), and two more kinds of page. */
const DEFAULT_ROUTES = [
  "/",
  "/about",
  "/industries/government",
  "/projects/lumiere-solutions",
  "/services/custom-web-applications",
  "/blog",
  "/contact",
];
const VERSIONS = ["before", "after"] as const;
type Version = (typeof VERSIONS)[number];

function usageError(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

function parseFlags() {
  try {
    return parseArgs({
      options: {
        before: { type: "string" },
        after: { type: "string" },
        routes: { type: "string" },
        runs: { type: "string" },
        js: { type: "string" },
      },
      strict: true,
    }).values;
  } catch (error) {
    usageError(error instanceof Error ? error.message : String(error));
  }
}

const flags = parseFlags();
if (!flags.before) usageError("--before is required.");
const dirs: Record<Version, string> = {
  before: resolve(flags.before),
  after: resolve(flags.after ?? resolve(root, "dist")),
};
for (const dir of Object.values(dirs))
  if (!isCompleteBuildIn(dir)) usageError(`${dir} holds no complete build (${BUILD_FILES_TEXT}).`);
const runsText = flags.runs ?? "12";
const runs = Number(runsText);
if (!/^\d+$/.test(runsText) || runs < 1 || runs > 50) usageError("--runs takes 1 to 50.");
const modes = ({ off: [false], on: [true], both: [false, true] } as Record<string, boolean[]>)[
  flags.js ?? "both"
];
if (!modes) usageError("--js takes off, on or both.");
const known = builtRoutes(root);
const routes = flags.routes?.split(",").map((route) => route.trim()) ?? DEFAULT_ROUTES;
const unknown = known ? routes.filter((route) => !known.includes(route)) : [];
if (unknown.length > 0) usageError(`Not routes of the build: ${unknown.join(", ")}`);

const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(" ");
const ms = (value: number | null) => (value === null ? "–" : `${Math.round(value)}`);
const change = (before: number | null, after: number | null) =>
  before === null || after === null || before === 0
    ? "–"
    : `${after >= before ? "+" : "−"}${Math.round((Math.abs(after - before) / before) * 100)}%`;

/** Each route's loads, per version and per mode (JavaScript off, on). */
const results = new Map<string, DocumentWork[]>();
const key = (route: string, version: Version, javaScript: boolean) => `${route} ${version} ${javaScript}`;

const servers = await Promise.all(VERSIONS.map((version) => serveBuild(dirs[version], `bench-${version}-`)));
const urls = Object.fromEntries(VERSIONS.map((version, i) => [version, servers[i]?.url])) as Record<
  Version,
  string
>;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
const loadAtStart = load();
try {
  for (const javaScript of modes) {
    for (let run = 0; run < runs; run++) {
      process.stderr.write(`JavaScript ${javaScript ? "on" : "off"}: load ${run + 1} of ${runs}\r`);
      for (const route of routes) {
        const order = run % 2 === 0 ? VERSIONS : [...VERSIONS].reverse();
        for (const version of order) {
          const work = await measureLoad(browser, `${urls[version]}${route}`, javaScript);
          const list = results.get(key(route, version, javaScript)) ?? [];
          list.push(work);
          results.set(key(route, version, javaScript), list);
        }
      }
    }
  }
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => server.close()));
}

const medianOf = (
  route: string,
  version: Version,
  javaScript: boolean,
  pick: (work: DocumentWork) => number,
) => median((results.get(key(route, version, javaScript)) ?? []).map(pick));
const styleAndLayout = (work: DocumentWork) => work.styleAndLayoutMs;
const longest = (work: DocumentWork) => Math.max(0, ...work.longTasksMs);
const blocking = (work: DocumentWork) =>
  work.longTasksMs.reduce((sum, duration) => sum + Math.max(0, duration - LONG_TASK_MS), 0);

console.log(
  `\nBefore: ${dirs.before}\nAfter:  ${dirs.after}\n412 px phone, CPU 4×, medians of ${runs} loads per version, interleaved; load average ${loadAtStart} at the start, ${load()} at the end.\n`,
);
for (const javaScript of modes) {
  const measures: [string, (work: DocumentWork) => number][] = javaScript
    ? [
        ["style+layout", styleAndLayout],
        ["longest task after FCP", longest],
        ["blocking", blocking],
      ]
    : [["style+layout", styleAndLayout]];
  console.log(`JavaScript ${javaScript ? "on" : "off"} (ms):`);
  printTable(
    ["route", ...measures.flatMap(([name]) => [`${name} before`, "after", "change"])],
    routes.map((route) => [
      route,
      ...measures.flatMap(([, pick]) => {
        const before = medianOf(route, "before", javaScript, pick);
        const after = medianOf(route, "after", javaScript, pick);
        return [ms(before), ms(after), change(before, after)];
      }),
    ]),
  );
  console.log("");
}
