import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { ISLAND } from "../../site/enhance/attributes.ts";
import { projects } from "../../site/generated/projects.ts";
import { DECORATION_COUNT } from "../../site/layouts/BackgroundDecor.tsx";
import { axeViolations } from "../support/axe.ts";
import { eventually, setupBrowser, waitForHydration } from "../support/browser.ts";
import { shownDecorations } from "../support/layout-checks.ts";
import { DESKTOP, MOBILE } from "../support/paths.ts";

const web = setupBrowser();

function layerFacts(page: Page) {
  return page.evaluate(() => {
    const layers = [...document.querySelectorAll<HTMLElement>("[data-decor]")];
    const layer = layers[0];
    if (!layer) return null;
    const decorations = [...layer.querySelectorAll<HTMLElement>("[data-decoration]")];
    return {
      layers: layers.length,
      ariaHidden: layer.getAttribute("aria-hidden"),
      position: getComputedStyle(layer).position,
      /** Each distinct pointer-events value in the layer. */
      pointerEvents: [
        ...new Set(
          [layer, ...layer.querySelectorAll("*")].map((element) => getComputedStyle(element).pointerEvents),
        ),
      ],
      decorations: decorations.length,
      floating: decorations.filter((element) =>
        element.getAnimations().some((a) => a.playState === "running"),
      ).length,
    };
  });
}

const glowPosition = (page: Page) =>
  page.evaluate(() => {
    const style = document.querySelector<HTMLElement>("[data-decor]")?.style;
    return `${style?.getPropertyValue("--glow-x")} ${style?.getPropertyValue("--glow-y")}`;
  });

const overflow = () => document.documentElement.scrollWidth - window.innerWidth;

describe("the glow and the floating decorations", () => {
  it("are one aria-hidden, pointer-transparent fixed layer with eight floating shapes", async () => {
    expect(DECORATION_COUNT).toBe(8);
    const { page } = await web.open("/services", { viewport: DESKTOP });
    expect(await layerFacts(page)).toEqual({
      layers: 1,
      ariaHidden: "true",
      position: "fixed",
      pointerEvents: ["none"],
      decorations: 8,
      floating: 8,
    });
    expect(await page.evaluate(overflow), "no horizontal overflow").toBeLessThanOrEqual(0);
  });

  it("are absent from the prerendered HTML (they only decorate a running page)", async () => {
    const { page } = await web.open("/services", { viewport: DESKTOP, javaScriptEnabled: false });
    expect(await page.locator("[data-decor], [data-decoration]").count()).toBe(0);
  });

  it("are off with reduced motion", async () => {
    const { page } = await web.open("/services", { viewport: DESKTOP, reducedMotion: "reduce" });
    expect(await layerFacts(page)).toBeNull();
  });

  it("are off on a touch-only phone, on at the same width with a mouse", async () => {
    const touch = await web.open("/industries/healthcare", { viewport: MOBILE, touch: true });
    expect(
      await touch.page.evaluate(() => window.matchMedia("(hover: none), (pointer: coarse)").matches),
    ).toBe(true);
    expect(await layerFacts(touch.page)).toBeNull();

    const mouse = await web.open("/industries/healthcare", { viewport: MOBILE });
    expect(await layerFacts(mouse.page)).toMatchObject({ layers: 1, decorations: 8 });
    expect(await mouse.page.evaluate(overflow), "no horizontal overflow").toBeLessThanOrEqual(0);
  });

  it("show only where the gutters beside the content column can hold them: none at 390 or 1280 px, all at 1440", async () => {
    for (const [viewport, expected] of [
      [MOBILE, 0],
      [{ width: 1280, height: 800 }, 0],
      [DESKTOP, 8],
    ] as const) {
      const { page } = await web.open("/about", { viewport });
      expect(await layerFacts(page), `${viewport.width}: the glow's layer is there`).not.toBeNull();
      expect(await shownDecorations(page), `${viewport.width} px`).toBe(expected);
    }
  });

  it("move the glow with the mouse through CSS variables, without a render of an island", async () => {
    const page = await web.newPage({ viewport: DESKTOP });
    // A filtered /projects hydrates an island (the filters) at load; the glow must not make it render.
    await page.goto(web.url(`/projects?industry=${encodeURIComponent(projects[0]?.industry ?? "")}`));
    await waitForHydration(page);
    // What the island's renders change in its markup, counted from now on (Preact, which renders the
    // islands in the browser, has no hook to count its renders from outside).
    await page.locator(`[${ISLAND}="projectFilters"]`).evaluate((island) => {
      const counter = { changes: 0 };
      Object.assign(window, { islandChanges: counter });
      new MutationObserver((records) => {
        counter.changes += records.length;
      }).observe(island, { subtree: true, childList: true, attributes: true, characterData: true });
    });
    const changes = () =>
      page.evaluate(
        () => (window as unknown as { islandChanges: { changes: number } }).islandChanges.changes,
      );

    // Over the page's intro, clear of the menus and of the filters.
    await page.mouse.move(700, 200);
    await eventually(() => glowPosition(page), "700px 200px");
    await page.mouse.move(300, 250, { steps: 10 });
    await eventually(() => glowPosition(page), "300px 250px");
    expect(await changes(), "no change to the island for mouse moves").toBe(0);
    // The count does see the island's renders: opening a filter is one.
    await page.locator(`[${ISLAND}="projectFilters"] button[aria-expanded]`).first().click();
    await expect.poll(changes, { message: "the island's render on a click" }).toBeGreaterThan(0);
  });

  it("leave axe without violations with the glow shown", async () => {
    const { page } = await web.open("/services", { viewport: DESKTOP });
    await page.mouse.move(720, 300);
    await eventually(() => glowPosition(page), "720px 300px");
    expect(await axeViolations(page)).toBe("");
  });
});
