/**
 * Printing the Lighthouse results: the score table, the findings grouped so that a finding
 * repeated across routes reads once, and Lighthouse's run warnings.
 */
import { CATEGORIES, type CategoryId, type Finding, type RouteAudit } from "./audit.ts";
import { METRIC_BUDGETS, METRICS, metricMissed, SCORE_BUDGETS, scoreMissed } from "./budgets.ts";
import type { RouteRuns } from "./median.ts";
import { clip, plural, printTable } from "./table.ts";

const labelOf = (id: CategoryId) => CATEGORIES.find((category) => category.id === id)?.label ?? id;

/** What the numbers are, said once above the table. */
function numbersNote(runs: number): string {
  const what =
    runs === 1
      ? "Numbers from 1 Lighthouse run per route (`--runs 3` or more takes medians)"
      : `Numbers are the medians of ${runs} Lighthouse runs per route${runs % 2 === 0 ? " (lower of the two middle values)" : ""}, findings those of the median-performance run`;
  return `${what}. Lighthouse's timings (performance, LCP, TBT) need a quiet machine: no build, browser tests or other load alongside.`;
}

/** The budgets in one phrase: "scores 100, LCP ≤ 1500 ms, CLS 0, TBT ≤ 50 ms". */
function budgetsText(): string {
  const scores = [...new Set(Object.values(SCORE_BUDGETS))];
  const scoresText =
    scores.length === 1
      ? `scores ${scores[0]}`
      : CATEGORIES.map(({ id, label }) => `${label} ${SCORE_BUDGETS[id]}`).join(", ");
  const metrics = METRICS.map((id) => {
    const { label, max, unit } = METRIC_BUDGETS[id];
    return max === 0 ? `${label} 0` : `${label} ≤ ${max}${unit}`;
  });
  return [scoresText, ...metrics].join(", ");
}

/** The score table, one row per route, `!` on each number that misses its budget. */
export function printScoreTable(routes: readonly RouteRuns[], runs: number): void {
  const cell = (value: number | null, budgetMissed: boolean, digits = 0) =>
    value === null ? "–" : `${value.toFixed(digits)}${budgetMissed ? " !" : ""}`;
  const rows = routes.map(({ audit, runs: tried, failures }) => [
    audit.route,
    ...CATEGORIES.map(({ id }) => cell(audit.scores[id], scoreMissed(id, audit.scores[id]))),
    ...METRICS.map((id) => cell(audit[id], metricMissed(id, audit[id]), METRIC_BUDGETS[id].digits)),
    failures.length > 0 ? `${tried - failures.length} of ${tried}` : String(tried),
  ]);
  console.log(numbersNote(runs));
  printTable(
    [
      "route",
      ...CATEGORIES.map((category) => category.label),
      ...METRICS.map((id) => `${METRIC_BUDGETS[id].label}${METRIC_BUDGETS[id].unit}`),
      "runs",
    ],
    rows,
  );
  console.log(`(! = budget missed: ${budgetsText()}; runs: those that did not fail)`);
  for (const { audit, failures } of routes)
    if (failures.length > 0 && !audit.error)
      for (const failure of new Set(failures))
        console.log(`  ${audit.route}: a run failed: ${clip(failure, 200)}`);
}

interface Group {
  category: CategoryId;
  kind: Finding["kind"];
  id: string;
  title: string;
  /**
   * Routes whose items read the same once figures are set aside; `items` are the first route's,
   * `exact` says whether every route had exactly those.
   */
  variants: { items: string[]; exact: boolean; routes: { route: string; value?: string }[] }[];
  routeCount: number;
}

const figuresAside = (items: readonly string[]) => items.join("\n").replace(/\d[\d,.]*/g, "#");

function groupFindings(audits: readonly RouteAudit[]): Group[] {
  const groups = new Map<string, Group>();
  for (const audit of audits) {
    for (const finding of audit.findings) {
      const key = `${finding.category}|${finding.id}`;
      let group = groups.get(key);
      if (!group) {
        group = {
          category: finding.category,
          kind: finding.kind,
          id: finding.id,
          title: finding.title,
          variants: [],
          routeCount: 0,
        };
        groups.set(key, group);
      }
      const signature = figuresAside(finding.items);
      let variant = group.variants.find((candidate) => figuresAside(candidate.items) === signature);
      if (!variant) {
        variant = { items: finding.items, exact: true, routes: [] };
        group.variants.push(variant);
      } else if (variant.items.join("\n") !== finding.items.join("\n")) {
        variant.exact = false;
      }
      variant.routes.push({ route: audit.route, ...(finding.value ? { value: finding.value } : {}) });
      group.routeCount++;
    }
  }
  const categoryOrder = (id: CategoryId) => CATEGORIES.findIndex((category) => category.id === id);
  const kindOrder = { metric: 0, audit: 1, opportunity: 2 } as const;
  return [...groups.values()].sort(
    (a, b) =>
      categoryOrder(a.category) - categoryOrder(b.category) ||
      kindOrder[a.kind] - kindOrder[b.kind] ||
      b.routeCount - a.routeCount ||
      a.id.localeCompare(b.id),
  );
}

