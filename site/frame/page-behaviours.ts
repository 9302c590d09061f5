/**
 * Behaviours only one kind of page has, each in its own small chunk that only a page showing its
 * markup fetches, so the module every page loads stays small.
 */
const behaviours: { marker: string; start: () => Promise<void> }[] = [
  { marker: "[data-gallery]", start: async () => (await import("./gallery")).startGalleries() },
  { marker: "button[data-show-more]", start: async () => (await import("./logo-grid")).startLogoGrids() },
  { marker: "[data-hero-video]", start: async () => (await import("./hero-video")).startHeroVideo() },
];

export function startPageBehaviours(): void {
  for (const { marker, start } of behaviours) {
    if (document.querySelector(marker)) start().catch((error: unknown) => console.error(error));
  }
}
