import { Heading } from "../ui/Heading";
import { Section } from "../ui/Section";
import { BlogComingSoon, type ComingSoonContent } from "./BlogComingSoon";
import type { ListingData } from "./listing";
import { Pagination } from "./Pagination";
import { PostList } from "./PostList";
import { listingHeading } from "./posts";

type BlogListingProps = ListingData & {
  /** Set on /blog while there are no posts: what its placeholder shows besides its fixed text. */
  comingSoon: ComingSoonContent | null;
};

/** /blog and its further pages and tag pages; /blog with no posts is the 'Coming Soon' placeholder. */
export function BlogListing({ listing, posts, comingSoon }: BlogListingProps) {
  if (posts.length === 0 && comingSoon) return <BlogComingSoon {...comingSoon} />;
  return (
    <Section pad="both" reveal={false} data-section="blog">
      <Heading level={1} className="mb-10">
        <span className="text-gradient">{listingHeading(listing)}</span>
      </Heading>
      <PostList posts={posts} />
      <Pagination listing={listing} />
    </Section>
  );
}
