import type { ComponentType } from "react";
import { afterLoad } from "../after-load";
import {
  type HydrateWhen,
  ISLAND_ATTRIBUTE,
  idPrefix,
  LOAD_IF_QUERY_ATTRIBUTE,
  PROPS_ATTRIBUTE,
  STATE_ATTRIBUTE,
  WHEN_ATTRIBUTE,
} from "../attributes";
import { isIslandName, islandLoaders } from "../registry";

/** Islands this close below the viewport start loading, so they are ready when they arrive. */
const VISIBLE_MARGIN = "200px";
const FIRST_INTERACTION = ["pointerover", "focusin", "touchstart"] as const;

/**
 * Holds back a click that lands on an island while its code is still loading (a quick tap, or the
 * click right after the pointer that woke it), and gives it again once React listens.
 */
function holdClicks(container: HTMLElement): () => void {
  let held: HTMLElement | null = null;
  const hold = (event: MouseEvent) => {
    if (!(event.target instanceof HTMLElement)) return;
    event.preventDefault();
    event.stopPropagation();
    held = event.target;
  };
  container.addEventListener("click", hold, true);
  return () => {
    container.removeEventListener("click", hold, true);
    if (held?.isConnected) held.click();
  };
}

async function hydrate(container: HTMLElement, release: () => void): Promise<void> {
  const name = container.getAttribute(ISLAND_ATTRIBUTE) ?? "";
  if (!isIslandName(name)) throw new Error(`Unknown island '${name}'`);
  const props: unknown = JSON.parse(container.getAttribute(PROPS_ATTRIBUTE) ?? "{}");
  const [{ hydrateIsland }, island] = await Promise.all([import("./react-runtime"), islandLoaders[name]()]);
  hydrateIsland(
    container,
    name,
    idPrefix(name),
    island.default as ComponentType<object>,
    props as object,
    () => {
      container.setAttribute(STATE_ATTRIBUTE, "hydrated");
      release();
    },
  );
}

function start(container: HTMLElement): void {
  if (container.hasAttribute(STATE_ATTRIBUTE)) return;
  container.setAttribute(STATE_ATTRIBUTE, "loading");
  const release = holdClicks(container);
  hydrate(container, release).catch((error: unknown) => {
    container.setAttribute(STATE_ATTRIBUTE, "failed");
    // The prerendered markup stays; a held click goes to it as if nothing had been waiting.
    release();
    console.error(error);
  });
}

function whenVisible(containers: HTMLElement[]): void {
  if (containers.length === 0) return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const container = entry.target.parentElement?.closest<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`);
        if (!entry.isIntersecting || !container) continue;
        observer.unobserve(entry.target);
        start(container);
      }
    },
    { rootMargin: `${VISIBLE_MARGIN} 0px` },
  );
  // The container is `display: contents` and has no box to intersect: its first child stands in.
  for (const container of containers) {
    if (container.firstElementChild) observer.observe(container.firstElementChild);
    else start(container);
  }
}

function onFirstInteraction(container: HTMLElement): void {
  const query = new URLSearchParams(window.location.search);
  const readsQuery = (container.getAttribute(LOAD_IF_QUERY_ATTRIBUTE) ?? "").split(",").filter(Boolean);
  if (readsQuery.some((name) => query.has(name))) {
    start(container);
    return;
  }
  const begin = () => {
    for (const type of FIRST_INTERACTION) container.removeEventListener(type, begin);
    start(container);
  };
  for (const type of FIRST_INTERACTION) container.addEventListener(type, begin, { passive: true });
}

/**
 * Finds the islands in the document and hydrates each when its `data-island-when` says. A page
 * without islands loads nothing more: React is only imported by `hydrate`.
 */
export function hydrateIslands(): void {
  const containers = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)];
  const byWhen = (when: HydrateWhen) =>
    containers.filter((container) => container.getAttribute(WHEN_ATTRIBUTE) === when);
  for (const container of byWhen("load")) start(container);
  // What is below the fold waits for the page to load, so React never competes with the first paint.
  afterLoad(() => whenVisible(byWhen("visible")));
  for (const container of byWhen("interaction")) onFirstInteraction(container);
}
