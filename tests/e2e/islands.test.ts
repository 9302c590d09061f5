import { describe, expect, it } from "vitest";
import { ACCORDION, ENHANCED, ISLAND, ISLAND_STATE, ISLAND_WHEN } from "../../site/enhance/attributes.ts";
import { eventually, setupBrowser, waitForHydration, waitForIsland } from "../support/browser.ts";
import { expectPanelOpen, menuButton, scrollTopButton, scrollToY } from "../support/enhance.ts";
import { expectMenuOpen, menuToggle } from "../support/header-menus.ts";
import { expectPageIsRender } from "../support/hydration.ts";
import { MOBILE } from "../support/paths.ts";
import { selectedValue } from "../support/portfolio.ts";
import { builtRoutes, UNKNOWN_PATH } from "../support/route-table.ts";
import { ISLAND_CHUNK, ISLANDS_BY_PATH, islandStates, scriptsLoadedBy } from "../support/scripts.ts";
import { answerMap, TURNSTILE_SCRIPT } from "../support/third-parties.ts";

const web = setupBrowser();

const TURNSTILE_STAND_IN = "window.turnstile = { render: () => 'w0', reset() {}, remove() {} };";

/** An industry of the portfolio's filters. */
const FILTERED_INDUSTRY = "E-commerce";

/** One route of each kind: `/services/<slug>` stands for every service page, and so on. */
function oneRoutePerKind(routes: readonly string[]): string[] {
  const kinds = new Map<string, string>();
  for (const route of routes) {
    const segments = route.split("/").filter(Boolean);
    const kind = segments.length > 1 ? `/${segments[0]}/*` : route;
    if (!kinds.has(kind)) kinds.set(kind, route);
  }
  return [...kinds.values()];
}

const routesByKind = [...oneRoutePerKind(builtRoutes), UNKNOWN_PATH];

describe("JavaScript only where a page is interactive", () => {
  it("covers a route of every kind, and every page with an island", () => {
    expect(routesByKind).toEqual(expect.arrayContaining(Object.keys(ISLANDS_BY_PATH)));
    expect(routesByKind.length).toBeGreaterThanOrEqual(10);
  });

  describe.each(routesByKind)("%s", (path) => {
    const expected = ISLANDS_BY_PATH[path] ?? [];

    it(`loads ${expected.length ? `the framework chunk and only its islands (${expected.join(", ")})` : "no framework at all"}, each hydrated without warnings into markup that is its render`, async () => {
      const page = await web.newPage({ viewport: MOBILE, expectDocument404: path === UNKNOWN_PATH });
      // Third parties the contact form reaches once started (no network in tests): answered here.
      await page.route(TURNSTILE_SCRIPT, (route) =>
        route.fulfill({ contentType: "text/javascript", body: TURNSTILE_STAND_IN }),
      );
      await answerMap(page);
      const scripts = await scriptsLoadedBy(page, async () => {
        await page.goto(web.url(path));
        await waitForHydration(page);
      });
      expect(scripts.foreign(), "no third-party script before the visitor does anything").toEqual([]);
      // Islands that wait for the visitor have loaded nothing yet; then the visitor starts on them.
      const waiting = await page
        .locator(`[${ISLAND_WHEN}="interaction"]`)
        .evaluateAll(
          (all, [name, state]) =>
            all.map((island) => ({ name: island.getAttribute(name), state: island.getAttribute(state) })),
          [ISLAND, ISLAND_STATE] as const,
        );
      expect(
        waiting.every((island) => island.state === null),
        "interaction islands wait",
      ).toBe(true);
      if (waiting.length > 0 && waiting.length === expected.length) {
        expect(
          scripts.files().filter((file) => file.startsWith("framework-")),
          "no framework chunk before that",
        ).toEqual([]);
      }
      for (const { name } of waiting) {
        await page
          .locator(`[${ISLAND}="${name}"]`)
          .locator("input, textarea, select, button")
          .first()
          .focus();
        await waitForIsland(page, name ?? "", "hydrated");
      }
      await page.waitForLoadState("networkidle");

      expect(
        scripts.foreign().filter((url) => url !== TURNSTILE_SCRIPT),
        "scripts from other origins",
      ).toEqual([]);
      const framework = scripts.files().filter((file) => file.startsWith("framework-"));
      const islands = scripts.files().filter((file) => file.startsWith("island-"));
      expect(framework.length, "the framework chunk").toBe(expected.length > 0 ? 1 : 0);
      expect(islands.map((file) => file.replace(/[A-Za-z0-9_-]{8}\.js$/, "")).sort()).toEqual(
        expected.map((name) => ISLAND_CHUNK[name]).sort(),
      );
      // Every island of the page hydrated once scrolled to (console errors would fail the test).
      expect(await islandStates(page)).toEqual(expected.map((name) => ({ name, state: "hydrated" })));
      for (const name of expected) await expectPageIsRender(page, name);
    });
  });
});

