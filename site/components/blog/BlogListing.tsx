import { Heading } from "../ui/Heading";
import { Section } from "../ui/Section";
import type { ListingData } from "./listing";
import { Pagination } from "./Pagination";
import { PostList } from "./PostList";
import { COMING_SOON, listingHeading } from "./posts";

/** /blog and its further pages and tag pages; /blog with no posts is the spec's placeholder. */
export function BlogListing({ listing, posts }: ListingData) {
  return (
    <Section pad="both" reveal={false} data-section="blog">
      {posts.length === 0 ? (
        <Heading level={1} className="py-24 text-center">
          {COMING_SOON}
        </Heading>
      ) : (
        <>
          <Heading level={1} className="mb-10">
            <span className="text-gradient">{listingHeading(listing)}</span>
          </Heading>
          <PostList posts={posts} />
          <Pagination listing={listing} />
        </>
      )}
    </Section>
  );
}
