import { render } from "vike/abort";
import type { PageContextServer } from "vike/types";
import { listingAt, listingData } from "../../components/blog/listing";
import { homePage } from "../../generated/homePage";

export function data(pageContext: PageContextServer) {
  const listing = listingAt(pageContext.urlPathname);
  if (listing === undefined) throw render(404);
  const shown = listingData(listing);
  return {
    ...shown,
    // Only the placeholder ships the newsletter's texts and Terms.
    comingSoon: shown.posts.length === 0 ? { newsletter: homePage.newsletter, terms: homePage.terms } : null,
  };
}

export type Data = ReturnType<typeof data>;
