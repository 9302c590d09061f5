import { FeedLink } from "../../components/blog/FeedLink";
import { ListingHead } from "../../components/blog/ListingHead";
import { BLOG_TITLE } from "../../components/blog/posts";
import { site } from "../../generated/site";

/** A listing page's head: the blog's feed, and its previous and next pages. */
export default function Head() {
  return (
    <>
      <FeedLink title={`${site.name} ${BLOG_TITLE}`} />
      <ListingHead />
    </>
  );
}
