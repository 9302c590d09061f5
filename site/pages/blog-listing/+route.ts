import type { PageContext } from "vike/types";
// Not the listings module: Vike loads this file with its config, and that module changes with every
// saved post (see pipeline/generate/listings.ts).
import { blogListingHrefs } from "../../generated/blog-listing-hrefs";

const hrefs = new Set(blogListingHrefs);

/** /blog, /blog/page/2…, /blog/tag/<tag> and their pages: exactly the hrefs the build listed. */
export function route(pageContext: PageContext): boolean {
  return hrefs.has(pageContext.urlPathname);
}
