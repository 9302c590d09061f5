import type { ListingPage } from "../../../contracts/listing-page";
import { blog } from "../../generated/blog";
import { blogListings } from "../../generated/blog-listings";

const postsBySlug = new Map(blog.map(({ html: _html, ...post }) => [post.slug, post]));

/** The listing page at `href` (`/blog`, `/blog/page/2`, `/blog/tag/mobile`…), or undefined. */
export function listingAt(href: string): ListingPage | undefined {
  return blogListings.find((listing) => listing.href === href);
}

/** What a listing page renders: only its own posts, without their bodies. */
export function listingData(listing: ListingPage) {
  const { ids, ...series } = listing;
  return { listing: series, posts: ids.flatMap((slug) => postsBySlug.get(slug) ?? []) };
}

export type ListingData = ReturnType<typeof listingData>;

/** The pages before and after, for rel=prev/next. */
export function neighbours(listing: ListingData["listing"]): { prev?: string; next?: string } {
  return { prev: listing.pageHrefs[listing.page - 2], next: listing.pageHrefs[listing.page] };
}
