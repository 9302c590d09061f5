import { Idiomorph } from "idiomorph";
import { ISLAND, ISLAND_PROPS, ISLAND_STATE } from "../enhance/attributes";
import { startIsland } from "../enhance/islands/start-island";
import { startIslands } from "../enhance/lazy-start";

/** The head's tags a content change can change: the title, the description and the link preview. */
const HEAD_TAGS = 'meta[name]:not([name="viewport"]), meta[property], link[rel="canonical"]';

function headKey(element: Element): string {
  return `${element.tagName}:${element.getAttribute("name") ?? element.getAttribute("property") ?? element.getAttribute("rel")}`;
}

function updateHead(next: Document): void {
  if (document.title !== next.title) document.title = next.title;
  const current = new Map([...document.head.querySelectorAll(HEAD_TAGS)].map((tag) => [headKey(tag), tag]));
  for (const tag of next.head.querySelectorAll(HEAD_TAGS)) {
    const existing = current.get(headKey(tag));
    current.delete(headKey(tag));
    if (!existing) document.head.append(tag.cloneNode());
    else if (existing.outerHTML !== tag.outerHTML) existing.replaceWith(tag.cloneNode());
  }
  for (const gone of current.values()) gone.remove();
}

function isStartedIsland(node: Node): node is HTMLElement {
  return node instanceof HTMLElement && node.hasAttribute(ISLAND) && node.hasAttribute(ISLAND_STATE);
}

/**
 * Brings the open page to `html` (the same page, rendered again from the changed content) without
 * reloading it: the body is morphed node by node (idiomorph), so what did not change stays as it
 * is, with its scroll position, its focus and what the page's behaviours did to it (an attribute
 * they added is never taken away). An island whose props did not change keeps its state; one
 * whose props did is started again on the new markup, and a new one starts as the page's islands do.
 */
export function morphPage(html: string): void {
  const next = new DOMParser().parseFromString(html, "text/html");
  updateHead(next);
  const restart: HTMLElement[] = [];
  Idiomorph.morph(document.body, next.body, {
    morphStyle: "innerHTML",
    callbacks: {
      beforeNodeMorphed(current, incoming) {
        if (!isStartedIsland(current) || !(incoming instanceof HTMLElement)) return true;
        // Preact owns a started island's nodes: they are never morphed, only replaced below.
        if (current.getAttribute(ISLAND_PROPS) !== incoming.getAttribute(ISLAND_PROPS)) restart.push(current);
        return false;
      },
      beforeAttributeUpdated: (_name, _element, mutation) => mutation !== "remove",
      // The panel of problems is the live preview's own.
      beforeNodeRemoved: (node) => !(node instanceof HTMLElement && node.hasAttribute("data-live-preview")),
    },
  });
  for (const island of restart) {
    const index = [...document.querySelectorAll(`[${ISLAND}]`)].indexOf(island);
    const fresh = next.body.querySelectorAll<HTMLElement>(`[${ISLAND}]`)[index];
    if (!fresh) continue;
    const copy = fresh.cloneNode(true) as HTMLElement;
    island.replaceWith(copy);
    startIsland(copy);
  }
  startIslands();
}