const ROUTES_SHOWN = 8;
const ITEMS_SHOWN = 6;

const figureOf = (value: string) =>
  Number.parseFloat(/\d[\d,.]*/.exec(value)?.[0]?.replaceAll(",", "") ?? "");

/** The values of several routes in one phrase: the one value, or the lowest to the highest. */
function valueRange(values: string[]): string | undefined {
  const distinct = [...new Set(values)];
  if (distinct.length <= 1) return distinct[0];
  const sorted = distinct
    .filter((value) => !Number.isNaN(figureOf(value)))
    .sort((a, b) => figureOf(a) - figureOf(b));
  const [low, high] = [sorted[0], sorted.at(-1)];
  if (sorted.length !== distinct.length || low === undefined || high === undefined) return undefined;
  // "Est savings of 31 KiB to 35 KiB", not the words twice.
  const prefix = low.slice(0, low.search(/\d/));
  return `${low} to ${high.startsWith(prefix) ? high.slice(prefix.length) : high}`;
}

/** The routes of a variant: listed when few, else "all routes" or "all but …", with their values. */
function routeList(routes: Group["variants"][number]["routes"], audited: readonly string[]): string {
  const values = routes.flatMap((route) => (route.value ? [route.value] : []));
  const range = valueRange(values);
  const suffix = range ? ` — ${clip(range, 60)}` : "";
  if (routes.length <= ROUTES_SHOWN) {
    if (range || values.length === 0) return `${routes.map((route) => route.route).join(", ")}${suffix}`;
    return routes.map(({ route, value }) => (value ? `${route} (${clip(value, 40)})` : route)).join(", ");
  }
  const on = new Set(routes.map((route) => route.route));
  const missing = audited.filter((route) => !on.has(route));
  if (missing.length === 0) return `all ${routes.length} routes${suffix}`;
  if (missing.length <= ROUTES_SHOWN) return `all routes but ${missing.join(", ")}${suffix}`;
  const shown = routes.slice(0, ROUTES_SHOWN).map((route) => route.route);
  return `${shown.join(", ")}, … ${routes.length - ROUTES_SHOWN} more${suffix}`;
}

/** Prints the findings; `total` is the number of routes audited. */
export function printFindings(audits: readonly RouteAudit[]): void {
  const groups = groupFindings(audits);
  const audited = audits.map((audit) => audit.route);
  if (groups.length === 0) {
    console.log("\nNo audit kept a category below 100.");
    return;
  }
  console.log(
    "\nAudits that kept a category below 100 (performance: weighted metrics, then top opportunities):",
  );
  let heading: string | undefined;
  for (const group of groups) {
    const title = `${labelOf(group.category)}${group.kind === "opportunity" ? " — opportunities" : ""}`;
    if (title !== heading) {
      heading = title;
      console.log(`\n${title}`);
    }
    console.log(`  ${group.id}  “${group.title}” — ${plural(group.routeCount, "route")}`);
    for (const variant of group.variants) {
      console.log(`    on ${routeList(variant.routes, audited)}`);
      if (!variant.exact && variant.items.length > 0)
        console.log(
          `      (figures below are ${variant.routes[0]?.route}'s; the other routes differ only in figures)`,
        );
      for (const item of variant.items.slice(0, ITEMS_SHOWN)) console.log(`      - ${clip(item, 220)}`);
      if (variant.items.length > ITEMS_SHOWN)
        console.log(`      - … ${variant.items.length - ITEMS_SHOWN} more`);
    }
  }
}

/** Lighthouse's run warnings, once each, with the routes they came from. */
export function printRunWarnings(audits: readonly RouteAudit[]): void {
  const byWarning = new Map<string, string[]>();
  for (const audit of audits)
    for (const warning of audit.warnings)
      byWarning.set(warning, [...(byWarning.get(warning) ?? []), audit.route]);
  if (byWarning.size === 0) return;
  console.log("\nLighthouse run warnings:");
  for (const [warning, routes] of byWarning)
    console.log(
      `  ${clip(warning, 200)} — ${routes.length === audits.length ? "all routes" : routes.join(", ")}`,
    );
}
