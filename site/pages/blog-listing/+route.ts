import type { PageContext } from "vike/types";
// Vike loads this file with its config: it imports nothing but the routing module, which no saved
// post changes (see pipeline/generate/routing.ts).
import { listingRoutes } from "../../generated/routing";

const patterns = listingRoutes.blog ?? [];

/**
 * /blog, /blog/page/2…, /blog/tag/<tag> and their pages. +data answers 404 for a path of that shape
 * the build did not list.
 */
export function route(pageContext: PageContext): boolean {
  return patterns.some((pattern) => pattern.test(pageContext.urlPathname));
}
