import type { Page } from "playwright-core";
import { ISLAND, ISLAND_STATE } from "../../site/enhance/attributes.ts";
import { blog } from "../../site/generated/blog.ts";
import { scrollThrough } from "./enhance.ts";

/** The islands each page shows (site/enhance/registry.ts names); a page not listed has none. */
export const ISLANDS_BY_PATH: Readonly<Record<string, readonly string[]>> = {
  "/": ["newsletter"],
  // The empty blog's 'Coming Soon' page offers the newsletter sign-up.
  "/blog": blog.length === 0 ? ["newsletter"] : [],
  "/projects": ["projectFilters"],
  "/contact": ["contactForm"],
};

/** The chunk file name each island's code is built into (vite.config.ts names them). */
export const ISLAND_CHUNK: Readonly<Record<string, string>> = {
  contactForm: "island-ContactForm-",
  newsletter: "island-NewsletterForm-",
  projectFilters: "island-ProjectFilters-",
};

export interface LoadedScripts {
  /** File names of every script the page has loaded so far, in order. */
  files(): string[];
  /** Scripts from anywhere but the site itself. */
  foreign(): string[];
}

/**
 * Records every script `page` loads from now on. `visit` opens the page; then it is read as a
 * visitor would, to the bottom, so what loads when it comes into view loads too.
 */
export async function scriptsLoadedBy(page: Page, visit: () => Promise<void>): Promise<LoadedScripts> {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") urls.push(request.url());
  });
  await visit();
  await scrollThrough(page);
  await page.waitForLoadState("networkidle");
  const origin = new URL(page.url()).origin;
  return {
    files: () =>
      urls
        .filter((url) => url.startsWith(origin))
        .map((url) => new URL(url).pathname.split("/").at(-1) ?? ""),
    foreign: () => urls.filter((url) => !url.startsWith(origin)),
  };
}

/** The islands named in the page's HTML and how far each got. */
export function islandStates(page: Page): Promise<{ name: string; state: string | null }[]> {
  return page.locator(`[${ISLAND}]`).evaluateAll(
    (containers, [island, state]) =>
      containers.map((container) => ({
        name: container.getAttribute(island) ?? "",
        state: container.getAttribute(state),
      })),
    [ISLAND, ISLAND_STATE] as const,
  );
}
