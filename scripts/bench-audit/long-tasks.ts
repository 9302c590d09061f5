/**
 * Long tasks on a page as Chromium reports them, with what ran in them: the `longtask` entries
 * (every task over 50 ms) and the Long Animation Frames API's `long-animation-frame` entries, whose
 * `scripts` name the script each piece of work came from (its URL, what invoked it, how long it
 * ran and how much of that was forced style and layout). Shared by `npm run bench:long-tasks` and
 * the browser test tests/e2e/long-tasks.test.ts.
 */
import type { CDPSession, Page } from "playwright-core";

/** A task over this many ms is a long task (and counts towards Total Blocking Time). */
export const LONG_TASK_MS = 50;

/** The CPU slowdown Lighthouse's mobile emulation simulates. */
export const CPU_SLOWDOWN = 4;

/** One script entry point inside a long animation frame. */
export interface FrameScript {
  sourceURL: string;
  /** The function that ran and where it starts in its script (minified: look it up in dist/). */
  sourceFunctionName: string;
  sourceCharPosition: number;
  invoker: string;
  startTime: number;
  duration: number;
  forcedStyleAndLayoutDuration: number;
}

/** One long animation frame: its scripts and when its rendering (style, layout, paint) began. */
export interface LongFrame {
  startTime: number;
  duration: number;
  renderStart: number;
  styleAndLayoutStart: number;
  scripts: FrameScript[];
}

export interface LongWork {
  /** First contentful paint, ms since the time origin; null before it. */
  fcp: number | null;
  tasks: { startTime: number; duration: number }[];
  frames: LongFrame[];
}

/** Where the page keeps what it saw (set before any of the page's scripts runs). */
const STORE = "__longWork";

/**
 * Runs in the page before its own scripts: observes long tasks, long frames and paints into
 * `window[STORE]`, a LongWork. Plain JavaScript in a string, since the bundler that runs scripts
 * and tests wraps a named function's inner functions in a helper the page does not have.
 */
const OBSERVE_LONG_WORK = `(() => {
  const work = { fcp: null, tasks: [], frames: [] };
  window[${JSON.stringify(STORE)}] = work;
  const observe = (type, onEntry) => {
    if (!PerformanceObserver.supportedEntryTypes.includes(type)) return;
    new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
  };
  observe("paint", (entry) => {
    if (entry.name === "first-contentful-paint") work.fcp = entry.startTime;
  });
  observe("longtask", ({ startTime, duration }) => work.tasks.push({ startTime, duration }));
  observe("long-animation-frame", (frame) => work.frames.push({
    startTime: frame.startTime,
    duration: frame.duration,
    renderStart: frame.renderStart,
    styleAndLayoutStart: frame.styleAndLayoutStart,
    scripts: frame.scripts.map((script) => ({
      sourceURL: script.sourceURL,
      sourceFunctionName: script.sourceFunctionName,
      sourceCharPosition: script.sourceCharPosition,
      invoker: script.invoker,
      startTime: script.startTime,
      duration: script.duration,
      forcedStyleAndLayoutDuration: script.forcedStyleAndLayoutDuration,
    })),
  }));
})();`;

/**
 * Prepares `page` (before its first navigation) to record its long work, with its CPU slowed
 * `rate` times as Lighthouse's mobile emulation does. Returns the DevTools session that holds the
 * slowdown: it lasts as long as the session.
 */
export async function recordLongWork(page: Page, rate = CPU_SLOWDOWN): Promise<CDPSession> {
  await page.addInitScript({ content: OBSERVE_LONG_WORK });
  const session = await page.context().newCDPSession(page);
  await session.send("Emulation.setCPUThrottlingRate", { rate });
  return session;
}

/** What the page recorded so far (the observers' callbacks for the last entries have run). */
export async function longWorkOf(page: Page): Promise<LongWork> {
  return page.evaluate(
    (store) =>
      new Promise<LongWork>((resolve) =>
        setTimeout(() => resolve((window as unknown as Record<string, LongWork>)[store] as LongWork), 0),
      ),
    STORE,
  );
}

/** Whether a script's URL is one of the page's own (served from `origin`). */
export const isOwnScript = (script: FrameScript, origin: string) => script.sourceURL.startsWith(origin);

/** The script entry points of `work` after the first contentful paint, longest first. */
export function scriptsAfterPaint(work: LongWork): FrameScript[] {
  const fcp = work.fcp ?? 0;
  return work.frames
    .flatMap((frame) => frame.scripts)
    .filter((script) => script.startTime >= fcp)
    .sort((a, b) => b.duration - a.duration);
}

/** The long animation frames that began after the first contentful paint, in order. */
export function framesAfterPaint(work: LongWork): LongFrame[] {
  const fcp = work.fcp ?? 0;
  return work.frames.filter((frame) => frame.startTime >= fcp);
}

/** The long tasks after the first contentful paint, longest first. */
export function tasksAfterPaint(work: LongWork): LongWork["tasks"] {
  const fcp = work.fcp ?? 0;
  return work.tasks.filter((task) => task.startTime >= fcp).sort((a, b) => b.duration - a.duration);
}

/** Total Blocking Time as the page saw it: each long task's time over 50 ms, after the first paint. */
export function blockingTime(work: LongWork): number {
  return tasksAfterPaint(work).reduce((sum, task) => sum + Math.max(0, task.duration - LONG_TASK_MS), 0);
}