describe("islands whose first render in the browser could differ from the prerendered HTML", () => {
  it("the filters hydrating at load from a filtered URL apply it after hydration: the page is their render", async () => {
    const page = await web.newPage({ viewport: MOBILE });
    await page.goto(web.url(`/projects?industry=${encodeURIComponent(FILTERED_INDUSTRY)}`));
    await waitForHydration(page);
    await eventually(() => selectedValue(page, "Industry"), FILTERED_INDUSTRY);
    await expectPageIsRender(page, "projectFilters");
  });
});

describe("the behaviours without islands", () => {
  it("menus, phone menu, accordion and scroll-to-top work while the framework and the islands cannot load", async () => {
    const page = await web.newPage({
      viewport: MOBILE,
      expectedConsole: [
        /Failed to load resource: net::ERR_FAILED/,
        /Failed to fetch dynamically imported module/,
      ],
    });
    await page.route(/\/assets\/chunks\/(framework|island)-/, (route) => route.abort());
    await page.goto(web.url("/"));
    await page.waitForFunction(
      (enhanced) => document.documentElement.getAttribute(enhanced) === "true",
      ENHANCED,
    );
    await page.locator(`[${ISLAND}="newsletter"] > *`).first().scrollIntoViewIfNeeded();
    await waitForIsland(page, "newsletter", "failed");

    // The island's server-rendered form is still there to read.
    expect(await page.locator(`[${ISLAND}="newsletter"] input[type="email"]`).isVisible()).toBe(true);

    await scrollToY(page, 0);
    await menuButton(page).click();
    await expectPanelOpen(page, true);
    await page.keyboard.press("Escape");
    await expectPanelOpen(page, false);

    await scrollToY(page, 1200);
    await expect.poll(() => scrollTopButton(page).isVisible()).toBe(true);

    const faqButton = page.locator(`[${ACCORDION}] h3 > button`).nth(1);
    await faqButton.scrollIntoViewIfNeeded();
    await faqButton.click();
    expect(await faqButton.getAttribute("aria-expanded")).toBe("true");
  });

  it("the desktop dropdowns work on a page whose island cannot load", async () => {
    const page = await web.newPage({
      expectedConsole: [
        /Failed to load resource: net::ERR_FAILED/,
        /Failed to fetch dynamically imported module/,
      ],
    });
    await page.route(/\/assets\/chunks\/(framework|island)-/, (route) => route.abort());
    // A filter in the URL makes the filters hydrate at load, which fails here.
    await page.goto(web.url("/projects?industry=Healthcare"));
    await waitForIsland(page, "projectFilters", "failed");
    await menuToggle(page, "Services").click();
    await expectMenuOpen(page, "Services", true);
    await page.keyboard.press("Escape");
    await expectMenuOpen(page, "Services", false);
  });
});

describe("a form island that hydrates while the visitor is already in it", () => {
  it("keeps what was typed and picked before hydration, and the island goes on from it", async () => {
    const page = await web.newPage({ viewport: MOBILE, touch: true });
    await page.route(TURNSTILE_SCRIPT, (route) =>
      route.fulfill({ contentType: "text/javascript", body: TURNSTILE_STAND_IN }),
    );
    await answerMap(page);
    // The framework arrives late, as on a slow phone: the tap that starts the island comes well before it.
    await page.route(/\/assets\/chunks\/framework-/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(web.url("/contact"));
    await waitForHydration(page);
    const form = page.locator(`[${ISLAND}="contactForm"]`);
    const firstName = form.locator('input[name="firstName"]');
    const message = form.locator("textarea");
    await firstName.tap();
    await page.keyboard.type("Ada");
    await message.fill("We need a partner portal by March.");
    expect(await form.getAttribute(ISLAND_STATE), "typed while loading").toBe("loading");

    await waitForIsland(page, "contactForm", "hydrated");
    expect(await firstName.inputValue()).toBe("Ada");
    expect(await message.inputValue()).toBe("We need a partner portal by March.");
    // A controlled field the island did not hear about would snap back to its own empty state here.
    await firstName.focus();
    await page.keyboard.press("End");
    await page.keyboard.type("m");
    expect(await firstName.inputValue()).toBe("Adam");
  });
});
