/**
 * Printing the Lighthouse results: the score table, the findings grouped so that a finding
 * repeated across routes reads once, and the budgets DESIGN.md sets.
 */
import { CATEGORIES, type CategoryId, type Finding, type RouteAudit } from "./lighthouse.ts";
import { clip, plural, printTable } from "./table.ts";

/** DESIGN.md "Quality bars every page meets": performance ≥ 95, the others 100, CLS 0. */
export const BUDGETS: Record<CategoryId, number> = {
  performance: 95,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
};

const labelOf = (id: CategoryId) => CATEGORIES.find((category) => category.id === id)?.label ?? id;

/** Every budget a route missed, as one line each. */
export function missedBudgets(audit: RouteAudit): string[] {
  if (audit.error) return [`${audit.route}: Lighthouse failed: ${audit.error}`];
  const missed: string[] = [];
  for (const { id, label } of CATEGORIES) {
    const score = audit.scores[id];
    if (score === null) missed.push(`${audit.route}: ${label} not scored`);
    else if (score < BUDGETS[id]) missed.push(`${audit.route}: ${label} ${score} < ${BUDGETS[id]}`);
  }
  if (audit.cls === null) missed.push(`${audit.route}: CLS not measured`);
  else if (audit.cls > 0) missed.push(`${audit.route}: CLS ${audit.cls.toFixed(3)} > 0`);
  return missed;
}

export function printScoreTable(audits: readonly RouteAudit[]): void {
  const cell = (value: number | null, budgetMissed: boolean, digits = 0) =>
    value === null ? "–" : `${value.toFixed(digits)}${budgetMissed ? " !" : ""}`;
  const rows = audits.map((audit) => [
    audit.route,
    ...CATEGORIES.map(({ id }) => {
      const score = audit.scores[id];
      return cell(score, score !== null && score < BUDGETS[id]);
    }),
    cell(audit.lcpMs, false),
    cell(audit.cls, audit.cls !== null && audit.cls > 0, 3),
    cell(audit.tbtMs, false),
  ]);
  printTable(["route", ...CATEGORIES.map((category) => category.label), "LCP ms", "CLS", "TBT ms"], rows);
  console.log("(! = budget missed)");
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
