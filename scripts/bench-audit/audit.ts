/** What one Lighthouse run on one route comes down to: the shape the rest of the audit works on. */

export const CATEGORIES = [
  { id: "performance", label: "performance" },
  { id: "accessibility", label: "accessibility" },
  { id: "best-practices", label: "best practices" },
  { id: "seo", label: "SEO" },
] as const;
export type CategoryId = (typeof CATEGORIES)[number]["id"];

/** One audit that cost a category points on one route. */
export interface Finding {
  category: CategoryId;
  /** metric: a weighted performance metric; opportunity: a performance diagnostic with savings; audit: anything else. */
  kind: "metric" | "opportunity" | "audit";
  id: string;
  title: string;
  /** Lighthouse's short value (e.g. "2.8 s", "Potential savings of 40 KiB"), route-specific. */
  value?: string;
  /** Estimated savings in ms (opportunities), for ordering. */
  savingsMs: number;
  /** The elements, resources or messages the audit names, described on one line each. */
  items: string[];
}

/** A task Lighthouse's long-tasks audit lists: times in ms from the navigation, as simulated. */
export interface LongTask {
  url: string;
  startTime: number;
  duration: number;
}

/** One Lighthouse run on a route, or the medians of several (see median.ts). */
export interface RouteAudit {
  route: string;
  /** 0–100, or null when Lighthouse could not score the category. */
  scores: Record<CategoryId, number | null>;
  /** Largest Contentful Paint, Cumulative Layout Shift and Total Blocking Time; null when not measured. */
  lcpMs: number | null;
  cls: number | null;
  tbtMs: number | null;
  /** First Contentful Paint and the bytes transferred (Lighthouse's total-byte-weight); null when not measured. */
  fcpMs: number | null;
  transferBytes: number | null;
  /** The long tasks (over 50 ms) that start after the first contentful paint. */
  longTasksAfterFcp: LongTask[];
  findings: Finding[];
  warnings: string[];
  /** Set when the run failed (the page did not load, Lighthouse threw). */
  error?: string;
}
