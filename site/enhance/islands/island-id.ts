import type { IslandName } from "../registry";

/**
 * The id of the element called `name` inside the island registered as `island` (`contactForm-email`):
 * the same string on the server, which renders the island with React, and in the browser, which
 * hydrates it with Preact. useId would not do: the two count differently, and Preact keeps the
 * server's attribute where its own render differs, so a field's aria-describedby set by a later
 * render would name an id that is not on the page. A page has at most one island of each name.
 */
export const islandId = (island: IslandName, name: string): string => `${island}-${name}`;
