import { blogListings } from "../../generated/blog-listings";

export function onBeforePrerenderStart(): string[] {
  return blogListings.map((listing) => listing.href);
}
