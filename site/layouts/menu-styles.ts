import { cn } from "../lib/cn";

/** The main menu's item colours: the active route's item (or its section's) is highlighted. */
export const menuItemColour = (active: boolean) =>
  active ? "text-accent-strong" : "text-ink-muted hover:text-ink";

/** A main-menu link, on the desktop bar and in the phone menu alike. */
export const menuItemClasses = (active: boolean) =>
  cn("block rounded-md px-3 py-2 text-sm font-medium transition-colors", menuItemColour(active));

/** A link inside a dropdown panel; the current page's link is marked as well as highlighted. */
export const panelLinkClasses = (current: boolean) =>
  cn(
    "block rounded-md px-2 py-1.5 text-sm transition-colors",
    current ? "bg-accent/10 text-accent-strong" : "text-ink-muted hover:bg-surface-raised hover:text-ink",
  );
