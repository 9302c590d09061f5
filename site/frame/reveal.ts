/**
 * Reveal on scroll, for every page, without React: plain attributes, one IntersectionObserver.
 *
 * - `data-reveal` (every Section has it): the element fades and slides in when it scrolls into view.
 * - Items: the element children of every `ul`/`ol` laid out as a grid inside such an element (the
 *   card lists; not one inside a list item), and of any element marked `data-reveal-stagger`, come
 *   in one after another, REVEAL_STEP_MS apart among those that enter the view together.
 * - `data-reveal-first-delay` on such a list: the items that come in with its first item wait
 *   FIRST_ITEM_DELAY_MS longer (the spec's 800 ms on the first item of one list; meant for the home
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
 * the view is hidden a frame later, out of sight.
 */

/** The stagger step between items (the spec allows 100–200 ms). */
export const REVEAL_STEP_MS = 120;
/** The extra wait of the first item of a list marked `data-reveal-first-delay`. */
export const FIRST_ITEM_DELAY_MS = 800;
/** Items coming in together beyond this many steps come in with the last step. */
const MAX_STEPS = 8;

const SECTION = "data-reveal";
const ITEM = "data-reveal-item";
const LIST = "data-reveal-list";
const LISTS = "ul, ol, [data-reveal-stagger]";
const REVEALED = "data-revealed";

let observer: IntersectionObserver | undefined;
/** Observed elements whose first notification has not come yet. */
const unplaced = new WeakSet<Element>();
/** Lists whose children were observed before knowing whether the list is a grid of items. */
const unclassified = new WeakSet<Element>();
/** Lists found not to be grids of items. */
const plainLists = new WeakSet<Element>();

/**
 * A list inside a list item (a card's tags) is part of that item, never a list of items of its
 * own; skipping it also keeps its style unread, which inside a card not yet rendered
 * (`content-visibility: auto`) would make the browser render that card.
 */
function isInsideItem(list: Element): boolean {
  return !list.hasAttribute("data-reveal-stagger") && list.parentElement?.closest("li") != null;
}

function isItemList(list: Element): boolean {
  if (list.hasAttribute("data-reveal-stagger")) return true;
  return getComputedStyle(list).display === "grid";
}

/** What `node` adds that may reveal: sections, items of known lists, children of lists not yet classified. */
function candidatesIn(node: Element): Element[] {
  const found: Element[] = [];
  if (node.matches(`[${SECTION}]`)) found.push(node);
  found.push(...node.querySelectorAll(`[${SECTION}]`));

  const parent = node.parentElement;
  if (parent?.hasAttribute(LIST)) {
    node.setAttribute(ITEM, "");
    found.push(node);
  } else if (parent && unclassified.has(parent)) {
    found.push(node);
  }
  if (!node.closest(`[${SECTION}]`) && found.length === 0) return found;
  const lists = node.matches(LISTS) ? [node] : [];
  lists.push(...node.querySelectorAll(LISTS));
  for (const list of lists) {
    if (list.hasAttribute(LIST) || unclassified.has(list) || plainLists.has(list)) continue;
    if (!list.closest(`[${SECTION}]`) || isInsideItem(list)) continue;
    unclassified.add(list);
    found.push(...list.children);
  }
  return found;
}

function watch(elements: Element[], watcher: IntersectionObserver): void {
  for (const element of elements) {
    if (element.hasAttribute(REVEALED) || unplaced.has(element)) continue;
    unplaced.add(element);
    watcher.observe(element);
  }
}

/** Marks the lists first seen in `entries` as item lists or not: all reads, then all writes. */
function classifyLists(entries: IntersectionObserverEntry[]): void {
  const lists = new Set<Element>();
  for (const { target } of entries) {
    const list = target.parentElement;
    if (list && unclassified.has(list)) lists.add(list);
  }
  const grids = [...lists].map(isItemList);
  [...lists].forEach((list, index) => {
    unclassified.delete(list);
    if (!grids[index]) {
      plainLists.add(list);
      return;
    }
    list.setAttribute(LIST, "");
    for (const item of list.children) item.setAttribute(ITEM, "");
  });
}

/** Whether the observer still follows `element`: a section, or an item of an item list. */
function reveals(element: Element): boolean {
  return element.hasAttribute(SECTION) || element.hasAttribute(ITEM);
}

/** The delay of each item entering together: its step within its list, plus the first-item wait. */
function delays(entering: Element[]): Map<Element, number> {
  const byList = new Map<Element, Element[]>();
  for (const element of entering) {
    const list = element.hasAttribute(ITEM) ? element.parentElement : null;
    if (list) byList.set(list, [...(byList.get(list) ?? []), element]);
  }
  const result = new Map<Element, number>();
  for (const [list, items] of byList) {
    const offset =
      list.hasAttribute("data-reveal-first-delay") && items.includes(list.firstElementChild as Element)
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

function onIntersect(entries: IntersectionObserverEntry[], watcher: IntersectionObserver): void {
  // Read before any write: reading the viewport's height after one forces a layout.
  const viewHeight = window.innerHeight;
  /** In view or above it: what a visitor can already see or has scrolled past. */
  const reached = (entry: IntersectionObserverEntry) =>
    entry.isIntersecting || entry.boundingClientRect.top < viewHeight;
  classifyLists(entries);
  const entering: Element[] = [];
  for (const entry of entries) {
    const element = entry.target;
    if (!reveals(element)) {
      watcher.unobserve(element);
      continue;
    }
    if (unplaced.has(element)) {
      unplaced.delete(element);
      if (reached(entry)) {
        watcher.unobserve(element);
        element.setAttribute(REVEALED, "instant");
      } else {
        element.setAttribute(REVEALED, "waiting");
      }
    } else if (entry.isIntersecting) {
      entering.push(element);
    }
  }
  const sorted = [...new Set(entering)].sort(inDocumentOrder);
  const wait = delays(sorted);
  for (const element of sorted) {
    watcher.unobserve(element);
    if (element instanceof HTMLElement)
      element.style.setProperty("--reveal-delay", `${wait.get(element) ?? 0}ms`);
    element.setAttribute(REVEALED, "animate");
  }
}

function onMutations(records: MutationRecord[], watcher: IntersectionObserver): void {
  const added: Element[] = [];
  for (const record of records) {
    for (const node of record.addedNodes) {
      if (node instanceof Element && node.isConnected) added.push(...candidatesIn(node));
    }
    for (const node of record.removedNodes) {
      if (!(node instanceof Element)) continue;
      for (const gone of [node, ...node.querySelectorAll(`[${SECTION}], [${ITEM}]`)]) {
        unplaced.delete(gone);
        watcher.unobserve(gone);
      }
    }
  }
  watch(added, watcher);
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
