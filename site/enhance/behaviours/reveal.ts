/**
 * Reveal on scroll, for every page, without React: plain attributes, one IntersectionObserver.
 *
 * - `data-reveal` (every Section has it): the element fades and slides in when it scrolls into view.
 * - Items: the element children of every `ul`/`ol` laid out as a grid inside such an element (the
 *   card lists; not one inside a list item), and of any element marked `data-reveal-stagger`, come
 *   in one after another, REVEAL_STEP_MS apart among those that enter the view together.
 * - `data-reveal-first-delay` on such a list: the items that come in with its first item wait
 *   FIRST_ITEM_DELAY_MS longer (800 ms on the first item of one list; meant for the home
 *   page's 'Our Core Services' cards).
 *
 * `data-revealed` holds each one's state: `instant` (in view or above it when found: shown at once,
 * without an animation), `waiting` (below the view: hidden until it scrolls in) and `animate`
 * (scrolled into view). global.css hides only what is `waiting`, only on screen and only without
 * prefers-reduced-motion, so the prerendered page, a page without JavaScript and a page whose
 * script failed show everything.
 *
 * Nothing here reads layout or style while the page loads: where each element lies comes from the
 * observer's first notification, which the browser computes with the frame it draws anyway, and
 * whether a list is a grid is read in that notification's callback, before anything is written.
 * (Reading them at start forced a style and layout pass per list on the 24-card portfolio, one long
 * task before the page settled.) The first frame thus shows everything as prerendered; what is below
 * the view is hidden a few tasks later (onIntersect), out of sight.
 */

import {
  REVEAL,
  REVEAL_FIRST_DELAY,
  REVEAL_ITEM,
  REVEAL_LIST,
  REVEAL_STAGGER,
  REVEALED,
} from "../attributes";
import { runInSlices } from "../slices";

/** The stagger step between items (100–200 ms reads as a sequence, not a wait). */
export const REVEAL_STEP_MS = 120;
/** The extra wait of the first item of a list marked `data-reveal-first-delay`. */
export const FIRST_ITEM_DELAY_MS = 800;
/** Items coming in together beyond this many steps come in with the last step. */
const MAX_STEPS = 8;

const LISTS = `ul, ol, [${REVEAL_STAGGER}]`;

let observer: IntersectionObserver | undefined;
/** Lists inside sections whose children are observed: item lists (marked REVEAL_LIST) or not. */
const lists = new WeakSet<Element>();

/**
 * A list inside a list item (a card's tags) is part of that item, never a list of items of its
 * own; skipping it also keeps its style unread, which inside a card not yet rendered
 * (`content-visibility: auto`) would make the browser render that card.
 */
function isInsideItem(list: Element): boolean {
  return !list.hasAttribute(REVEAL_STAGGER) && list.parentElement?.closest("li") != null;
}

/**
 * What `node` adds that may reveal: sections, and the children of lists inside sections (which
 * are items if their list turns out to be a grid). Elements not yet placed have no state.
 */
function candidatesIn(node: Element): Element[] {
  const found = [...node.querySelectorAll(`[${REVEAL}]`)];
  if (node.matches(`[${REVEAL}]`)) found.push(node);
  const parent = node.parentElement;
  if (parent && lists.has(parent)) found.push(node);
  const inner = [...node.querySelectorAll(LISTS)];
  if (node.matches(LISTS)) inner.push(node);
  for (const list of inner) {
    if (lists.has(list) || !list.closest(`[${REVEAL}]`) || isInsideItem(list)) continue;
    lists.add(list);
    found.push(...list.children);
  }
  return found;
}

/**
 * Marks as item lists (REVEAL_LIST, their children REVEAL_ITEM) the lists of children first seen in `entries`
 * that are grids: all reads, then all writes.
 */
function classifyLists(entries: IntersectionObserverEntry[]): void {
  const found = new Set<Element>();
  for (const { target } of entries) {
    const list = target.parentElement;
    if (list && lists.has(list) && !target.hasAttribute(REVEALED)) found.add(list);
  }
  const grids = [...found].filter(
    (list) =>
      list.hasAttribute(REVEAL_LIST) ||
      list.hasAttribute(REVEAL_STAGGER) ||
      getComputedStyle(list).display === "grid",
  );
  for (const list of grids) {
    list.setAttribute(REVEAL_LIST, "");
    for (const item of list.children) item.setAttribute(REVEAL_ITEM, "");
  }
}

