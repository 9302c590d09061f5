/**
 * Reveal on scroll, for every page, without React: plain attributes, one IntersectionObserver.
 *
 * - `data-reveal` (every Section has it): the element fades and slides in when it scrolls into view.
 * - Items: the element children of every `ul`/`ol` laid out as a grid inside such an element (the
 *   card lists), and of any element marked `data-reveal-stagger`, come in one after another,
 *   REVEAL_STEP_MS apart among those that enter the view together.
 * - `data-reveal-first-delay` on such a list: the items that come in with its first item wait
 *   FIRST_ITEM_DELAY_MS longer (the spec's 800 ms on the first item of one list; meant for the home
 *   page's 'Our Core Services' cards).
 *
 * global.css hides what still awaits its reveal only in a document marked `data-enhanced`, only on
 * screen and only without prefers-reduced-motion, so the prerendered page, a page without
 * JavaScript and a page whose script failed show everything. Whatever is in view or above it
 * when it is found (at start, or when an island such as the filters adds it) shows at once, without
 * an animation; the rest animates when it scrolls into view and then stays.
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
/** `instant` (was in view when found) or `animate` (scrolled into view). */
const REVEALED = "data-revealed";

let observer: IntersectionObserver | undefined;

function isItemList(element: Element): boolean {
  if (element.hasAttribute("data-reveal-stagger")) return true;
  return element.matches("ul, ol") && getComputedStyle(element).display === "grid";
}

/** What `node` adds that should reveal: sections, and items of the lists inside sections. */
function candidatesIn(node: Element): Element[] {
  const found: Element[] = [];
  const sections = node.matches(`[${SECTION}]`) ? [node] : [];
  sections.push(...node.querySelectorAll(`[${SECTION}]`));
  const scope = node.closest(`[${SECTION}]`) ?? node;
  found.push(...sections);

  if (node.parentElement?.hasAttribute(LIST)) {
    node.setAttribute(ITEM, "");
    found.push(node);
  }
  if (scope.hasAttribute(SECTION) || sections.length > 0) {
    const lists = node.matches("ul, ol, [data-reveal-stagger]") ? [node] : [];
    lists.push(...node.querySelectorAll("ul, ol, [data-reveal-stagger]"));
    for (const list of lists) {
      if (list.hasAttribute(LIST) || !list.closest(`[${SECTION}]`) || !isItemList(list)) continue;
      list.setAttribute(LIST, "");
      for (const item of list.children) {
        item.setAttribute(ITEM, "");
        found.push(item);
      }
    }
  }
  return found;
}

/** Shows at once what is in the viewport or above it; watches the rest. Reads first, then writes. */
function track(elements: Element[], watcher: IntersectionObserver): void {
  const pending = elements.filter((element) => !element.hasAttribute(REVEALED));
  const reached = pending.map((element) => element.getBoundingClientRect().top < window.innerHeight);
  pending.forEach((element, index) => {
    if (reached[index]) element.setAttribute(REVEALED, "instant");
    else watcher.observe(element);
  });
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
  const entering = [
    ...new Set(entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target)),
  ].sort(inDocumentOrder);
  const wait = delays(entering);
  for (const element of entering) {
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
      for (const gone of [node, ...node.querySelectorAll(`[${SECTION}], [${ITEM}]`)]) watcher.unobserve(gone);
    }
  }
  track(added, watcher);
}

/**
 * Starts revealing: call once, before the document is marked enhanced, so that
 * what is in view is already marked when the hiding styles apply.
 */
export function startReveal(): void {
  if (observer || typeof IntersectionObserver === "undefined") return;
  // The huge top margin counts everything above the viewport as reached: a jump to the end of the
  // page (End, a link to a fragment) leaves nothing hidden behind it.
  const watcher = new IntersectionObserver(onIntersect, { rootMargin: "100000px 0px -10% 0px" });
  observer = watcher;
  track(candidatesIn(document.body), watcher);
  new MutationObserver((records) => onMutations(records, watcher)).observe(document.body, {
    childList: true,
    subtree: true,
  });
}
