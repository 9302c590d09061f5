import { afterLoad } from "./after-load";

/**
 * Behaviours only one kind of page has, each in its own small chunk that only a page showing its
 * markup fetches, so the module every page loads stays small. They start after the page has
 * loaded (each answers a click, or plays a clip that is decoration), and once all have started
 * the document is marked `data-behaviours="started"` (the browser tests wait for it).
 */
const behaviours: { marker: string; start: () => Promise<void> }[] = [
  { marker: "[data-gallery]", start: async () => (await import("./behaviours/gallery")).startGalleries() },
  {
    marker: "button[data-show-more]",
    start: async () => (await import("./behaviours/logo-grid")).startLogoGrids(),
  },
  {
    marker: "[data-hero-video]",
    start: async () => (await import("./behaviours/hero-video")).startHeroVideo(),
  },
];

async function startAll(): Promise<void> {
  const present = behaviours.filter(({ marker }) => document.querySelector(marker));
  const results = await Promise.allSettled(present.map(({ start }) => start()));
  for (const result of results) if (result.status === "rejected") console.error(result.reason);
  document.documentElement.dataset.behaviours = "started";
}

export function startPageBehaviours(): void {
  afterLoad(() => void startAll());
}
