import { blogListingHrefs } from "../../generated/blog-listing-hrefs";

export function onBeforePrerenderStart(): string[] {
  return [...blogListingHrefs];
}
