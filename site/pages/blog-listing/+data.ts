import { render } from "vike/abort";
import type { PageContextServer } from "vike/types";
import { listingAt, listingData } from "../../components/blog/listing";

export function data(pageContext: PageContextServer) {
  const listing = listingAt(pageContext.urlPathname);
  if (listing === undefined) throw render(404);
  return listingData(listing);
}

export type Data = ReturnType<typeof data>;
