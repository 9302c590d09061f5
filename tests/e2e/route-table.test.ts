import { readdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { collections } from "../../pipeline/collections.ts";
import { setupBrowser, waitForHydration } from "../support/browser.ts";
import { expectAccessibleLayout, expectLink, expectTexts } from "../support/page-checks.ts";
import { builtDist, builtRoot, DESKTOP, MOBILE } from "../support/paths.ts";
import { builtRoutes, contentRoutes, type RouteExpectation, routeTable } from "../support/route-table.ts";
import { ownTexts } from "../support/sections.ts";

const web = setupBrowser();
/**
 * One page per viewport for the whole file, each route a navigation in it. Not one page resized: an
 * image cached at one width would stand in for the smaller one preloaded at the other.
 */
const viewports = [
  { name: "1440x900", viewport: DESKTOP },
  { name: "390x844", viewport: MOBILE },
].map(({ name, viewport }) => ({
  name,
  viewport,
  page: web.sharedPage({ viewport, reducedMotion: "reduce", expectDocument404: true }),
}));
const withoutJavaScript = web.sharedPage({ javaScriptEnabled: false, expectDocument404: true });

/** The routes of the HTML pages in dist/client (not-found documents left out). */
function builtPages(): string[] {
  const client = join(builtDist(), "client");
  return (
    readdirSync(client, { recursive: true, encoding: "utf8" })
      .filter((file) => file === "index.html" || file.endsWith("/index.html"))
      .map((file) => `/${file.replace(/\/?index\.html$/, "")}`)
      // A segment starting with '_' is a not-found placeholder: content ids cannot start with one.
      .filter((route) => !route.split("/").some((segment) => segment.startsWith("_")))
      .sort()
  );
}

/** How many content files each collection with a page per entry has. */
function entryFileCounts(): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const collection of collections) {
    if (collection.kind !== "entries" || !collection.route) continue;
    const folder = join(builtRoot(), "content", collection.folder);
    const names = readdirSync(folder).filter((name) =>
      collection.extensions.some((extension) => name.endsWith(extension)),
    );
    counts[collection.name] = names.length;
  }
  return counts;
}

async function expectShown(page: Page, route: RouteExpectation): Promise<void> {
  expect.soft(await ownTexts(page.locator("h1")), "the only h1").toEqual([route.heading]);
  expect.soft(await page.title()).toBe(route.title);
  await expectTexts(page, route.texts);
  for (const link of route.links) await expectLink(page, link.name, link.href);
}

async function visit(page: Page, route: RouteExpectation, javaScript: boolean): Promise<void> {
  const response = await page.goto(web.url(route.path));
  expect(response?.status(), "status").toBe(route.status);
  if (javaScript) await waitForHydration(page);
}

describe("the route table", () => {
  it("has a row for every page the build wrote, and for nothing else", () => {
    const rows = routeTable.filter((route) => route.status === 200).map((route) => route.path);
    expect([...rows].sort()).toEqual(builtPages());
  });

  it("is the registry's routes of the content: one page per content file of a collection with pages", () => {
    expect([...builtRoutes].sort()).toEqual(contentRoutes);
    const files = entryFileCounts();
    const rows = Object.fromEntries(
      Object.keys(files).map((name) => [
        name,
        routeTable.filter((route) => route.collection === name).length,
      ]),
    );
    expect(rows).toEqual(files);
  });
});

describe.each(routeTable)("$path", (route) => {
  it.each(viewports.map((entry) => [entry.name, entry] as const))(
    `at %s answers ${route.status} with its heading and title, no axe violations, no sideways scroll`,
    async (_name, { viewport, page: sharedPage }) => {
      const page = await sharedPage();
      await visit(page, route, true);
      await expectShown(page, route);
      await expectAccessibleLayout(page, viewport);
    },
  );

  it("shows the same without JavaScript (the prerendered HTML)", async () => {
    const page = await withoutJavaScript();
    await visit(page, route, false);
    await expectShown(page, route);
  });
});
