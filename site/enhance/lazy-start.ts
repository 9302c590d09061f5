import { afterLoad } from "./after-load";
import { BEHAVIOURS, ISLAND, ISLAND_LOAD_IF, ISLAND_WHEN } from "./attributes";
import { startIsland } from "./islands/start-island";
import { type IslandWhen, pageBehaviours } from "./registry";
import { onFirstInteraction, whenVisible } from "./start-when";

/**
 * Finding on the page what registry.ts lists, and starting each when start-when.ts says: the page
 * behaviours whose markup the page has, and its islands. A page with neither loads nothing more;
 * the framework (Preact) is only imported by an island that starts.
 */

async function startPresentBehaviours(): Promise<void> {
  const present = pageBehaviours.filter(({ marker }) => document.querySelector(marker));
  const results = await Promise.allSettled(present.map(({ start }) => start()));
  for (const result of results) if (result.status === "rejected") console.error(result.reason);
  document.documentElement.setAttribute(BEHAVIOURS, "started");
}

/** At `after-load`, and once all have started (or failed to) <html> is marked BEHAVIOURS. */
export function startPageBehaviours(): void {
  afterLoad(() => void startPresentBehaviours());
}

/** The page's URL carries one of the query parameters the island's first render reads. */
function urlReadBy(container: HTMLElement): boolean {
  const query = new URLSearchParams(window.location.search);
  const readsQuery = (container.getAttribute(ISLAND_LOAD_IF) ?? "").split(",").filter(Boolean);
  return readsQuery.some((name) => query.has(name));
}

/** Each island when its container says; an `interaction` one at once when the URL holds what it reads. */
export function startIslands(): void {
  const containers = [...document.querySelectorAll<HTMLElement>(`[${ISLAND}]`)];
  const byWhen = (when: IslandWhen) =>
    containers.filter((container) => container.getAttribute(ISLAND_WHEN) === when);
  for (const container of byWhen("load")) startIsland(container);
  whenVisible(byWhen("visible"), startIsland);
  for (const container of byWhen("interaction")) {
    if (urlReadBy(container)) startIsland(container);
    else onFirstInteraction(container, startIsland);
  }
}