/** The delay of each item entering together: its step within its list, plus the first-item wait. */
function delays(entering: Element[]): Map<Element, number> {
  const byList = new Map<Element, Element[]>();
  for (const element of entering) {
    const list = element.hasAttribute(REVEAL_ITEM) ? element.parentElement : null;
    if (list) byList.set(list, [...(byList.get(list) ?? []), element]);
  }
  const result = new Map<Element, number>();
  for (const [list, items] of byList) {
    const offset =
      list.hasAttribute(REVEAL_FIRST_DELAY) && items.includes(list.firstElementChild as Element)
        ? FIRST_ITEM_DELAY_MS
        : 0;
    items.forEach((item, index) => {
      result.set(item, offset + Math.min(index, MAX_STEPS) * REVEAL_STEP_MS);
    });
  }
  return result;
}

function inDocumentOrder(a: Element, b: Element): number {
  return a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
}

/** Each notification's entries are handled after those of the notifications before it. */
let handled: Promise<void> = Promise.resolve();

/**
 * Reads first (the viewport's height, which lists are grids: reading either after a write forces a
 * layout), then writes each entry's state in slices (slices.ts): the first notification of a long
 * page lists hundreds of elements, and writing all of them in the observer's callback was one task
 * of up to 60 ms at a 4× CPU slowdown. What is below the view thus hides a few tasks later, still
 * out of sight.
 */
function onIntersect(entries: IntersectionObserverEntry[], watcher: IntersectionObserver): void {
  const viewHeight = window.innerHeight;
  classifyLists(entries);
  handled = handled.then(() => applyEntries(entries, watcher, viewHeight));
}

async function applyEntries(
  entries: IntersectionObserverEntry[],
  watcher: IntersectionObserver,
  viewHeight: number,
): Promise<void> {
  const entering: Element[] = [];
  await runInSlices(
    entries.map(({ target, isIntersecting, boundingClientRect }) => () => {
      if (!target.hasAttribute(REVEAL) && !target.hasAttribute(REVEAL_ITEM)) {
        watcher.unobserve(target);
      } else if (!target.hasAttribute(REVEALED)) {
        // The first notification: in view or above it shows at once, the rest waits.
        const reached = isIntersecting || boundingClientRect.top < viewHeight;
        if (reached) watcher.unobserve(target);
        target.setAttribute(REVEALED, reached ? "instant" : "waiting");
      } else if (isIntersecting) {
        entering.push(target);
      }
    }),
  );
  entering.sort(inDocumentOrder);
  const wait = delays(entering);
  for (const element of entering) {
    watcher.unobserve(element);
    if (element instanceof HTMLElement)
      element.style.setProperty("--reveal-delay", `${wait.get(element) ?? 0}ms`);
    element.setAttribute(REVEALED, "animate");
  }
}

function onMutations(records: MutationRecord[], watcher: IntersectionObserver): void {
  for (const record of records) {
    for (const node of record.addedNodes) {
      if (node instanceof Element && node.isConnected) watch(candidatesIn(node), watcher);
    }
    for (const node of record.removedNodes) {
      if (!(node instanceof Element)) continue;
      for (const gone of [node, ...node.querySelectorAll(`[${REVEAL}], [${REVEAL_ITEM}]`)])
        watcher.unobserve(gone);
    }
  }
}

/**
 * Observes what has not shown yet: not placed, or waiting (and moved, so no longer observed).
 * Observing an element twice is harmless.
 */
function watch(elements: Element[], watcher: IntersectionObserver): void {
  for (const element of elements) {
    const state = element.getAttribute(REVEALED);
    if (state === null || state === "waiting") watcher.observe(element);
  }
}

/** Starts revealing: call once. */
export function startReveal(): void {
  if (observer || typeof IntersectionObserver === "undefined") return;
  // The huge top margin counts everything above the viewport as reached: a jump to the end of the
  // page (End, a link to a fragment) leaves nothing hidden behind it.
  const watcher = new IntersectionObserver(onIntersect, { rootMargin: "100000px 0px -10% 0px" });
  observer = watcher;
  watch(candidatesIn(document.body), watcher);
  new MutationObserver((records) => onMutations(records, watcher)).observe(document.body, {
    childList: true,
    subtree: true,
  });
}
