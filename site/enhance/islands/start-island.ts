import type { ComponentType } from "react";
import { ISLAND, ISLAND_PROPS, ISLAND_STATE } from "../attributes";
import { isIslandName, islandLoaders } from "../registry";
import { yieldToBrowser } from "../slices";

/**
 * Holds back a click that lands on an island while its code is still loading (a quick tap, or the
 * click right after the pointer that woke it), and gives it again once the island listens.
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
  const name = container.getAttribute(ISLAND) ?? "";
  if (!isIslandName(name)) throw new Error(`Unknown island '${name}'`);
  const props: unknown = JSON.parse(container.getAttribute(ISLAND_PROPS) ?? "{}");
  // One after the other, with a yield between: the framework chunk's evaluation and the island's
  // own code each in a task of its own, not one long task.
  const { hydrateIsland } = await import("./hydrate-island");
  await yieldToBrowser();
  const island = await islandLoaders[name]();
  await yieldToBrowser();
  hydrateIsland(container, island.default as ComponentType<object>, props as object, () => {
    container.setAttribute(ISLAND_STATE, "hydrated");
    release();
  });
}

/**
 * Fetches the code of the island in `container` (and Preact, the first time) and hydrates it; its
 * state attribute says how far it got. Starting an island twice does nothing.
 */
export function startIsland(container: HTMLElement): void {
  if (container.hasAttribute(ISLAND_STATE)) return;
  container.setAttribute(ISLAND_STATE, "loading");
  const release = holdClicks(container);
  hydrate(container, release).catch((error: unknown) => {
    container.setAttribute(ISLAND_STATE, "failed");
    // The prerendered markup stays; a held click goes to it as if nothing had been waiting.
    release();
    console.error(error);
  });
}
