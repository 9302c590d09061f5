/** The attributes an island's container carries in the HTML; read by hydrate-islands.ts. */
export const ISLAND_ATTRIBUTE = "data-island";
export const PROPS_ATTRIBUTE = "data-island-props";
export const WHEN_ATTRIBUTE = "data-island-when";
/** Query parameters that make an `interaction` island hydrate at load (its first render reads them). */
export const LOAD_IF_QUERY_ATTRIBUTE = "data-island-load-if";
/** Set once the island has hydrated and its effects have run (`hydrated`), or `failed`. */
export const STATE_ATTRIBUTE = "data-island-state";

/**
 * When an island's code is fetched and hydrated:
 * - `load`: at once (what is above the fold, or what a visitor reaches for first);
 * - `visible`: when it comes near the viewport;
 * - `interaction`: on the first pointer, focus or touch inside it, for what waits for the visitor
 *   to start (a tap that lands while it loads is replayed once it has hydrated); at once when the
 *   page's URL carries one of the query parameters the island reads on its first render
 *   (`loadIfQuery`).
 */
export type HydrateWhen = "load" | "visible" | "interaction";

/** The prefix of useId values inside an island: the same on the server and in the browser. */
export const idPrefix = (name: string) => `${name}-`;
