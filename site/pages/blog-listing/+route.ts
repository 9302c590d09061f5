import type { PageContext } from "vike/types";
// Vike loads this file with its config: it imports nothing but the routing module (see
// pipeline/generate/routing.ts).
import { listingHrefs } from "../../generated/routing";

const hrefs = new Set(listingHrefs.blog);

/** /blog, /blog/page/2…, /blog/tag/<tag> and their pages: exactly the hrefs the build listed. */
export function route(pageContext: PageContext): boolean {
  return hrefs.has(pageContext.urlPathname);
}
