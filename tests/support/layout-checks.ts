import type { Locator, Page } from "playwright-core";

/**
 * Page object for how a page is laid out as a visitor sees it: what sticks out sideways, what the
 * floating decorations cover, which images failed. Everything is measured in the page in one
 * evaluation each, so a whole route table stays fast.
 */

/** An element that reaches beyond the viewport's left or right edge. */
export interface Overflow {
  element: string;
  left: number;
  right: number;
}

/** A decoration's box and a text box it covers at some scroll position. */
export interface DecorationOverlap {
  decoration: number;
  text: string;
}

/**
 * Every rendered element whose box reaches past the viewport's sides, unless an ancestor clips it
 * sideways (a scroller, a clipped strip): that ancestor is then the one checked.
 */
export function horizontalOverflows(page: Page): Promise<Overflow[]> {
  return page.evaluate(() => {
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : "";
      const classes = element.getAttribute("class")?.trim().split(/\s+/).slice(0, 4).join(".") ?? "";
      const text = (element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40);
      return `${element.tagName.toLowerCase()}${id}${classes ? `.${classes}` : ""}${text ? ` '${text}'` : ""}`;
    };
    const width = document.documentElement.clientWidth;
    const clipsSideways = (element: Element) => getComputedStyle(element).overflowX !== "visible";
    const found: Overflow[] = [];
    const walk = (element: Element) => {
      // Screen-reader-only parts (the skip link until focused) are clipped to nothing on screen.
      if (!element.checkVisibility() || element.classList.contains("sr-only")) return;
      const box = element.getBoundingClientRect();
      if (box.width > 0 && (box.left < -0.5 || box.right > width + 0.5)) {
        found.push({ element: describe(element), left: Math.round(box.left), right: Math.round(box.right) });
      }
      if (clipsSideways(element)) return;
      for (const child of element.children) walk(child);
    };
    for (const child of document.body.children) walk(child);
    return found;
  });
}

/**
 * The text boxes the floating decorations cover. The decorations are fixed to the viewport, so a
 * decoration covers a text box of the flowing page when their columns meet and some scroll position
 * brings the text into the decoration's rows; a text box that is itself fixed (the header) only
 * when the boxes meet. A decoration's box is its union over its float cycle (sampled by seeking its
 * animation), so a drift up or a turn counts too. Text boxes come from Range.getClientRects.
 */
export function decorationOverlaps(page: Page): Promise<DecorationOverlap[]> {
  return page.evaluate(() => {
    type Box = { left: number; right: number; top: number; bottom: number };
    const decorations = [...document.querySelectorAll<HTMLElement>("[data-decoration]")].filter((element) =>
      element.checkVisibility(),
    );
    const union = (a: Box, b: Box): Box => ({
      left: Math.min(a.left, b.left),
      right: Math.max(a.right, b.right),
      top: Math.min(a.top, b.top),
      bottom: Math.max(a.bottom, b.bottom),
    });
    const sweptBox = (element: HTMLElement): Box => {
      const animations = element.getAnimations();
      const states = animations.map((animation) => ({ animation, time: animation.currentTime }));
      let box: Box = element.getBoundingClientRect();
      for (const { animation } of states) animation.pause();
      for (let step = 0; step < 16; step += 1) {
        for (const { animation } of states) {
          const duration = Number(animation.effect?.getComputedTiming().duration ?? 0);
          animation.currentTime = (duration * step) / 16;
        }
        box = union(box, element.getBoundingClientRect());
      }
      for (const { animation, time } of states) {
        animation.currentTime = time;
        animation.play();
      }
      return box;
    };
    const decorationBoxes = decorations.map(sweptBox);
    if (decorationBoxes.length === 0) return [];

    const maxScroll = document.documentElement.scrollHeight - window.innerHeight;
    const scrolled = window.scrollY;
    const isFixed = (element: Element | null): boolean => {
      for (let at = element; at; at = at.parentElement) {
        const { position } = getComputedStyle(at);
        if (position === "fixed" || position === "sticky") return true;
      }
      return false;
    };
    const found: DecorationOverlap[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? "";
      const parent = node.parentElement;
      if (!text || !parent?.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      if (parent.closest("[data-decor], .sr-only")) continue;
      const fixed = isFixed(parent);
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (rect.width === 0 || rect.height === 0) continue;
        decorationBoxes.forEach((box, index) => {
          if (rect.right <= box.left || rect.left >= box.right) return;
          // For the flowing page: the text's top in the document, and the scroll positions that put
          // it inside the decoration's rows.
          const meets = fixed
            ? rect.bottom > box.top && rect.top < box.bottom
            : Math.max(0, rect.top + scrolled - box.bottom) <
              Math.min(maxScroll, rect.bottom + scrolled - box.top);
          if (meets) found.push({ decoration: index, text: text.slice(0, 60) });
        });
      }
    }
    return found;
  });
}

/** The images that have a box but no picture: failed, or never loaded. Scroll lazy ones into view first. */
export async function unloadedImages(page: Page): Promise<string[]> {
  await page
    .waitForFunction(
      () => [...document.images].filter((image) => image.checkVisibility()).every((image) => image.complete),
      undefined,
      { timeout: 15_000 },
    )
    .catch(() => {});
  return page.evaluate(() =>
    [...document.images]
      .filter((image) => image.checkVisibility() && image.naturalWidth === 0)
      .map((image) => image.currentSrc || image.getAttribute("src") || image.outerHTML.slice(0, 80)),
  );
}

/** Whether the element is shown (not hidden, not transparent) and lies wholly inside the viewport. */
export function isShownInViewport(element: Locator): Promise<boolean> {
  return element.evaluate((target) => {
    if (!target.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return false;
    const box = target.getBoundingClientRect();
    return (
      box.width > 0 &&
      box.height > 0 &&
      box.left >= 0 &&
      box.top >= 0 &&
      box.right <= document.documentElement.clientWidth &&
      box.bottom <= window.innerHeight
    );
  });
}

/** How many floating decorations are shown right now. */
export function shownDecorations(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      [...document.querySelectorAll("[data-decoration]")].filter((element) => element.checkVisibility())
        .length,
  );
}
