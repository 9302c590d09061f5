/**
 * Lighthouse in its default mobile emulation (simulated throttling), one Chromium for all routes,
 * reduced to what the audit prints: category scores, three metrics, and the audits that kept a
 * category below 100.
 */
import { type LaunchedChrome, launch } from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../support/chromium.ts";
import { CATEGORIES, type Finding, type LongTask, type RouteAudit } from "./audit.ts";
import { describeItems, isRecord, type Where } from "./describe.ts";
import { LONG_TASK_MS } from "./long-tasks.ts";

/** Opportunities listed per route when performance is below 100. */
const TOP_OPPORTUNITIES = 5;
const ITEMS_KEPT = 12;

export async function launchChromium(): Promise<LaunchedChrome> {
  return launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_ARGS],
    logLevel: "silent",
  });
}

function savingsOf(audit: Result["audits"][string]): number {
  const details: unknown = audit.details;
  const overall =
    isRecord(details) && typeof details.overallSavingsMs === "number" ? details.overallSavingsMs : 0;
  const metrics = Object.values(audit.metricSavings ?? {}).filter((v): v is number => typeof v === "number");
  return Math.max(overall, ...metrics, 0);
}

function findingsOf(lhr: Result, where: Where): Finding[] {
  const findings: Finding[] = [];
  for (const { id: category } of CATEGORIES) {
    const cat = lhr.categories[category];
    if (!cat || cat.score === null || cat.score >= 1) continue;
    const candidates: Finding[] = [];
    for (const ref of cat.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      const finding = (kind: Finding["kind"]): Finding => ({
        category,
        kind,
        id: ref.id,
        title: audit.title,
        ...(audit.displayValue ? { value: audit.displayValue } : {}),
        savingsMs: savingsOf(audit),
        items: [audit.explanation, audit.errorMessage]
          .filter((text): text is string => typeof text === "string" && text.length > 0)
          .map((text) => text.replace(/\s+/g, " "))
          .concat(describeItems(audit.details, where))
          .slice(0, ITEMS_KEPT),
      });
      if (category !== "performance") {
        if (ref.weight > 0) findings.push(finding("audit"));
      } else if (ref.weight > 0) {
        findings.push(finding("metric"));
      } else if (ref.group === "diagnostics") {
        candidates.push(finding("opportunity"));
      }
    }
    candidates.sort((a, b) => b.savingsMs - a.savingsMs);
    findings.push(...candidates.slice(0, TOP_OPPORTUNITIES));
  }
  return findings;
}

const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? null;

/**
 * The tasks over 50 ms that Lighthouse's long-tasks audit lists from the first contentful paint on
 * (both simulated at its 4× CPU slowdown): what Total Blocking Time counts.
 */
function longTasksAfterFcp(lhr: Result): LongTask[] {
  const fcp = numeric(lhr, "first-contentful-paint") ?? 0;
  const details: unknown = lhr.audits["long-tasks"]?.details;
  const items = isRecord(details) && Array.isArray(details.items) ? details.items : [];
  return items.flatMap((item: unknown) => {
    if (!isRecord(item) || typeof item.startTime !== "number" || typeof item.duration !== "number") return [];
    const task = {
      url: typeof item.url === "string" ? item.url : "",
      startTime: item.startTime,
      duration: item.duration,
    };
    return task.duration > LONG_TASK_MS && task.startTime >= fcp ? [task] : [];
  });
}

const EMPTY_SCORES: RouteAudit["scores"] = {
  performance: null,
  accessibility: null,
  "best-practices": null,
  seo: null,
};

async function runOnce(
  route: string,
  origin: string,
  port: number,
): Promise<{ audit: RouteAudit; report?: string }> {
  const empty: RouteAudit = {
    route,
    scores: { ...EMPTY_SCORES },
    lcpMs: null,
    cls: null,
    tbtMs: null,
    fcpMs: null,
    transferBytes: null,
    longTasksAfterFcp: [],
    findings: [],
    warnings: [],
  };
  try {
    const page = `${origin}${route}`;
    const result = await lighthouse(page, {
      port,
      logLevel: "error",
      output: "json",
      onlyCategories: CATEGORIES.map((category) => category.id),
    });
    if (!result) return { audit: { ...empty, error: "Lighthouse returned no result" } };
    const lhr = result.lhr;
    const scores = { ...EMPTY_SCORES };
    for (const { id } of CATEGORIES) {
      const score = lhr.categories[id]?.score;
      scores[id] = typeof score === "number" ? Math.round(score * 100) : null;
    }
    const audit: RouteAudit = {
      route,
      scores,
      lcpMs: numeric(lhr, "largest-contentful-paint"),
      cls: numeric(lhr, "cumulative-layout-shift"),
      tbtMs: numeric(lhr, "total-blocking-time"),
      fcpMs: numeric(lhr, "first-contentful-paint"),
      transferBytes: numeric(lhr, "total-byte-weight"),
      longTasksAfterFcp: longTasksAfterFcp(lhr),
      findings: findingsOf(lhr, { origin, page }),
      warnings: lhr.runWarnings.map((warning) => String(warning)),
      ...(lhr.runtimeError ? { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
    };
    return { audit, report: typeof result.report === "string" ? result.report : undefined };
  } catch (error) {
    return { audit: { ...empty, error: error instanceof Error ? error.message : String(error) } };
  }
}

/**
 * Runs Lighthouse on one route in the Chromium at `port`, once more when the run fails (a lost
 * trace, NO_NAVSTART, asks for exactly that). Never throws: a failed run has `error`. `report` is
 * the full JSON report, for --save.
 */
export async function auditRoute(
  route: string,
  origin: string,
  port: number,
): Promise<{ audit: RouteAudit; report?: string; retried: boolean }> {
  const first = await runOnce(route, origin, port);
  if (!first.audit.error) return { ...first, retried: false };
  return { ...(await runOnce(route, origin, port)), retried: true };
}
