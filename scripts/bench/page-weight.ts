/**
 * The JavaScript and CSS a route really loads, measured in Chromium: the route opens in a fresh
 * context with a phone viewport, waits for `load`, scrolls to the bottom in steps (so whatever
 * loads when visible does load), and waits for the network to go quiet. Every JavaScript and CSS
 * response of the site's own origin is kept, sized raw and as gzip level 9 of its body, so the
 * numbers do not depend on the encoding the server negotiated. The page's own `<style>` elements
 * (the build inlines the site's stylesheet) count as its CSS, sized the same way.
 */
import { setTimeout as delay } from "node:timers/promises";
import { gzipSync } from "node:zlib";
import { type Browser, chromium, type Page, type Response } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../support/chromium.ts";
import { MOBILE } from "../support/viewports.ts";
import { watchNetwork } from "./quiet-network.ts";

/** One file a page loaded: its URL path (with any query) and its size in bytes. */
export interface LoadedFile {
  path: string;
  raw: number;
  gzip: number;
}

export interface PageWeight {
  route: string;
  /** JavaScript of the site's origin, in the order the responses arrived. */
  scripts: LoadedFile[];
  /** Stylesheets of the site's origin. */
  styles: LoadedFile[];
  /** What made the numbers less certain: a body that could not be read, a busy network, … */
  warnings: string[];
  /** Set when the route did not load; then nothing was measured. */
  error?: string;
}

const NAVIGATION_TIMEOUT_MS = 30_000;
const SCROLL_PAUSE_MS = 100;
const MAX_SCROLL_STEPS = 200;
const IDLE_MS = 500;
const QUIET_TIMEOUT_MS = 10_000;
const BODIES_TIMEOUT_MS = 10_000;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
  });
}

type Kind = "script" | "style";

function kindOf(response: Response): Kind | undefined {
  const type = response.request().resourceType();
  const contentType = response.headers()["content-type"] ?? "";
  if (type === "script" || contentType.includes("javascript")) return "script";
  if (type === "stylesheet" || contentType.includes("text/css")) return "style";
  return undefined;
}

const messageOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split("\n")[0] ?? "";

/** Scrolls one viewport at a time until the bottom stays reached (the page may grow meanwhile). */
async function scrollToBottom(page: Page): Promise<void> {
  for (let step = 0; step < MAX_SCROLL_STEPS; step++) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    });
    await page.waitForTimeout(SCROLL_PAUSE_MS);
    if (atBottom) return;
  }
}

/**
 * Measures `route` at `origin` in a fresh context of `browser`. Never throws: a route that does
 * not load (an error, a timeout, an unexpected status) comes back with `error`. `/404` is expected
 * to answer 404; every other route 2xx.
 */
export async function measurePage(browser: Browser, origin: string, route: string): Promise<PageWeight> {
  const weight: PageWeight = { route, scripts: [], styles: [], warnings: [] };
  const context = await browser.newContext({ viewport: MOBILE });
  try {
    const page = await context.newPage();
    const network = watchNetwork(page);
    const seen = new Set<string>();
    const reads: Promise<void>[] = [];
    page.on("response", (response) => {
      const url = new URL(response.url());
      const kind = kindOf(response);
      if (url.origin !== origin || !kind || seen.has(url.href)) return;
      seen.add(url.href);
      const path = url.pathname + url.search;
      if (response.status() < 200 || response.status() > 299) {
        weight.warnings.push(`${path} answered ${response.status()}; not counted`);
        return;
      }
      reads.push(
        response.body().then(
          (body) => {
            const file = { path, raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
            (kind === "script" ? weight.scripts : weight.styles).push(file);
          },
          (error: unknown) => {
            weight.warnings.push(`${path}: body not readable (${messageOf(error)}); not counted`);
          },
        ),
      );
    });

    const response = await page.goto(new URL(route, origin).href, {
      waitUntil: "load",
      timeout: NAVIGATION_TIMEOUT_MS,
    });
    const expected = route === "/404" ? 404 : undefined;
    const status = response?.status();
    if (status === undefined) return { ...weight, error: "no response" };
    if (expected ? status !== expected : status < 200 || status > 299)
      return { ...weight, error: `answered ${status}, expected ${expected ?? "2xx"}` };

    const inlineStyles = await page.locator("style").allTextContents();
    inlineStyles.forEach((css, index) => {
      const body = Buffer.from(css);
      weight.styles.push({
        path: `${route} <style> ${index + 1}`,
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
      });
    });
    await scrollToBottom(page);
    if (!(await network.quiet(IDLE_MS, QUIET_TIMEOUT_MS)))
      weight.warnings.push(`the network was still busy after ${QUIET_TIMEOUT_MS / 1000} s`);
    const read = await Promise.race([
      Promise.all(reads).then(() => true),
      delay(BODIES_TIMEOUT_MS, false, { ref: false }),
    ]);
    if (!read) weight.warnings.push(`response bodies still unread after ${BODIES_TIMEOUT_MS / 1000} s`);
    return weight;
  } catch (error) {
    return { ...weight, error: messageOf(error) };
  } finally {
    await context.close();
  }
}
