import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { REVEAL, REVEAL_FIRST_DELAY, REVEAL_LIST, REVEALED } from "../../site/enhance/attributes.ts";
import { FIRST_ITEM_DELAY_MS, REVEAL_STEP_MS } from "../../site/enhance/behaviours/reveal.ts";
import { setupBrowser } from "../support/browser.ts";
import {
  animationCount,
  type RevealState,
  revealStates,
  scrollThrough,
  scrollY,
  settle,
} from "../support/enhance.ts";
import { DESKTOP, MOBILE } from "../support/paths.ts";

const web = setupBrowser();

const paths = ["/services", "/projects", "/industries/healthcare"];

const notFullyShown = (states: RevealState[]) =>
  states.filter((state) => state.opacity !== "1" || state.translate !== "none");

/** The names of the reveal animations running or waiting (the floating decorations are not). */
function revealAnimations(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSAnimation && animation.animationName === "reveal")
        .length,
  );
}

/** The first card list none of whose items has shown yet, tagged so the locator keeps finding it. */
async function waitingList(page: Page): Promise<Locator> {
  await page
    .locator(`[${REVEAL_LIST}]:not(:has(> [${REVEALED}="instant"], > [${REVEALED}="animate"]))`)
    .first()
    .evaluate((element) => element.setAttribute("data-under-test", ""));
  return page.locator("[data-under-test]");
}

/** Scrolls `list` to the top of the view and returns the delays of the items that came in. */
async function revealDelays(list: Locator): Promise<number[]> {
  const waiting = await list.evaluate(
    (element, revealed) =>
      [...element.children].filter((item) => item.getAttribute(revealed) === "waiting").length,
    REVEALED,
  );
  expect(waiting).toBeGreaterThan(1);
  await list.evaluate((element) => element.scrollIntoView({ block: "start", behavior: "instant" }));
  await list.locator(`:scope > [${REVEALED}=animate]`).first().waitFor({ state: "attached" });
  return list.evaluate(
    (element, revealed) =>
      [...element.children]
        .filter((item) => item.getAttribute(revealed) === "animate")
        .map((item) => Number.parseInt((item as HTMLElement).style.getPropertyValue("--reveal-delay"), 10)),
    REVEALED,
  );
}

describe("reveal on scroll", () => {
  it.each(paths)("%s without JavaScript: every section and card fully shown", async (path) => {
    const { page } = await web.open(path, { viewport: MOBILE, javaScriptEnabled: false });
    const states = await revealStates(page);
    expect(states.length).toBeGreaterThan(2);
    expect(notFullyShown(states)).toEqual([]);
    const hiddenItems = await page
      .locator(`[${REVEAL}] li`)
      .evaluateAll((items) => items.filter((item) => getComputedStyle(item).opacity !== "1").length);
    expect(hiddenItems).toBe(0);
  });

  it.each(paths)("%s with reduced motion: nothing animates, everything shows at once", async (path) => {
    const { page } = await web.open(path, { viewport: DESKTOP, reducedMotion: "reduce" });
    expect(await animationCount(page)).toBe(0);
    const states = await revealStates(page);
    expect(
      states.some((state) => state.revealed === "waiting"),
      "something below the fold awaits its reveal",
    ).toBe(true);
    expect(notFullyShown(states)).toEqual([]);

    await scrollThrough(page);
    expect(await animationCount(page)).toBe(0);
    expect(notFullyShown(await revealStates(page))).toEqual([]);
  });

  it.each(paths)(
    "%s: what is in view shows at once, the rest on scrolling, all of it by the end",
    async (path) => {
      const { page } = await web.open(path, { viewport: DESKTOP });
      const states = await revealStates(page);
      expect(states[0]).toMatchObject({ revealed: "instant", opacity: "1", translate: "none" });
      expect(await revealAnimations(page), "nothing in view fades in after hydration").toBe(0);
      expect(
        states.filter((state) => state.revealed === null),
        "every one placed once loaded",
      ).toEqual([]);
      const waiting = states.filter((state) => state.revealed === "waiting");
      expect(waiting.length, "something below the fold awaits its reveal").toBeGreaterThan(0);
      expect(waiting.every((state) => state.opacity === "0")).toBe(true);

      await scrollThrough(page);
      await settle(page);
      const after = await revealStates(page);
      expect(after.filter((state) => state.revealed === "waiting")).toEqual([]);
      expect(notFullyShown(after)).toEqual([]);
    },
  );

  it("staggers the cards that come into view together", async () => {
    const { page } = await web.open("/services", { viewport: DESKTOP });
    const delays = await revealDelays(await waitingList(page));
    expect(delays.length).toBeGreaterThan(1);
    expect(delays).toEqual(delays.map((_, index) => index * REVEAL_STEP_MS));
  });

  it("delays the first item of a list marked REVEAL_FIRST_DELAY by 800 ms", async () => {
    expect(FIRST_ITEM_DELAY_MS).toBe(800);
    const { page } = await web.open("/services", { viewport: DESKTOP });
    const list = page.locator(`main ol[${REVEAL_LIST}]`).first();
    await list.evaluate((element, firstDelay) => element.setAttribute(firstDelay, ""), REVEAL_FIRST_DELAY);
    const delays = await revealDelays(list);
    expect(delays.length).toBeGreaterThan(1);
    expect(delays).toEqual(delays.map((_, index) => FIRST_ITEM_DELAY_MS + index * REVEAL_STEP_MS));
  });

  it("shows the top of a page reached by a link at once", async () => {
    const { page } = await web.open("/services", { viewport: DESKTOP });
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole("contentinfo").getByRole("link", { name: "Projects", exact: true }).click();
    await page.waitForURL(/\/projects$/);
    await expect.poll(() => scrollY(page)).toBe(0);
    expect(await page.evaluate(() => "sameDocument" in window), "a new document").toBe(false);
    // The behaviours start after the first frame, in slices, and each section gets its state from
    // the observer's first notification, which comes with a later frame: the hero's first state.
    await page.waitForSelector("html[data-enhanced]");
    await expect.poll(async () => (await revealStates(page))[0]?.revealed ?? null).not.toBeNull();
    const [hero] = await revealStates(page);
    expect(hero).toMatchObject({ revealed: "instant", opacity: "1" });
  });
});
