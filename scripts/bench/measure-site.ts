/**
 * Serves a build with the real server (in-process, on a temporary data folder) and measures every
 * route in one Chromium, one fresh context per route. The server, the browser and the temporary
 * folder are gone when it returns or throws.
 */
import type { Browser } from "playwright-core";
import { serveBuild } from "./built-site.ts";
import { launchBrowser, measurePage, type PageWeight } from "./page-weight.ts";

/**
 * Measures `routes` of the build in `distDir`. Throws only when the server or the browser does not
 * start; a route that fails is a PageWeight with `error`. `progress` hears of each route when done.
 */
export async function measureSite(
  distDir: string,
  routes: readonly string[],
  progress: (page: PageWeight, index: number) => void = () => {},
): Promise<PageWeight[]> {
  const server = await serveBuild(distDir, "bench-");
  let browser: Browser | undefined;
  try {
    browser = await launchBrowser();
    const origin = new URL(server.url).origin;
    const pages: PageWeight[] = [];
    for (const [index, route] of routes.entries()) {
      const page = await measurePage(browser, origin, route);
      pages.push(page);
      progress(page, index);
    }
    return pages;
  } finally {
    await browser?.close();
    await server.close();
  }
}
