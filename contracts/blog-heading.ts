/** The blog's name: its listing's heading, and the start of its feed's and breadcrumbs' names. */
export const BLOG_TITLE = "Blog";

/** "Blog", "Posts tagged Mobile", "Blog, page 2", "Posts tagged Mobile, page 2". */
export function listingHeading(listing: { tag: string | null; page: number }): string {
  const name = listing.tag === null ? BLOG_TITLE : `Posts tagged ${listing.tag}`;
  return listing.page === 1 ? name : `${name}, page ${listing.page}`;
}
