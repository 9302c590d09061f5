import { type Browser, type BrowserContext, chromium, type Page, type Response } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, inject } from "vitest";
import { BEHAVIOURS, ENHANCED, ISLAND, ISLAND_STATE, ISLAND_WHEN } from "../../site/enhance/attributes.ts";
import { DESKTOP } from "./paths.ts";

/** Waits used by page steps: generous for 2 cores, but bounded. */
export const STEP_TIMEOUT = 15_000;

export interface PageOptions {
  viewport?: { width: number; height: number };
  reducedMotion?: "reduce" | "no-preference";
  javaScriptEnabled?: boolean;
  /** A touch screen and a phone's browser (coarse pointer, no hover). */
  touch?: boolean;
  /** The page is a 404 document: its own 'Failed to load resource … 404' console error is expected. */
  expectDocument404?: boolean;
  /** Other console errors this test provokes on purpose (e.g. an aborted request). */
  expectedConsole?: RegExp[];
}

export interface Problem {
  kind: string;
  text: string;
  url?: string;
}

export interface OpenedPage {
  page: Page;
  response: Response | null;
}

interface Tracked {
  context: BrowserContext;
  problems: Problem[];
}

/** The document itself answered 404: Chromium logs that as a console error on the document's URL. */
function isDocument404(problem: Problem, documents: ReadonlySet<string>): boolean {
  return (
    problem.kind === "console.error" && /status of 404/.test(problem.text) && documents.has(problem.url ?? "")
  );
}

/**
 * Connects to the shared browser for one test file. Every test gets fresh contexts; after each test
 * they are closed and the test fails if any page logged a console error or warning (hydration
 * mismatches show up there) or threw, apart from what the test declared as expected. Pages from
 * `sharedPage` stay open until the file ends, and are checked after each test the same way.
 */
export function setupBrowser() {
  const baseUrl = inject("baseUrl");
  let browser: Browser | undefined;
  let tracked: Tracked[] = [];
  const kept: Tracked[] = [];

  beforeAll(async () => {
    browser = await chromium.connect(inject("wsEndpoint"), { timeout: 30_000 });
  });
  afterAll(async () => {
    await Promise.all(kept.map(({ context }) => context.close()));
    await browser?.close();
  });
  afterEach(async () => {
    const done = tracked;
    tracked = [];
    await Promise.all(done.map(({ context }) => context.close()));
    const problems = [...done, ...kept].flatMap((entry) => entry.problems.splice(0));
    expect(problems, "console errors/warnings or page errors").toEqual([]);
  });

  const url = (path: string) => new URL(path, baseUrl).href;

  async function trackedPage(options: PageOptions, into: Tracked[]): Promise<Page> {
    if (!browser)
      throw new Error("setupBrowser: the browser is not connected (call it at the top of a file)");
    const context = await browser.newContext({
      viewport: options.viewport ?? DESKTOP,
      reducedMotion: options.reducedMotion ?? "no-preference",
      javaScriptEnabled: options.javaScriptEnabled ?? true,
      ...(options.touch ? { hasTouch: true, isMobile: true } : {}),
    });
    context.setDefaultTimeout(STEP_TIMEOUT);
    context.setDefaultNavigationTimeout(30_000);
    const entry: Tracked = { context, problems: [] };
    into.push(entry);
    const page = await context.newPage();
    const documents404 = new Set<string>();
    page.on("response", (response) => {
      if (
        options.expectDocument404 &&
        response.request().isNavigationRequest() &&
        response.status() === 404
      ) {
        documents404.add(response.url());
      }
    });
    page.on("console", (message) => {
      const kind = message.type();
      if (kind !== "error" && kind !== "warning") return;
      const problem = { kind: `console.${kind}`, text: message.text(), url: message.location().url };
      if (options.expectDocument404 && isDocument404(problem, documents404)) return;
      if (options.expectedConsole?.some((pattern) => pattern.test(problem.text))) return;
      entry.problems.push(problem);
    });
    page.on("pageerror", (error) =>
      entry.problems.push({ kind: "pageerror", text: String(error.stack ?? error) }),
    );
    return page;
  }

  /** A page in a fresh context, closed after the test. */
  function newPage(options: PageOptions = {}): Promise<Page> {
    return trackedPage(options, tracked);
  }

  /**
   * A page opened on first use and kept for the rest of the file: for tests that only navigate and
   * read, one context (with its warm cache) instead of one per test.
   */
  function sharedPage(options: PageOptions = {}): () => Promise<Page> {
    let page: Promise<Page> | undefined;
    return () => {
      page ??= trackedPage(options, kept);
      return page;
    };
  }

  /**
   * Opens `path` in a fresh page and, with JavaScript on, waits until the page's script has run
   * and the islands that hydrate on load have hydrated.
   */
  async function open(path: string, options: PageOptions = {}): Promise<OpenedPage> {
    const page = await newPage(options);
    const response = await page.goto(url(path));
    if (options.javaScriptEnabled !== false) await waitForHydration(page);
    return { page, response };
  }

  return { baseUrl, url, newPage, sharedPage, open };
}

/**
 * The page's script marks <html> ENHANCED once its behaviours run (site/enhance/enhance-page.ts)
 * and BEHAVIOURS `started` once the page's own behaviours (gallery, logo grid, hero clip) have
 * started after load (site/enhance/lazy-start.ts); each island marks its container ISLAND_STATE
 * `hydrated` once its effects have run (site/enhance/islands/start-island.ts). This waits for the
 * behaviours, the page's own behaviours and the islands that hydrate on load.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    ([enhanced, behaviours, when, state]) =>
      document.documentElement.getAttribute(enhanced) === "true" &&
      document.documentElement.getAttribute(behaviours) === "started" &&
      [...document.querySelectorAll(`[${when}="load"]`)].every(
        (island) => island.getAttribute(state) === "hydrated",
      ),
    [ENHANCED, BEHAVIOURS, ISLAND_WHEN, ISLAND_STATE] as const,
  );
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
      ),
  );
}

/** Retries `read` until it equals `expected` (Playwright's web-first assertions, for vitest). */
export async function eventually<T>(read: () => Promise<T>, expected: T, message?: string): Promise<void> {
  await expect.poll(read, { timeout: STEP_TIMEOUT, interval: 50, message }).toEqual(expected);
}

/**
 * Brings the island `name` into view (as a visitor scrolling to it would) and waits until it has
 * hydrated, whatever its ISLAND_WHEN.
 */
export async function hydrateIsland(page: Page, name: string): Promise<void> {
  const island = page.locator(`[${ISLAND}="${name}"]`);
  await island.locator(":scope > *").first().scrollIntoViewIfNeeded();
  await waitForIsland(page, name, "hydrated");
}

/** Waits until the island `name` has hydrated, or failed to (its code could not load). */
export async function waitForIsland(page: Page, name: string, state: "hydrated" | "failed"): Promise<void> {
  await page.waitForFunction(
    ([selector, attribute, wanted]) => document.querySelector(selector)?.getAttribute(attribute) === wanted,
    [`[${ISLAND}="${name}"]`, ISLAND_STATE, state] as const,
  );
}
