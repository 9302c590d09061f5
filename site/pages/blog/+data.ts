import { listingAt, listingData } from "../../components/blog/listing";

export function data() {
  const listing = listingAt("/blog");
  if (listing === undefined) throw new Error("site/generated/blog-listings.ts has no /blog page: rebuild");
  return listingData(listing);
}

export type Data = ReturnType<typeof data>;
