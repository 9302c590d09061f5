import type { PageContext } from "vike/types";
import { listingHrefs } from "../../components/blog/listing";

const hrefs = new Set(listingHrefs);

/** /blog, /blog/page/2…, /blog/tag/<tag> and their pages: exactly the hrefs the build listed. */
export function route(pageContext: PageContext): boolean {
  return hrefs.has(pageContext.urlPathname);
}
