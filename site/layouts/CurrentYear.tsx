import { CURRENT_YEAR } from "../enhance/attributes";

/**
 * The year of the build in the prerendered HTML; site/enhance/behaviours/current-year.ts sets the
 * visitor's.
 */
export function CurrentYear() {
  return <span {...{ [CURRENT_YEAR]: "" }}>{new Date().getFullYear()}</span>;
}
